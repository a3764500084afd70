-- Holds for visitors without an account (issue 25, point 3): request_spots holds nothing; the spots count only
-- once the visitor proves the address with Supabase Auth's e-mail one-time code and confirms with that session
-- (confirm_spot_request), under the concert's row lock. One person with five made-up addresses then holds no
-- spots. public.reserve_spots itself is unchanged here: the site still calls it until it moves to
-- request_spots (then its EXECUTE should be revoked). The contract: supabase/README.md ('Care facilities').

-- ─── Holds for visitors without an account ─────────────────────────────────────────────────────────────
-- How long a request waits for its address to be confirmed: long enough to fetch the code from a mailbox,
-- short enough that nobody plans on an unconfirmed request. Changed by replacing this function.
create function private.spot_request_lifetime() returns interval
  language sql immutable parallel safe set search_path = ''
as $$ select interval '30 minutes' $$;
revoke execute on function private.spot_request_lifetime() from public;

create table public.spot_requests (
  id uuid primary key default gen_random_uuid(),
  concert_id text not null references public.concerts (id) on update cascade on delete cascade,
  spots integer not null constraint spot_requests_spots_check check (spots > 0),
  -- As reservations' columns: the same form asks for them.
  facility text not null constraint spot_requests_facility_check
    check (public.form_text_length(facility) between 1 and 200 and public.form_text_ok(facility, 200, false)),
  contact_name text not null constraint spot_requests_contact_name_check
    check (public.form_text_length(contact_name) between 1 and 100 and public.form_text_ok(contact_name, 100, false)),
  contact_email public.email_address not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  confirmed_at timestamptz
);
create index spot_requests_concert_id_idx on public.spot_requests (concert_id);
-- The write limits' counts (per address per hour, per minute) and the purge (by age).
create index spot_requests_contact_email_created_at_idx on public.spot_requests (contact_email, created_at);
create index spot_requests_created_at_idx on public.spot_requests (created_at) where confirmed_at is null;
alter table public.spot_requests enable row level security;
-- The requests hold addresses anyone typed: admins with a second factor read them, nobody else.
create policy "Admins with a second factor read" on public.spot_requests
  for select to authenticated using ((select public.is_admin()));
revoke all on public.spot_requests from anon, authenticated, service_role;
grant select on public.spot_requests to authenticated, service_role;

-- The forms' write limits (20261124000100_hardening.sql, 20261127000100_abuse_limits.sql) hold for requests
-- too: 5 per address an hour, 5 a minute per source, 20 a minute from unknown sources, 60 a minute in all.
insert into private.write_limits (form, per_address_per_hour, per_minute, per_source_per_minute, unknown_source_per_minute)
  values ('spot_requests', 5, 60, 5, 20);
create trigger enforce_write_limits before insert on public.spot_requests
  for each row execute function private.enforce_write_limits('contact_email');
-- As in the hardening migration, with spot_requests' address column named.
create or replace function private.sent_from_since(form text, address text, since timestamptz) returns bigint
  language plpgsql stable security invoker set search_path = ''
as $$
declare
  sent bigint;
begin
  execute format('select count(*) from public.%I where %I = $1 and created_at > $2', form,
                 case when form in ('reservations', 'spot_requests') then 'contact_email' else 'email' end)
    into sent using address, since;
  return sent;
end
$$;

-- Unconfirmed requests are deleted an hour after they were made: expired long before (they never count),
-- kept only as long as the hourly write limit per address needs to see them.
create function private.purge_spot_requests() returns void
  language sql volatile security invoker set search_path = ''
as $$
  delete from public.spot_requests s where s.confirmed_at is null and s.created_at <= now() - interval '1 hour'
$$;
revoke execute on function private.purge_spot_requests() from public;

-- Returns the request's id; holds nothing (the count is unchanged). Anyone, signed in or not. Answers what
-- reserve_spots would answer now, without a lock (a hint; confirming checks again): P0002 'unknown_concert';
-- P0001 'concert_cancelled', 'concert_postponed', 'concert_started', 'not_enough_spots' (DETAIL 'N of M
-- taken'), 'address_limit' (DETAIL: how many spots the address may still reserve there); 'rate_limited'
-- (the write limits); 23514 for a text or address out of its rule.
create function private.request_spots(concert text, spots integer, facility text, contact_name text, contact_email text) returns uuid
  language plpgsql volatile security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  asked public.concerts;
  address_may_add bigint;
  requested uuid;
begin
  perform private.purge_spot_requests();
  select * into asked from public.concerts c where c.id = concert and c.published;
  if not found then
    raise exception 'unknown_concert' using errcode = 'P0002';
  end if;
  if asked.status <> 'scheduled' then
    raise exception 'concert_%', asked.status using errcode = 'P0001';
  end if;
  if asked.starts_at <= now() then
    raise exception 'concert_started' using errcode = 'P0001';
  end if;
  if request_spots.spots is null or request_spots.spots < 1 or request_spots.spots > asked.capacity - asked.registered then
    raise exception 'not_enough_spots' using errcode = 'P0001', detail = format('%s of %s taken', asked.registered, asked.capacity);
  end if;
  address_may_add := asked.max_spots_per_address - (
    select coalesce(sum(r.spots), 0) from public.reservations r where r.concert_id = asked.id and r.contact_email = request_spots.contact_email);
  if request_spots.spots > address_may_add then
    raise exception 'address_limit' using errcode = 'P0001', detail = format('%s', greatest(address_may_add, 0));
  end if;
  insert into public.spot_requests as s (concert_id, spots, facility, contact_name, contact_email, expires_at)
    values (asked.id, request_spots.spots, request_spots.facility, request_spots.contact_name, request_spots.contact_email,
            now() + private.spot_request_lifetime())
    returning s.id into requested;
  return requested;
end
$$;
revoke execute on function private.request_spots(text, integer, text, text, text) from public;
grant execute on function private.request_spots(text, integer, text, text, text) to anon, authenticated;

-- Returns the concert's new count: the request's spots are reserved now (a row of public.reservations, as
-- reserve_spots makes it, under the concert's row lock with its checks). The caller has just proved the
-- address: the site asked Supabase Auth for a one-time code to contact_email (signInWithOtp), the visitor
-- typed it (verifyOtp), and the resulting session calls this. Raises 'sign_in_first'; P0002 'unknown_request'
-- (also once purged); P0001 'wrong_email' (the JWT's e-mail is not the request's, in any case),
-- 'request_confirmed' (confirmed already), 'request_expired'; then reserve_spots' errors: 'unknown_concert',
-- 'concert_cancelled', 'concert_postponed', 'concert_started', 'not_enough_spots', 'address_limit', 'rate_limited'.
create function private.confirm_spot_request(request uuid) returns integer
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  asked public.spot_requests;
  registered integer;
begin
  perform private.signed_in_person();
  -- Locked: a second confirmation at the same moment waits, then finds this one's confirmed_at.
  select * into asked from public.spot_requests s where s.id = request for update;
  if not found then
    raise exception 'unknown_request' using errcode = 'P0002';
  end if;
  if private.jwt_email() is distinct from lower(asked.contact_email) then
    raise exception 'wrong_email' using errcode = 'P0001';
  end if;
  if asked.confirmed_at is not null then
    raise exception 'request_confirmed' using errcode = 'P0001';
  end if;
  if asked.expires_at <= now() then
    raise exception 'request_expired' using errcode = 'P0001';
  end if;
  registered := private.reserve_spots(asked.concert_id, asked.spots, asked.facility, asked.contact_name, asked.contact_email);
  update public.spot_requests s set confirmed_at = now() where s.id = request;
  return registered;
end
$$;
revoke execute on function private.confirm_spot_request(uuid) from public;
grant execute on function private.confirm_spot_request(uuid) to anon, authenticated;

-- ─── The API's functions ───────────────────────────────────────────────────────────────────────────────
-- Run as the caller and only forward to the bodies above: request_spots for anyone; confirm_spot_request for
-- anon too, only to be told 'sign_in_first'.
create function public.request_spots(concert text, spots integer, facility text, contact_name text, contact_email text) returns uuid
  language sql volatile security invoker set search_path = ''
as $$ select private.request_spots(concert, spots, facility, contact_name, contact_email) $$;
create function public.confirm_spot_request(request uuid) returns integer
  language sql volatile security invoker set search_path = ''
as $$ select private.confirm_spot_request(request) $$;
revoke execute on function public.request_spots(text, integer, text, text, text) from public, anon, authenticated, service_role;
revoke execute on function public.confirm_spot_request(uuid) from public, anon, authenticated, service_role;
grant execute on function public.request_spots(text, integer, text, text, text) to anon, authenticated;
grant execute on function public.confirm_spot_request(uuid) to anon, authenticated;
