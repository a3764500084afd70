-- Group sessions: a care home's activities coordinator (a signed-in staff account, the facilitator) starts a
-- session and reads out a short code; the residents' headsets, signed in anonymously (Supabase anonymous
-- sign-in: role `authenticated`, claim `is_anonymous: true`), join with it. The session's control messages
-- travel over two private Realtime channels, guarded by the policies on realtime.messages at the end.
-- Nobody writes the tables directly: the four functions below do, as public SECURITY INVOKER wrappers over
-- SECURITY DEFINER bodies in `private` (the pattern of reserve_spots in 20261124000100_hardening.sql).
-- The contract for the front end: supabase/README.md ('Group sessions').

-- ─── Sessions ──────────────────────────────────────────────────────────────────────────────────────────
-- Codes are 6 characters from 23 that cannot be mistaken for one another when read aloud or typed on a
-- headset (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, 6/G): 23^6 ≈ 148 million codes.
--
-- A code is unique among all sessions, not only live ones: a stale code (on yesterday's note by the
-- headset cupboard) then answers 'session_ended' instead of quietly joining a stranger's new session, and a
-- code always names at most one row, so join never has to choose. The space is large enough that retiring
-- every code ever used costs nothing in practice; deleting old sessions frees their codes again. (A live-only
-- partial index could not say 'not expired' anyway: an index predicate cannot call now().)
create table public.group_sessions (
  id uuid primary key default gen_random_uuid(),
  code text not null
    constraint group_sessions_code_key unique
    constraint group_sessions_code_format check (code ~ '^[ACDEFHJKMNPQRTUVWXY3479]{6}$'),
  created_by uuid not null,
  -- Chosen later, from the players' playlist (src/content/watchable.ts): that includes 'demo', which is not
  -- a row of public.concerts, so this is the id's format (public.concerts.id's) rather than a foreign key.
  concert_id text constraint group_sessions_concert_id_format check (concert_id ~ '^[a-z0-9-]{1,64}$'),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '12 hours',
  ended_at timestamptz
);
create index group_sessions_created_by_idx on public.group_sessions (created_by);
alter table public.group_sessions enable row level security;
-- Creators are staff accounts (create_group_session refuses anonymous callers), so this never matches an
-- anonymous headset's id.
create policy "Creators read their sessions" on public.group_sessions
  for select to authenticated using (created_by = (select auth.uid()));
-- Written only through the functions below: no INSERT, UPDATE, DELETE (or TRUNCATE) for the API roles.
revoke all on public.group_sessions from anon, authenticated;
grant select on public.group_sessions to authenticated;

create table public.group_session_members (
  session_id uuid not null references public.group_sessions (id) on delete cascade,
  user_id uuid not null,
  joined_at timestamptz not null default now(),
  primary key (session_id, user_id)
);
create index group_session_members_user_id_idx on public.group_session_members (user_id);
alter table public.group_session_members enable row level security;
-- One policy, not two (the linter's multiple_permissive_policies): a member, anonymous headsets included
-- on purpose, reads their own memberships; a session's creator reads all of its members.
create policy "Members read their memberships, creators their sessions' members" on public.group_session_members
  for select to authenticated using (
    user_id = (select auth.uid())
    or session_id in (select s.id from public.group_sessions s where s.created_by = (select auth.uid()))
  );
revoke all on public.group_session_members from anon, authenticated;
grant select on public.group_session_members to authenticated;

-- Wrong codes per caller, for join_group_session's slow-down. Out of the API's reach; nobody but the
-- definer below reads or writes it. join_group_session deletes a caller's rows once they no longer count.
create table private.group_session_join_failures (
  id bigint generated always as identity primary key,
  user_id uuid not null,
  failed_at timestamptz not null default now()
);
create index group_session_join_failures_user_id_failed_at_idx on private.group_session_join_failures (user_id, failed_at);
revoke all on private.group_session_join_failures from public, anon, authenticated, service_role;

-- ─── Private bodies ────────────────────────────────────────────────────────────────────────────────────
-- Six random characters from the alphabet. gen_random_uuid() is the core's strong random source (pgcrypto's
-- gen_random_bytes lives in another schema on Supabase and is not installed on a plain server); only the
-- version-4 uuid's fully random bytes are used, and bytes of 230 or more are skipped so that every
-- character is equally likely (230 = 10 × 23). Called only by create_group_session, as its owner.
create function private.new_group_session_code() returns text
  language plpgsql volatile security invoker set search_path = ''
as $$
declare
  alphabet constant text := 'ACDEFHJKMNPQRTUVWXY3479';
  bytes bytea;
  b integer;
  position integer;
  result text := '';
begin
  while char_length(result) < 6 loop
    bytes := uuid_send(gen_random_uuid());
    -- Byte 6 holds the version and byte 8 the variant: skipped.
    foreach position in array array[0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 13, 14, 15] loop
      b := get_byte(bytes, position);
      if b < 230 and char_length(result) < 6 then
        result := result || substr(alphabet, b % 23 + 1, 1);
      end if;
    end loop;
  end loop;
  return result;
end
$$;
revoke execute on function private.new_group_session_code() from public;

-- Raises P0001 'not_staff' unless the caller is signed in with a real (not anonymous) account.
create function private.create_group_session(concert text)
  returns table (id uuid, code text, expires_at timestamptz)
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null or (auth.jwt() ->> 'is_anonymous')::boolean is true then
    raise exception 'not_staff' using errcode = 'P0001';
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
revoke execute on function private.create_group_session(text) from public;
grant execute on function private.create_group_session(text) to authenticated;

-- The session row, locked, when the caller created it; raises 'not_leader' otherwise (an unknown session
-- too: a stranger learns nothing) and 'session_ended' when it has ended or expired and `live` is asked for.
create function private.led_session(session uuid, live boolean) returns public.group_sessions
  language plpgsql volatile security invoker set search_path = ''
as $$
declare
  led public.group_sessions;
begin
  select * into led from public.group_sessions s where s.id = session for update;
  if not found or led.created_by is distinct from auth.uid() then
    raise exception 'not_leader' using errcode = 'P0001';
  end if;
  if live and (led.ended_at is not null or led.expires_at <= now()) then
    raise exception 'session_ended' using errcode = 'P0001';
  end if;
  return led;
end
$$;
revoke execute on function private.led_session(uuid, boolean) from public;

-- Raises 'not_leader' (not the creator, or no such session) or 'session_ended'. A null concert clears it.
create function private.set_group_session_concert(session uuid, concert text) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.led_session(session, true);
  update public.group_sessions s set concert_id = concert where s.id = session;
end
$$;
revoke execute on function private.set_group_session_concert(uuid, text) from public;
grant execute on function private.set_group_session_concert(uuid, text) to authenticated;

-- Raises 'not_leader'. Ending twice keeps the first time; an expired session can still be ended.
create function private.end_group_session(session uuid) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.led_session(session, false);
  update public.group_sessions s set ended_at = coalesce(s.ended_at, now()) where s.id = session;
end
$$;
revoke execute on function private.end_group_session(uuid) from public;
grant execute on function private.end_group_session(uuid) to authenticated;

-- Joining by code. Why outcomes rather than errors: the API runs an RPC in one transaction and rolls it
-- all back when the function raises, so a wrong code that raised would also undo its own failure record and
-- the slow-down would never see it. So only 'sign_in_first' (nothing recorded) raises; every other answer is
-- a row that commits: outcome
--   'joined'        id, concert_id, expires_at set (joining again is fine: the first joined_at stays);
--   'unknown_code'  no session has this code (a failure is recorded);
--   'session_ended' its session has ended or expired (a failure is recorded);
--   'slow_down'     retry_after: whole seconds to wait. With n failures in the past 15 minutes, n ≥ 3, the
--                   caller waits 5 s × 2^(n−3), at most 15 minutes, after the last one; any code (a right
--                   one too) is refused meanwhile, and nothing is recorded for it.
-- Failures count per caller (auth.uid(), so per anonymous sign-in; Auth limits those per IP address).
create function private.join_group_session(code text)
  returns table (outcome text, id uuid, concert_id text, expires_at timestamptz, retry_after integer)
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  -- As typed or read aloud: any case, spaces and hyphens anywhere ('acd efh', 'ACD-EFH').
  wanted text := upper(regexp_replace(join_group_session.code, '[\s-]+', '', 'g'));
  failures integer;
  last_failure timestamptz;
  retry_at timestamptz;
  found_session public.group_sessions;
begin
  if caller is null then
    raise exception 'sign_in_first' using errcode = 'P0001';
  end if;
  -- One join per caller at a time: concurrent wrong codes must not all be counted against the same
  -- number of earlier failures.
  perform pg_advisory_xact_lock(hashtext('join_group_session'), hashtext(caller::text));
  delete from private.group_session_join_failures f
   where f.user_id = caller and f.failed_at <= now() - interval '15 minutes';
  select count(*), max(f.failed_at) into failures, last_failure
    from private.group_session_join_failures f where f.user_id = caller;
  if failures >= 3 then
    -- The exponent is capped before 2^ so a long run of failures cannot overflow; 5 s × 2^8 is past 15 min.
    retry_at := last_failure + least(interval '5 seconds' * power(2, least(failures - 3, 8)), interval '15 minutes');
    if now() < retry_at then
      return query select 'slow_down', null::uuid, null::text, null::timestamptz,
                          ceil(extract(epoch from retry_at - now()))::integer;
      return;
    end if;
  end if;

  select * into found_session from public.group_sessions s where s.code = wanted;
  if not found or found_session.ended_at is not null or found_session.expires_at <= now() then
    insert into private.group_session_join_failures (user_id) values (caller);
    return query select case when found_session.id is null then 'unknown_code' else 'session_ended' end,
                        null::uuid, null::text, null::timestamptz, null::integer;
    return;
  end if;

  insert into public.group_session_members (session_id, user_id) values (found_session.id, caller)
    on conflict (session_id, user_id) do nothing;
  return query select 'joined', found_session.id, found_session.concert_id, found_session.expires_at, null::integer;
end
$$;
revoke execute on function private.join_group_session(text) from public;
grant execute on function private.join_group_session(text) to authenticated;

-- ─── The API's functions ───────────────────────────────────────────────────────────────────────────────
-- Run as the caller and forward to the bodies above. Granted to anon as well, only so that a caller who is
-- not signed in gets the documented message (the bodies are granted to authenticated only).
-- Supabase's default privileges grant new functions to every API role: each takes them all back first.

create function public.create_group_session(concert text default null)
  returns table (id uuid, code text, expires_at timestamptz)
  language plpgsql volatile security invoker set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'not_staff' using errcode = 'P0001';
  end if;
  return query select * from private.create_group_session(concert);
end
$$;
revoke execute on function public.create_group_session(text) from public, anon, authenticated, service_role;
grant execute on function public.create_group_session(text) to anon, authenticated;

create function public.set_group_session_concert(session uuid, concert text) returns void
  language plpgsql volatile security invoker set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'not_leader' using errcode = 'P0001';
  end if;
  perform private.set_group_session_concert(session, concert);
end
$$;
revoke execute on function public.set_group_session_concert(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.set_group_session_concert(uuid, text) to anon, authenticated;

create function public.end_group_session(session uuid) returns void
  language plpgsql volatile security invoker set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'not_leader' using errcode = 'P0001';
  end if;
  perform private.end_group_session(session);
end
$$;
revoke execute on function public.end_group_session(uuid) from public, anon, authenticated, service_role;
grant execute on function public.end_group_session(uuid) to anon, authenticated;

create function public.join_group_session(code text)
  returns table (outcome text, id uuid, concert_id text, expires_at timestamptz, retry_after integer)
  language plpgsql volatile security invoker set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'sign_in_first' using errcode = 'P0001';
  end if;
  return query select * from private.join_group_session(code);
end
$$;
revoke execute on function public.join_group_session(text) from public, anon, authenticated, service_role;
grant execute on function public.join_group_session(text) to anon, authenticated;

-- ─── Realtime Authorization ────────────────────────────────────────────────────────────────────────────
-- Two private channels per session (supabase.channel(topic, { config: { private: true } })):
--   session:<id>          control: the facilitator's state (concert, play, pause, position); only the
--                         creator sends, the creator and members receive.
--   session:<id>:members  the headsets' clock pings and status; the creator and members send and receive.
-- Only while the session is live (not ended, not expired); Realtime checks when a client joins a channel.
-- <id> is the session's uuid as the functions return it (lower case); any other topic parses to null and
-- gets nothing from these policies. Members are anonymous headsets on purpose, so the policies do not look
-- at is_anonymous; the creator never is one (create_group_session refuses anonymous callers).

-- The session a topic names (either channel), or null for anything else.
create function private.session_of_topic(topic text) returns uuid
  language sql immutable parallel safe set search_path = ''
as $$
  select (regexp_match(topic, '^session:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?::members)?$'))[1]::uuid
$$;
revoke execute on function private.session_of_topic(text) from public;
grant execute on function private.session_of_topic(text) to authenticated;

-- 'control' for session:<id>, 'members' for session:<id>:members, null for anything else.
create function private.session_channel(topic text) returns text
  language sql immutable parallel safe set search_path = ''
as $$
  select case
    when private.session_of_topic(topic) is null then null
    when topic like '%:members' then 'members'
    else 'control'
  end
$$;
revoke execute on function private.session_channel(text) from public;
grant execute on function private.session_channel(text) to authenticated;

-- SECURITY DEFINER: members may not read the session's row themselves. False for a null session.
create function private.may_read_session(session uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select from public.group_sessions s
     where s.id = session and s.ended_at is null and s.expires_at > now()
       and (s.created_by = auth.uid()
            or exists (select from public.group_session_members m where m.session_id = s.id and m.user_id = auth.uid())))
$$;
revoke execute on function private.may_read_session(uuid) from public;
grant execute on function private.may_read_session(uuid) to authenticated;

create function private.may_lead_session(session uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select from public.group_sessions s
     where s.id = session and s.ended_at is null and s.expires_at > now() and s.created_by = auth.uid())
$$;
revoke execute on function private.may_lead_session(uuid) from public;
grant execute on function private.may_lead_session(uuid) to authenticated;

-- Each call wrapped in (select …): evaluated once per check, not per row (the linter's auth_rls_initplan).
create policy "Group sessions: the creator and members receive, while live" on realtime.messages
  for select to authenticated using (
    realtime.messages.extension in ('broadcast', 'presence')
    and (select private.may_read_session(private.session_of_topic(realtime.topic())))
  );
create policy "Group sessions: only the creator sends on the control topic, while live" on realtime.messages
  for insert to authenticated with check (
    realtime.messages.extension in ('broadcast', 'presence')
    and (select private.session_channel(realtime.topic())) = 'control'
    and (select private.may_lead_session(private.session_of_topic(realtime.topic())))
  );
create policy "Group sessions: the creator and members send on the members topic, while live" on realtime.messages
  for insert to authenticated with check (
    realtime.messages.extension in ('broadcast', 'presence')
    and (select private.session_channel(realtime.topic())) = 'members'
    and (select private.may_read_session(private.session_of_topic(realtime.topic())))
  );
