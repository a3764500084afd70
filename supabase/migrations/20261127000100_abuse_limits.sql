-- Abuse limits after the attack of issue 21: the forms' write limits hold per source (the client address
-- Supabase's edge passes on) as well as in total, and count exactly under a race; texts need a visible
-- character and refuse the remaining format characters; a published concert never names a draft artist;
-- the members' policies on realtime.messages look at the row's own topic; a creator's group sessions are
-- capped. The contract for the front end: supabase/README.md.

-- ─── Where a request comes from ────────────────────────────────────────────────────────────────────────
-- The header that carries the client's address, as PostgREST passes it in request.headers (lower case).
-- Supabase's API sits behind Cloudflare, which sets cf-connecting-ip to the address that connected to it
-- and replaces whatever a client sent under that name; x-forwarded-for and x-real-ip keep or take values a
-- client can forge (supabase/README.md: 'Where a send comes from'). A self-hosted project names here a
-- header its own proxy sets and strips from clients:
--   update private.client_address_source set header = 'x-real-ip';
create table private.client_address_source (
  singleton boolean primary key default true check (singleton),
  header text not null check (header ~ '^[a-z0-9-]{1,64}$')
);
insert into private.client_address_source (header) values ('cf-connecting-ip');
revoke all on private.client_address_source from public, anon, authenticated, service_role;

-- The sending source's bucket: an IPv4 address; an IPv6 address's /48 (one subscriber or server commonly
-- holds a /64 or more, up to a free /48 from tunnel brokers, and may use any address in it); 'unknown' when
-- the header is missing or not a single address. Called only by the trigger below, as its owner.
create function private.request_source() returns text
  language plpgsql stable security invoker set search_path = ''
as $$
declare
  claimed text;
  address inet;
begin
  begin
    claimed := nullif(current_setting('request.headers', true), '')::jsonb ->> (select s.header from private.client_address_source s);
    address := btrim(claimed)::inet;
  exception when invalid_text_representation then
    return 'unknown';
  end;
  if address is null or masklen(address) <> (case family(address) when 4 then 32 else 128 end) then
    return 'unknown';
  end if;
  if family(address) = 6 and not address << '::ffff:0:0/96'::inet then
    return network(set_masklen(address, 48))::text;
  end if;
  return host(address);
end
$$;
revoke execute on function private.request_source() from public;

-- ─── Write limits per source, and counts that hold under a race ────────────────────────────────────────
-- Rows per minute per form table from one source, and from all requests without a usable address together
-- (their own bucket, so that they cannot use up the table's ceiling either). Null: no such limit.
-- Reservations have none (capacity and the per-address cap bound them).
alter table private.write_limits
  add column per_source_per_minute integer check (per_source_per_minute > 0),
  add column unknown_source_per_minute integer check (unknown_source_per_minute > 0);
update private.write_limits set per_source_per_minute = 5, unknown_source_per_minute = 20 where form <> 'reservations';

-- Which source sent each row of the past minute, for the per-source counts. Kept for a minute only (the
-- trigger deletes older rows), so no address outlives its use; only the trigger reads or writes it.
create table private.write_sources (
  id bigint generated always as identity primary key,
  form text not null,
  source text not null,
  sent_at timestamptz not null default now()
);
create index write_sources_form_source_sent_at_idx on private.write_sources (form, source, sent_at);
create index write_sources_form_sent_at_idx on private.write_sources (form, sent_at);
revoke all on private.write_sources from public, anon, authenticated, service_role;

-- As in 20261124000100_hardening.sql, and: a table with a ceiling or per-source limits is counted under a
-- transaction lock per table, so that concurrent sends count one another (each waits for the one before to
-- commit or roll back: a PostgREST request's transaction lasts milliseconds; without it, 250 concurrent
-- senders stored 66–81 rows against 60). The per-source limits apply to the API's own roles, anon and
-- authenticated (the browser); rows from the service role (e.g. an Edge Function sending for everyone from
-- one address) or the SQL editor count in the ceiling only.
create or replace function private.enforce_write_limits() returns trigger
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  address text := to_jsonb(new) ->> tg_argv[0];
  limits private.write_limits;
  sender text;
  sender_limit integer;
begin
  select * into limits from private.write_limits l where l.form = tg_table_name;
  if not found then
    raise exception 'private.write_limits has no row for %', tg_table_name;
  end if;
  -- The table's lock first, then the address's: always in this order, so two sends never wait on each other.
  if num_nonnulls(limits.per_minute, limits.per_source_per_minute, limits.unknown_source_per_minute) > 0 then
    perform pg_advisory_xact_lock(hashtext('write_limits'), hashtext(tg_table_name));
  end if;
  perform pg_advisory_xact_lock(hashtext('write_limits:' || tg_table_name), hashtext(address));
  if not private.within_address_limit(tg_table_name, address)
     or private.sent_since(tg_table_name, now() - interval '1 minute') >= limits.per_minute then
    raise exception 'rate_limited' using errcode = 'P0001';
  end if;
  if coalesce(auth.jwt() ->> 'role', '') not in ('anon', 'authenticated') then
    return new;
  end if;
  sender := private.request_source();
  sender_limit := case when sender = 'unknown' then limits.unknown_source_per_minute else limits.per_source_per_minute end;
  if sender_limit is null then
    return new;
  end if;
  delete from private.write_sources s where s.form = tg_table_name and s.sent_at <= now() - interval '1 minute';
  if (select count(*) from private.write_sources s where s.form = tg_table_name and s.source = sender) >= sender_limit then
    raise exception 'rate_limited' using errcode = 'P0001';
  end if;
  insert into private.write_sources (form, source) values (tg_table_name, sender);
  return new;
end
$$;

-- ─── Texts: a visible character, and no format characters ──────────────────────────────────────────────
-- As before (length as sent; no C0 but tab/LF/CR, which only multi-line fields allow; no DEL or C1; no bidi
-- embeddings, overrides or isolates), and now also:
-- * no format characters (Unicode's Cf) but the zero-width joiner and non-joiner (U+200D, U+200C), which
--   shape their neighbours (emoji sequences such as 👩‍⚕️, Persian and Indic spelling) and reorder nothing:
--   so no soft hyphen, zero-width space, word joiner, BOM inside a text, invisible operators, the Arabic
--   letter mark and the left-to-right / right-to-left marks (the site's six languages are written left to
--   right; the marks only move neutral characters around), tag characters (U+E0000–E00FF, also the rest of
--   that plane but the variation selectors U+E0100–E01EF), the prepended number marks, the deprecated
--   format controls U+206A–U+206F and the unassigned default-ignorables beside them;
-- * in a single-line field, no line or paragraph separator (U+2028, U+2029) either;
-- * unless blank (which each column's length rule decides), at least one visible character: one that is not
--   whitespace, not default-ignorable (joiners, variation selectors, Hangul fillers U+3164 …) and not the
--   blank braille pattern U+2800.
-- src/lib/forms/schemas.ts applies the same rule; supabase/tests/parity.test.ts compares the two over every
-- code point of planes 0, 1 and 14.
create or replace function public.form_text_ok(value text, max_length integer, multiline boolean) returns boolean
  language sql immutable strict parallel safe set search_path = ''
as $$
  select char_length(value) <= max_length
     and value !~ case
       when multiline then '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u206f\ufeff\ufff0-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e00ff\U000e01f0-\U000e0fff]'
       else '[\u0001-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2060-\u206f\ufeff\ufff0-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e00ff\U000e01f0-\U000e0fff]'
     end
     and (public.form_text_length(value) = 0
          or value ~ '[^\u0001-\u0020\u007f-\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u17b4\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]')
$$;

-- ─── A published concert never names a draft artist ────────────────────────────────────────────────────
-- Anyone reads a published concert's artist_id and artist (the linked artist's name): linking a draft
-- artist published them. Refused both ways, 23514: publishing (or linking) a concert to a draft artist
-- ('artist_not_published'), and unpublishing an artist that published concerts name
-- ('artist_on_published_concerts'). The artist's row is locked for share while a concert is checked, so
-- an unpublishing at the same moment waits and then sees the concert (and the other way round).
-- SECURITY DEFINER: the writer may not see every concert or artist.
create function private.concerts_artist_published() returns trigger
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  artist_published boolean;
begin
  if new.published and new.artist_id is not null then
    -- Not found: the foreign key refuses the row next.
    select a.published into artist_published from public.artists a where a.id = new.artist_id for share;
    if artist_published is false then
      raise exception 'artist_not_published' using errcode = '23514', constraint = 'concerts_artist_published', detail = new.artist_id;
    end if;
  end if;
  return new;
end
$$;
revoke execute on function private.concerts_artist_published() from public;
create trigger concerts_artist_published before insert or update of published, artist_id on public.concerts
  for each row execute function private.concerts_artist_published();

create function private.artists_published_for_concerts() returns trigger
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  if old.published and not new.published
     and exists (select from public.concerts c where c.artist_id = old.id and c.published) then
    raise exception 'artist_on_published_concerts' using errcode = '23514', constraint = 'artists_published_for_concerts', detail = old.id;
  end if;
  return new;
end
$$;
revoke execute on function private.artists_published_for_concerts() from public;
create trigger artists_published_for_concerts before update of published on public.artists
  for each row execute function private.artists_published_for_concerts();

-- Links made before this migration: the concert stays published without the draft's id and name (the audit
-- log records the change, with what they were, so an admin can link the artist again once published).
update public.concerts c set artist_id = null, artist = null
 where c.published and exists (select from public.artists a where a.id = c.artist_id and not a.published);

-- ─── Realtime: the row's own topic ─────────────────────────────────────────────────────────────────────
-- The policies read the channel's topic from realtime.topic(); without a test on the row's topic, a member's
-- SELECT returned rows of every topic (other sessions', ended ones' included) and an INSERT could name any.
alter policy "Group sessions: the creator and members receive, while live" on realtime.messages
  using (
    realtime.messages.extension in ('broadcast', 'presence')
    and realtime.messages.topic = (select realtime.topic())
    and (select private.may_read_session(private.session_of_topic(realtime.topic())))
  );
alter policy "Group sessions: only the creator sends on the control topic, while live" on realtime.messages
  with check (
    realtime.messages.extension in ('broadcast', 'presence')
    and realtime.messages.topic = (select realtime.topic())
    and (select private.session_channel(realtime.topic())) = 'control'
    and (select private.may_lead_session(private.session_of_topic(realtime.topic())))
  );
alter policy "Group sessions: the creator and members send on the members topic, while live" on realtime.messages
  with check (
    realtime.messages.extension in ('broadcast', 'presence')
    and realtime.messages.topic = (select realtime.topic())
    and (select private.session_channel(realtime.topic())) = 'members'
    and (select private.may_read_session(private.session_of_topic(realtime.topic())))
  );

-- ─── Group sessions: caps per creator ──────────────────────────────────────────────────────────────────
-- Any self-registered account counts as staff until facilities and their staff exist (a later issue), and
-- created 2,000 sessions in 0.7 s, each retiring a code. Until then: at most `live_per_creator` live
-- sessions at once, and `created_per_creator_per_day` sessions in 24 hours (ended ones count: their codes
-- stay retired). Changed in the SQL editor, e.g. update private.group_session_limits set live_per_creator = 5;
create table private.group_session_limits (
  singleton boolean primary key default true check (singleton),
  live_per_creator integer not null check (live_per_creator > 0),
  created_per_creator_per_day integer not null check (created_per_creator_per_day > 0)
);
insert into private.group_session_limits (live_per_creator, created_per_creator_per_day) values (3, 30);
revoke all on private.group_session_limits from public, anon, authenticated, service_role;

-- As in 20261125000100_group_sessions.sql, and: raises P0001 'live_session_limit' (DETAIL: the cap) while
-- the caller has that many live sessions, 'session_creation_limit' (DETAIL: the cap) once they created that
-- many in 24 hours. One creation per caller at a time, so that concurrent calls count one another.
create or replace function private.create_group_session(concert text)
  returns table (id uuid, code text, expires_at timestamptz)
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  limits private.group_session_limits;
begin
  if caller is null or (auth.jwt() ->> 'is_anonymous')::boolean is true then
    raise exception 'not_staff' using errcode = 'P0001';
  end if;
  perform pg_advisory_xact_lock(hashtext('create_group_session'), hashtext(caller::text));
  select * into limits from private.group_session_limits;
  if (select count(*) from public.group_sessions s
       where s.created_by = caller and s.ended_at is null and s.expires_at > now()) >= limits.live_per_creator then
    raise exception 'live_session_limit' using errcode = 'P0001', detail = format('%s', limits.live_per_creator);
  end if;
  if (select count(*) from public.group_sessions s
       where s.created_by = caller and s.created_at > now() - interval '24 hours') >= limits.created_per_creator_per_day then
    raise exception 'session_creation_limit' using errcode = 'P0001', detail = format('%s', limits.created_per_creator_per_day);
  end if;
  -- A new code collides with an existing one about once in 148 million / (sessions so far); a few tries
  -- are plenty.
  for attempt in 1..10 loop
    return query
      insert into public.group_sessions as s (code, created_by, concert_id)
        values (private.new_group_session_code(), caller, concert)
        on conflict on constraint group_sessions_code_key do nothing
        returning s.id, s.code, s.expires_at;
    if found then
      return;
    end if;
  end loop;
  raise exception 'no_free_code' using errcode = 'P0001';
end
$$;
