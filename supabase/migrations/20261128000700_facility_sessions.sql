-- Group sessions belong to a facility (issue 25, point 4). Until now any self-registered account counted as
-- staff and could open sessions (20261127000100_abuse_limits.sql capped that per creator). Now only staff of a
-- verified facility open one, for that facility; the facility's staff may take a live session over (a tablet
-- left in another ward); each facility has caps of its own besides the creator's; and /join names the facility
-- to the resident. Leading is checked against the membership as it is now: a removed staff member can no longer
-- send to the room, even in a session they opened. The contract: supabase/README.md ('Care facilities').

alter table public.group_sessions
  -- Null for sessions opened before facilities existed, and once the facility is deleted.
  add column facility_id uuid references public.facilities (id) on delete set null;
create index group_sessions_facility_id_idx on public.group_sessions (facility_id);

drop policy "Creators read their sessions" on public.group_sessions;
create policy "Creators and their facility's staff read its sessions" on public.group_sessions
  for select to authenticated using (
    created_by = (select auth.uid()) or facility_id in (select private.my_facility_ids(false))
  );

alter table private.group_session_limits
  add column live_per_facility integer not null default 20 check (live_per_facility > 0),
  add column created_per_facility_per_hour integer not null default 30 check (created_per_facility_per_hour > 0);

-- Whether the caller may lead `led` now: its creator (or the one who took it over), still a member of its
-- facility when it has one. Shared by the functions and the Realtime policy below.
create function private.leads(led public.group_sessions) returns boolean
  language sql stable security invoker set search_path = ''
as $$
  select led.created_by = auth.uid()
     and (led.facility_id is null or led.facility_id in (select private.my_facility_ids(false)))
$$;
revoke execute on function private.leads(public.group_sessions) from public;

create or replace function private.led_session(session uuid, live boolean) returns public.group_sessions
  language plpgsql volatile security invoker set search_path = ''
as $$
declare
  led public.group_sessions;
begin
  select * into led from public.group_sessions s where s.id = session for update;
  if not found or not private.leads(led) then
    raise exception 'not_leader' using errcode = 'P0001';
  end if;
  if live and (led.ended_at is not null or led.expires_at <= now()) then
    raise exception 'session_ended' using errcode = 'P0001';
  end if;
  return led;
end
$$;

create or replace function private.may_lead_session(session uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select from public.group_sessions s
     where s.id = session and s.ended_at is null and s.expires_at > now() and private.leads(s))
$$;

-- The verified facility a session is opened for: `facility` when given (the caller must be its staff), else
-- the caller's only verified facility. Raises 'not_staff' (no verified facility of theirs), 'not_member',
-- 'facility_not_verified' (DETAIL: its status), 'facility_required' (several verified: choose).
create function private.session_facility(facility uuid) returns uuid
  language plpgsql stable security invoker set search_path = ''
as $$
declare
  mine uuid[];
begin
  if facility is not null then
    perform private.reserving_member(facility, true);
    return facility;
  end if;
  select array_agg(f.id) into mine
    from public.facilities f where f.status = 'verified' and f.id in (select private.my_facility_ids(false));
  if mine is null then
    raise exception 'not_staff' using errcode = 'P0001';
  end if;
  if cardinality(mine) > 1 then
    raise exception 'facility_required' using errcode = 'P0001';
  end if;
  return mine[1];
end
$$;
revoke execute on function private.session_facility(uuid) from public;

-- The facility's caps, under its own lock (two staff members creating at once count each other): P0001
-- 'facility_live_session_limit' and 'facility_session_creation_limit' (DETAIL: the cap).
create function private.check_facility_session_caps(facility uuid, limits private.group_session_limits) returns void
  language plpgsql volatile security invoker set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('create_group_session:facility'), hashtext(facility::text));
  if (select count(*) from public.group_sessions s
       where s.facility_id = facility and s.ended_at is null and s.expires_at > now()) >= limits.live_per_facility then
    raise exception 'facility_live_session_limit' using errcode = 'P0001', detail = format('%s', limits.live_per_facility);
  end if;
  if (select count(*) from public.group_sessions s
       where s.facility_id = facility and s.created_at > now() - interval '1 hour') >= limits.created_per_facility_per_hour then
    raise exception 'facility_session_creation_limit' using errcode = 'P0001', detail = format('%s', limits.created_per_facility_per_hour);
  end if;
end
$$;
revoke execute on function private.check_facility_session_caps(uuid, private.group_session_limits) from public;

drop function public.create_group_session(text);
drop function private.create_group_session(text);

-- As before (the creator's caps, a fresh code), for a verified facility of the caller's (session_facility).
create function private.create_group_session(concert text, facility uuid)
  returns table (id uuid, code text, expires_at timestamptz)
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  limits private.group_session_limits;
  owner uuid;
begin
  if caller is null or (auth.jwt() ->> 'is_anonymous')::boolean is true then
    raise exception 'not_staff' using errcode = 'P0001';
  end if;
  owner := private.session_facility(facility);
  perform pg_advisory_xact_lock(hashtext('create_group_session'), hashtext(caller::text));
  select * into limits from private.group_session_limits;
  perform private.check_facility_session_caps(owner, limits);
  if (select count(*) from public.group_sessions s
       where s.created_by = caller and s.ended_at is null and s.expires_at > now()) >= limits.live_per_creator then
    raise exception 'live_session_limit' using errcode = 'P0001', detail = format('%s', limits.live_per_creator);
  end if;
  if (select count(*) from public.group_sessions s
       where s.created_by = caller and s.created_at > now() - interval '24 hours') >= limits.created_per_creator_per_day then
    raise exception 'session_creation_limit' using errcode = 'P0001', detail = format('%s', limits.created_per_creator_per_day);
  end if;
  for attempt in 1..10 loop
    return query
      insert into public.group_sessions as s (code, created_by, concert_id, facility_id)
        values (private.new_group_session_code(), caller, concert, owner)
        on conflict on constraint group_sessions_code_key do nothing
        returning s.id, s.code, s.expires_at;
    if found then
      return;
    end if;
  end loop;
  raise exception 'no_free_code' using errcode = 'P0001';
end
$$;
revoke execute on function private.create_group_session(text, uuid) from public;
grant execute on function private.create_group_session(text, uuid) to authenticated;

create function public.create_group_session(concert text default null, facility uuid default null)
  returns table (id uuid, code text, expires_at timestamptz)
  language plpgsql volatile security invoker set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'not_staff' using errcode = 'P0001';
  end if;
  return query select * from private.create_group_session(concert, facility);
end
$$;
revoke execute on function public.create_group_session(text, uuid) from public, anon, authenticated, service_role;
grant execute on function public.create_group_session(text, uuid) to anon, authenticated;

-- A live session of the caller's facility, led by them from now on (their tablet); the previous leader's sends
-- are refused from here on. P0002 'unknown_session', P0001 'not_member' (not staff of its facility, or a session
-- of no facility), 'session_ended'.
create function private.take_over_group_session(session uuid) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  taken public.group_sessions;
begin
  perform private.signed_in_person();
  select * into taken from public.group_sessions s where s.id = session for update;
  if not found then
    raise exception 'unknown_session' using errcode = 'P0002';
  end if;
  if taken.facility_id is null or taken.facility_id not in (select private.my_facility_ids(false)) then
    raise exception 'not_member' using errcode = 'P0001';
  end if;
  if taken.ended_at is not null or taken.expires_at <= now() then
    raise exception 'session_ended' using errcode = 'P0001';
  end if;
  update public.group_sessions s set created_by = auth.uid() where s.id = session;
end
$$;
revoke execute on function private.take_over_group_session(uuid) from public;
grant execute on function private.take_over_group_session(uuid) to authenticated;

create function public.take_over_group_session(session uuid) returns void
  language plpgsql volatile security invoker set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'sign_in_first' using errcode = 'P0001';
  end if;
  perform private.take_over_group_session(session);
end
$$;
revoke execute on function public.take_over_group_session(uuid) from public, anon, authenticated, service_role;
grant execute on function public.take_over_group_session(uuid) to anon, authenticated;

-- /join names the facility ('De Linde is inviting you to a concert'): the name is what a resident may see,
-- nothing else of it. The rest as in 20261125000100_group_sessions.sql.
drop function public.join_group_session(text);
drop function private.join_group_session(text);

create function private.join_group_session(code text)
  returns table (outcome text, id uuid, concert_id text, expires_at timestamptz, retry_after integer, facility_name text)
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  wanted text := upper(regexp_replace(join_group_session.code, '[\s-]+', '', 'g'));
  failures integer;
  last_failure timestamptz;
  retry_at timestamptz;
  found_session public.group_sessions;
begin
  if caller is null then
    raise exception 'sign_in_first' using errcode = 'P0001';
  end if;
  perform pg_advisory_xact_lock(hashtext('join_group_session'), hashtext(caller::text));
  delete from private.group_session_join_failures f
   where f.user_id = caller and f.failed_at <= now() - interval '15 minutes';
  select count(*), max(f.failed_at) into failures, last_failure
    from private.group_session_join_failures f where f.user_id = caller;
  if failures >= 3 then
    retry_at := last_failure + least(interval '5 seconds' * power(2, least(failures - 3, 8)), interval '15 minutes');
    if now() < retry_at then
      return query select 'slow_down', null::uuid, null::text, null::timestamptz,
                          ceil(extract(epoch from retry_at - now()))::integer, null::text;
      return;
    end if;
  end if;

  select * into found_session from public.group_sessions s where s.code = wanted;
  if not found or found_session.ended_at is not null or found_session.expires_at <= now() then
    insert into private.group_session_join_failures (user_id) values (caller);
    return query select case when found_session.id is null then 'unknown_code' else 'session_ended' end,
                        null::uuid, null::text, null::timestamptz, null::integer, null::text;
    return;
  end if;

  insert into public.group_session_members (session_id, user_id) values (found_session.id, caller)
    on conflict (session_id, user_id) do nothing;
  return query select 'joined', found_session.id, found_session.concert_id, found_session.expires_at, null::integer,
                      (select f.name from public.facilities f where f.id = found_session.facility_id);
end
$$;
revoke execute on function private.join_group_session(text) from public;
grant execute on function private.join_group_session(text) to authenticated;

create function public.join_group_session(code text)
  returns table (outcome text, id uuid, concert_id text, expires_at timestamptz, retry_after integer, facility_name text)
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
