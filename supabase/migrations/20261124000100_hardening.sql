-- Hardening after the attack of issue 11: senders no longer choose ids or times; texts are limited as sent
-- (not only once trimmed) and free of control and bidirectional-override characters; reservations refuse
-- concerts that have started and cap one address's spots; anonymous writes are rate limited per address;
-- reserve_spots' privileged body leaves the API's schema. Error contract for the front end: see
-- supabase/README.md ('What the database refuses, and what the API answers').

-- ─── A schema the API does not expose ──────────────────────────────────────────────────────────────────
-- Not in config.toml's api.schemas, so nothing here is reachable through /rest/v1 or /rpc. The API roles
-- get USAGE only because policies and public.reserve_spots (run as them) must reach the two functions
-- granted to them below; every other function here stays the owner's (PostgreSQL grants EXECUTE on each
-- new function to PUBLIC, which a per-schema default cannot take back: each function revokes it).
create schema private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated;

-- ─── Texts: limited as sent, and only characters a person means to type ───────────────────────────────
-- char_length(value) is the raw length: the trimmed length (form_text_length) alone let 'M' plus a million
-- spaces through as a one-character name. Refused everywhere: C0 controls except tab, line feed and
-- carriage return; DEL and the C1 controls; the bidirectional embeddings and overrides (U+202A–U+202E) and
-- isolates (U+2066–U+2069), which make a text display as something else than it is. A single-line field
-- refuses tab, line feed and carriage return too. src/lib/forms/schemas.ts applies the same rule.
create function public.form_text_ok(value text, max_length integer, multiline boolean) returns boolean
  language sql immutable strict parallel safe set search_path = ''
as $$
  select char_length(value) <= max_length
     and value !~ case
       when multiline then '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]'
       else '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]'
     end
$$;
-- Check constraints call it as the inserting role.
revoke execute on function public.form_text_ok(text, integer, boolean) from public, anon, authenticated, service_role;
grant execute on function public.form_text_ok(text, integer, boolean) to anon, authenticated, service_role;

-- Next to the trimmed-length checks of the first migration, which stay (they refuse blank texts).
alter table public.pilot_requests
  add constraint pilot_requests_facility_text_ok check (public.form_text_ok(facility, 200, false)),
  add constraint pilot_requests_name_text_ok check (public.form_text_ok(name, 100, false));
alter table public.contact_messages
  add constraint contact_messages_name_text_ok check (public.form_text_ok(name, 100, false)),
  add constraint contact_messages_message_text_ok check (public.form_text_ok(message, 5000, true));
alter table public.bookings
  add constraint bookings_name_text_ok check (public.form_text_ok(name, 100, false)),
  add constraint bookings_facility_name_text_ok check (public.form_text_ok(facility_name, 200, false)),
  add constraint bookings_facility_address_text_ok check (public.form_text_ok(facility_address, 300, false)),
  add constraint bookings_special_requirements_text_ok check (public.form_text_ok(special_requirements, 2000, true));
alter table public.waitlist_signups
  add constraint waitlist_signups_name_text_ok check (public.form_text_ok(name, 100, false)),
  add constraint waitlist_signups_organisation_text_ok check (public.form_text_ok(organisation, 200, false));
alter table public.reservations
  add constraint reservations_facility_text_ok check (public.form_text_ok(facility, 200, false)),
  add constraint reservations_contact_name_text_ok check (public.form_text_ok(contact_name, 100, false));
-- Concerts are written by admins only, but the site shows their texts to everyone.
alter table public.concerts
  add constraint concerts_title_text_ok check (public.form_text_ok(title, 200, false)),
  add constraint concerts_artist_text_ok check (public.form_text_ok(artist, 200, false));

-- ─── Senders set only their own columns ────────────────────────────────────────────────────────────────
-- A table-wide INSERT let anyone choose id and created_at (rows dated 9999-12-31 buried every real one in
-- the admin's newest-first list). Naming the columns leaves id and created_at to their defaults.
revoke insert on public.pilot_requests, public.contact_messages, public.bookings, public.waitlist_signups from anon, authenticated;
grant insert (facility, name, email) on public.pilot_requests to anon, authenticated;
grant insert (name, email, phone, message) on public.contact_messages to anon, authenticated;
grant insert (name, email, phone, facility_name, facility_address, facility_type, residents, preferred_date,
              preferred_time, music_preference, special_requirements, heard_about) on public.bookings to anon, authenticated;
grant insert (name, email, organisation) on public.waitlist_signups to anon, authenticated;

-- The admin pages read newest first (order by created_at desc, id desc) in keyset pages
-- (created_at < X or (created_at = X and id < Y)): one index each serves the order and the page's start.
create index pilot_requests_created_at_id_idx on public.pilot_requests (created_at desc, id desc);
create index contact_messages_created_at_id_idx on public.contact_messages (created_at desc, id desc);
create index bookings_created_at_id_idx on public.bookings (created_at desc, id desc);
create index waitlist_signups_created_at_id_idx on public.waitlist_signups (created_at desc, id desc);
create index reservations_created_at_id_idx on public.reservations (created_at desc, id desc);

-- ─── Write limits ──────────────────────────────────────────────────────────────────────────────────────
-- One row per table anyone may write to (through the API, or through reserve_spots for reservations). An
-- admin changes them in the SQL editor, e.g.
--   update private.write_limits set per_address_per_hour = 10 where form = 'contact_messages';
create table private.write_limits (
  form text primary key,
  -- Rows from one e-mail address in the past hour.
  per_address_per_hour integer not null check (per_address_per_hour > 0),
  -- Rows from anyone in the past minute: a ceiling on a flood of made-up addresses. Null: no ceiling.
  -- Reservations need none: a concert's capacity already bounds its rows.
  per_minute integer check (per_minute > 0)
);
insert into private.write_limits (form, per_address_per_hour, per_minute) values
  ('pilot_requests', 5, 60),
  ('contact_messages', 5, 60),
  ('bookings', 5, 60),
  ('waitlist_signups', 5, 60),
  ('reservations', 5, null);
revoke all on private.write_limits from public, anon, authenticated, service_role;

-- The per-address counts look up (address, time) and the ceiling counts by time (the paging index).
create index pilot_requests_email_created_at_idx on public.pilot_requests (email, created_at);
create index contact_messages_email_created_at_idx on public.contact_messages (email, created_at);
create index bookings_email_created_at_idx on public.bookings (email, created_at);
create index waitlist_signups_email_created_at_idx on public.waitlist_signups (email, created_at);
create index reservations_contact_email_created_at_idx on public.reservations (contact_email, created_at);

-- Rows of `form` created after `since` from `address` (and, in the next function, from anyone). Dynamic
-- SQL because the five tables share the rules; callers pass only names found in private.write_limits. Run
-- as their owner by the definers below, nobody else may call them.
create function private.sent_from_since(form text, address text, since timestamptz) returns bigint
  language plpgsql stable security invoker set search_path = ''
as $$
declare
  sent bigint;
begin
  execute format('select count(*) from public.%I where %I = $1 and created_at > $2', form,
                 case form when 'reservations' then 'contact_email' else 'email' end)
    into sent using address, since;
  return sent;
end
$$;
revoke execute on function private.sent_from_since(text, text, timestamptz) from public;

create function private.sent_since(form text, since timestamptz) returns bigint
  language plpgsql stable security invoker set search_path = ''
as $$
declare
  sent bigint;
begin
  execute format('select count(*) from public.%I where created_at > $1', form) into sent using since;
  return sent;
end
$$;
revoke execute on function private.sent_since(text, timestamptz) from public;

-- The per-address rule, true while `address` may still send to `form` this hour. SECURITY DEFINER: it
-- counts rows its callers may not read. The forms' INSERT policies call it as the sender. A missing
-- address passes here: the column's NOT NULL refuses it with its own error.
create function private.within_address_limit(form text, address text) returns boolean
  language plpgsql stable security definer set search_path = ''
as $$
declare
  per_hour integer;
begin
  select l.per_address_per_hour into per_hour from private.write_limits l where l.form = within_address_limit.form;
  if not found then
    raise exception 'private.write_limits has no row for %', form;
  end if;
  return address is null or private.sent_from_since(form, address, now() - interval '1 hour') < per_hour;
end
$$;
revoke execute on function private.within_address_limit(text, text) from public;
grant execute on function private.within_address_limit(text, text) to anon, authenticated;

-- BEFORE INSERT on the five tables (tg_argv[0]: the address column). Raises the error the front end
-- translates, before the row reaches the INSERT policy (which would only say 'violates row-level security').
-- SECURITY DEFINER: it reads the limits and counts rows the sender may not read.
create function private.enforce_write_limits() returns trigger
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  address text := to_jsonb(new) ->> tg_argv[0];
  table_ceiling integer;
begin
  -- One send per address and table at a time: after the wait, this count sees the send before it, so
  -- concurrent sends cannot all find room for one more. Other addresses take other locks and do not wait.
  perform pg_advisory_xact_lock(hashtext('write_limits:' || tg_table_name), hashtext(address));
  select l.per_minute into table_ceiling from private.write_limits l where l.form = tg_table_name;
  if not private.within_address_limit(tg_table_name, address)
     or private.sent_since(tg_table_name, now() - interval '1 minute') >= table_ceiling then
    raise exception 'rate_limited' using errcode = 'P0001';
  end if;
  return new;
end
$$;
revoke execute on function private.enforce_write_limits() from public;

create trigger enforce_write_limits before insert on public.pilot_requests
  for each row execute function private.enforce_write_limits('email');
create trigger enforce_write_limits before insert on public.contact_messages
  for each row execute function private.enforce_write_limits('email');
create trigger enforce_write_limits before insert on public.bookings
  for each row execute function private.enforce_write_limits('email');
create trigger enforce_write_limits before insert on public.waitlist_signups
  for each row execute function private.enforce_write_limits('email');
create trigger enforce_write_limits before insert on public.reservations
  for each row execute function private.enforce_write_limits('contact_email');

-- The INSERT policies state the rule instead of `true` (which the database linter reports): anyone may
-- send, within the per-address limit. The trigger has already refused an over-limit row with its clear error.
do $$
declare
  form_table text;
begin
  foreach form_table in array array['pilot_requests', 'contact_messages', 'bookings', 'waitlist_signups'] loop
    execute format('drop policy "Anyone can send" on public.%I', form_table);
    execute format(
      'create policy "Anyone can send, within the per-address limit" on public.%I for insert to anon, authenticated
         with check (private.within_address_limit(%L, email))', form_table, form_table);
  end loop;
end
$$;

-- ─── Reservations ──────────────────────────────────────────────────────────────────────────────────────
-- How many spots one e-mail address may hold at a concert: one facility must not take a whole concert
-- (three calls with made-up addresses filled three). An admin with a second factor changes it per concert.
alter table public.concerts
  add column max_spots_per_address integer not null default 20 check (max_spots_per_address > 0);
grant update (max_spots_per_address) on public.concerts to authenticated;
create policy "Admins with a second factor set the per-address cap" on public.concerts
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- The privileged body, out of the API's reach (the linter's lints 0028/0029: a SECURITY DEFINER function
-- executable by anon in an exposed schema). Only public.reserve_spots calls it, as the API role.
-- Raises, all with errcode P0001 unless said: 'unknown_concert' (P0002); 'concert_started';
-- 'not_enough_spots' (DETAIL 'N of M taken'); 'address_limit' (DETAIL: how many spots this address may
-- still reserve at this concert, as digits); 'rate_limited' (from the insert's trigger).
create function private.reserve_spots(
  concert text,
  spots integer,
  facility text,
  contact_name text,
  contact_email text
) returns integer
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  seats integer;
  taken integer;
  starts date;
  per_address integer;
  -- A variable rather than the parameter: inside the query below, contact_email would also name the column.
  address text := contact_email;
  address_may_add bigint;
begin
  -- The row lock serialises reservations of one concert: without it, two callers can both read the
  -- same count (or the same address's spots) and both succeed past the limit.
  select c.capacity, c.registered, c.starts_on, c.max_spots_per_address into seats, taken, starts, per_address
    from public.concerts c where c.id = concert
    for update;
  if not found then
    raise exception 'unknown_concert' using errcode = 'P0002';
  end if;
  if starts <= current_date then
    raise exception 'concert_started' using errcode = 'P0001';
  end if;
  -- Compared with what is left, never added to what is taken: spots near 2^31 would overflow the sum.
  if spots < 1 or spots > seats - taken then
    raise exception 'not_enough_spots' using errcode = 'P0001', detail = format('%s of %s taken', taken, seats);
  end if;
  address_may_add := per_address - (
    select coalesce(sum(r.spots), 0) from public.reservations r
     where r.concert_id = concert and r.contact_email = address);
  if spots > address_may_add then
    raise exception 'address_limit' using errcode = 'P0001', detail = format('%s', greatest(address_may_add, 0));
  end if;

  insert into public.reservations (concert_id, facility, contact_name, contact_email, spots)
    values (concert, facility, contact_name, contact_email, spots);
  update public.concerts c set registered = taken + spots where c.id = concert;
  return taken + spots;
end
$$;
revoke execute on function private.reserve_spots(text, integer, text, text, text) from public;
grant execute on function private.reserve_spots(text, integer, text, text, text) to anon, authenticated;

-- Same name, arguments, result and errors as before, so the front end's rpc('reserve_spots') is unchanged;
-- it now runs as the caller and only forwards to the body above.
create or replace function public.reserve_spots(
  concert text,
  spots integer,
  facility text,
  contact_name text,
  contact_email text
) returns integer
  language sql volatile security invoker set search_path = ''
as $$
  select private.reserve_spots(concert, spots, facility, contact_name, contact_email)
$$;
