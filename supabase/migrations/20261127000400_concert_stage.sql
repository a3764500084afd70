-- The concert's stage (issue 24, part 5): the artist and host of a concert see how many rooms and headsets
-- are watching, an applause meter and the approved greetings; a room's facilitator sends a short greeting,
-- which an admin or the concert's host or artist approves before it is shown. The contract for the front end:
-- supabase/README.md ('The concert's stage').
--
-- How the counts travel, and why this way. Realtime Authorization (supabase/realtime, Aug 2026:
-- Realtime.Tenants.Authorization, RealtimeChannel.maybe_assign_policies, MessageDispatcher, BatchBroadcast)
-- decides per client and per topic, when the client joins a private channel:
--   * joining needs SELECT (read) on the topic for 'broadcast' or 'presence' (before Aug 2026: 'broadcast');
--     a client that may only INSERT cannot join at all;
--   * receiving broadcasts needs broadcast read; presence state and diffs need presence read (withheld from
--     members without it only since June 2026, supabase/realtime#1969; before, every member got them);
--   * sending a broadcast or tracking presence needs INSERT (write) for that extension; until #1969 the
--     write probe read the row back (RETURNING), so write needed read as well;
--   * the HTTP broadcast API (supabase-js channel.httpSend) checks write only: a sender need not join;
--   * every message delivered to a subscriber counts against the project's messages per second.
-- So a viewer must never join a topic where others' applause or presence arrives, and no topic may carry a
-- text that a client wrote unmoderated to the stage. The design:
--   session:<id>:applause  a room's headsets send their own batched claps (httpSend, INSERT only, no join);
--                          only the facilitator receives (SELECT). Without Realtime's #1969 the headsets' sends
--                          are refused: applause is lost, nothing leaks.
--   send_room_applause()   the facilitator's batch, once per few seconds, through the database, which bounds
--                          it by the room's size and broadcasts the accepted count to the stage (realtime.send):
--                          a client's number never reaches the stage unchecked.
--   concert:<id>:rooms     each room's facilitator tracks one presence ({ headsets }) here; only the stage
--                          reads presence. Facilitators get broadcast read solely so Realtime lets them join;
--                          nobody may broadcast on this topic and the database sends nothing to it. Before
--                          #1969 a room would have seen other rooms' presence: an opaque key and a count, never
--                          a person.
--   concert:<id>:stage     the database's broadcasts (applause, greetings); only the stage reads; no client
--                          may send.
-- The stage is an admin (with a second factor) or a signed-in, non-anonymous holder of the concert's artist
-- or host role (public.concert_roles, which only admins write).

-- ─── Roles for the night ───────────────────────────────────────────────────────────────────────────────
create table public.concert_roles (
  id uuid primary key default gen_random_uuid(),
  concert_id text not null references public.concerts (id) on delete cascade,
  user_id uuid not null,
  role text not null constraint concert_roles_role_check check (role in ('artist', 'host')),
  created_at timestamptz not null default now(),
  constraint concert_roles_concert_user_role_key unique (concert_id, user_id, role)
);
create index concert_roles_user_id_idx on public.concert_roles (user_id);
alter table public.concert_roles enable row level security;
-- One policy per action (the linter's multiple_permissive_policies): a person reads their own roles (so the
-- site knows whose stage they may open); admins with a second factor read and write all.
create policy "Holders read their roles, admins all" on public.concert_roles
  for select to authenticated using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "Admins with a second factor add" on public.concert_roles
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins with a second factor change" on public.concert_roles
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins with a second factor remove" on public.concert_roles
  for delete to authenticated using ((select public.is_admin()));
revoke all on public.concert_roles from anon, authenticated, service_role;
grant select, insert (concert_id, user_id, role), update (concert_id, user_id, role), delete on public.concert_roles to authenticated;
grant select on public.concert_roles to service_role;
create trigger audit_change after insert or update or delete on public.concert_roles
  for each row execute function private.audit_change('id');

-- ─── Who may do what ───────────────────────────────────────────────────────────────────────────────────
-- SECURITY DEFINER: a caller may not read others' roles or sessions. False for a null concert.
create function private.may_watch_stage(concert text) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select public.is_admin()
      or (auth.uid() is not null
          and (auth.jwt() ->> 'is_anonymous')::boolean is not true
          and exists (select from public.concert_roles r where r.concert_id = concert and r.user_id = auth.uid()))
$$;
revoke execute on function private.may_watch_stage(text) from public;
grant execute on function private.may_watch_stage(text) to authenticated;

-- The caller leads a live group session of this concert (a room).
create function private.may_lead_room(concert text) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select from public.group_sessions s
     where s.concert_id = concert and s.created_by = auth.uid() and s.ended_at is null and s.expires_at > now())
$$;
revoke execute on function private.may_lead_room(text) from public;
grant execute on function private.may_lead_room(text) to authenticated;

-- ─── Limits ────────────────────────────────────────────────────────────────────────────────────────────
-- Changed in the SQL editor, e.g. update private.concert_stage_limits set greetings_per_room = 3;
create table private.concert_stage_limits (
  singleton boolean primary key default true check (singleton),
  -- A room's claps in any minute: at most this many per person in it (its headsets and the facilitator).
  applause_per_viewer_per_minute integer not null check (applause_per_viewer_per_minute > 0),
  -- A room's applause batches: at least this far apart.
  applause_interval_seconds integer not null check (applause_interval_seconds > 0),
  greeting_interval_seconds integer not null check (greeting_interval_seconds > 0),
  -- Greetings a room sends in all (rejected ones count too).
  greetings_per_room integer not null check (greetings_per_room > 0)
);
insert into private.concert_stage_limits values (true, 4, 4, 60, 5);
revoke all on private.concert_stage_limits from public, anon, authenticated, service_role;

-- The live session the caller leads, locked, and its concert; raises 'not_leader', 'session_ended' (from
-- private.led_session) or 'no_concert' (no concert chosen, or not a published, scheduled one).
create function private.led_room(session uuid) returns public.group_sessions
  language plpgsql volatile security invoker set search_path = ''
as $$
declare
  led public.group_sessions := private.led_session(session, true);
begin
  if led.concert_id is null
     or not exists (select from public.concerts c where c.id = led.concert_id and c.published and c.status = 'scheduled') then
    raise exception 'no_concert' using errcode = 'P0001';
  end if;
  return led;
end
$$;
revoke execute on function private.led_room(uuid) from public;

-- ─── Greetings ─────────────────────────────────────────────────────────────────────────────────────────
create table public.concert_greetings (
  id uuid primary key default gen_random_uuid(),
  concert_id text not null references public.concerts (id) on delete cascade,
  session_id uuid references public.group_sessions (id) on delete set null,
  sent_by uuid not null,
  message text not null constraint concert_greetings_message_check check (public.form_text_ok(message, 140, false) and public.form_text_length(message) >= 2),
  status text not null default 'pending' constraint concert_greetings_status_check check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
create index concert_greetings_concert_id_created_at_idx on public.concert_greetings (concert_id, created_at);
create index concert_greetings_session_id_idx on public.concert_greetings (session_id);
create index concert_greetings_sent_by_idx on public.concert_greetings (sent_by);
alter table public.concert_greetings enable row level security;
create policy "Senders read theirs, the stage its concert's" on public.concert_greetings
  for select to authenticated using (sent_by = (select auth.uid()) or private.may_watch_stage(concert_id));
-- Written only through the functions below.
revoke all on public.concert_greetings from anon, authenticated, service_role;
grant select on public.concert_greetings to authenticated, service_role;
-- A decision is an admin action: recorded with its actor (the sender's own insert is not, as for forms).
create trigger audit_status after update of status on public.concert_greetings
  for each row when (old.status is distinct from new.status) execute function private.audit_change('id');

-- Raises not_leader, session_ended, no_concert; 23514 for a text out of its rule; 'greeting_limit'
-- (DETAIL: whole seconds to wait) within greeting_interval_seconds of the room's last greeting;
-- 'greeting_cap' (DETAIL: the cap) once the room has sent greetings_per_room.
create function private.send_concert_greeting(session uuid, greeting text)
  returns table (id uuid, status text, created_at timestamptz)
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  room public.group_sessions := private.led_room(session);
  limits private.concert_stage_limits;
  sent integer;
  last_sent timestamptz;
begin
  select * into limits from private.concert_stage_limits;
  select count(*), max(g.created_at) into sent, last_sent from public.concert_greetings g where g.session_id = room.id;
  if sent >= limits.greetings_per_room then
    raise exception 'greeting_cap' using errcode = 'P0001', detail = format('%s', limits.greetings_per_room);
  end if;
  if last_sent > now() - make_interval(secs => limits.greeting_interval_seconds) then
    raise exception 'greeting_limit' using errcode = 'P0001',
      detail = format('%s', ceil(extract(epoch from last_sent + make_interval(secs => limits.greeting_interval_seconds) - now()))::integer);
  end if;
  return query
    insert into public.concert_greetings as g (concert_id, session_id, sent_by, message)
      values (room.concert_id, room.id, auth.uid(), greeting)
      returning g.id, g.status, g.created_at;
end
$$;
revoke execute on function private.send_concert_greeting(uuid, text) from public;
grant execute on function private.send_concert_greeting(uuid, text) to authenticated;

-- Raises 'not_moderator' unless the caller is the greeting's stage (an unknown greeting too); 22023
-- 'invalid_decision' for anything but 'approved' or 'rejected'. Deciding again is allowed (an approved greeting
-- withdrawn). The stage hears of it on concert:<id>:stage, event 'greeting': { greeting (its id), status,
-- message (only when approved) }. Not 'id': realtime.send takes a payload's id as the message's own.
create function private.decide_concert_greeting(greeting uuid, decision text)
  returns table (id uuid, status text, decided_at timestamptz)
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  decided public.concert_greetings;
begin
  if decision is null or decision not in ('approved', 'rejected') then
    raise exception 'invalid_decision' using errcode = '22023';
  end if;
  select * into decided from public.concert_greetings g where g.id = greeting for update;
  if not found or not private.may_watch_stage(decided.concert_id) then
    raise exception 'not_moderator' using errcode = 'P0001';
  end if;
  update public.concert_greetings g set status = decision, decided_at = now() where g.id = greeting
    returning * into decided;
  perform realtime.send(
    jsonb_strip_nulls(jsonb_build_object('greeting', decided.id, 'status', decided.status, 'message', case when decided.status = 'approved' then decided.message end)),
    'greeting', 'concert:' || decided.concert_id || ':stage', true);
  return query select decided.id, decided.status, decided.decided_at;
end
$$;
revoke execute on function private.decide_concert_greeting(uuid, text) from public;
grant execute on function private.decide_concert_greeting(uuid, text) to authenticated;

-- ─── Applause ──────────────────────────────────────────────────────────────────────────────────────────
-- A room's accepted batches of the past minute, for its allowance. Only the function below reads or writes
-- it, and it deletes a room's older rows.
create table private.room_applause (
  id bigint generated always as identity primary key,
  session_id uuid not null references public.group_sessions (id) on delete cascade,
  sent_at timestamptz not null default now(),
  claps integer not null check (claps > 0)
);
create index room_applause_session_id_sent_at_idx on private.room_applause (session_id, sent_at);
revoke all on private.room_applause from public, anon, authenticated, service_role;

-- One row: accepted (the claps counted and broadcast to the stage, 0 when none) and retry_after (whole
-- seconds until the room may send again; null when it may send after the usual interval). A batch sooner
-- than applause_interval_seconds after the last accepted one is not taken (accepted 0, retry_after > 0). A
-- room's claps in any minute stay within applause_per_viewer_per_minute × (its headsets + 1); the excess is
-- dropped. Raises not_leader, session_ended, no_concert; 22023 'invalid_claps' outside 1..1000.
create function private.send_room_applause(session uuid, claps integer)
  returns table (accepted integer, retry_after integer)
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  room public.group_sessions := private.led_room(session);
  limits private.concert_stage_limits;
  last_sent timestamptz;
  in_last_minute integer;
  allowance integer;
  taken integer;
begin
  if claps is null or claps < 1 or claps > 1000 then
    raise exception 'invalid_claps' using errcode = '22023';
  end if;
  select * into limits from private.concert_stage_limits;
  delete from private.room_applause a where a.session_id = room.id and a.sent_at <= now() - interval '1 minute';
  select coalesce(sum(a.claps), 0), max(a.sent_at) into in_last_minute, last_sent
    from private.room_applause a where a.session_id = room.id;
  if last_sent > now() - make_interval(secs => limits.applause_interval_seconds) then
    return query select 0, greatest(1, ceil(extract(epoch from last_sent + make_interval(secs => limits.applause_interval_seconds) - now()))::integer);
    return;
  end if;
  allowance := limits.applause_per_viewer_per_minute
             * (1 + (select count(*) from public.group_session_members m where m.session_id = room.id)::integer);
  taken := least(claps, greatest(allowance - in_last_minute, 0));
  if taken = 0 then
    return query select 0, null::integer;
    return;
  end if;
  insert into private.room_applause (session_id, claps) values (room.id, taken);
  perform realtime.send(jsonb_build_object('claps', taken), 'applause', 'concert:' || room.concert_id || ':stage', true);
  return query select taken, null::integer;
end
$$;
revoke execute on function private.send_room_applause(uuid, integer) from public;
grant execute on function private.send_room_applause(uuid, integer) to authenticated;

-- ─── The API's functions ───────────────────────────────────────────────────────────────────────────────
-- As in 20261125000100_group_sessions.sql: SECURITY INVOKER wrappers over the bodies above, granted to anon
-- only so that a caller who is not signed in gets the documented message.
create function public.send_concert_greeting(session uuid, greeting text)
  returns table (id uuid, status text, created_at timestamptz)
  language plpgsql volatile security invoker set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'not_leader' using errcode = 'P0001';
  end if;
  return query select * from private.send_concert_greeting(session, greeting);
end
$$;
revoke execute on function public.send_concert_greeting(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.send_concert_greeting(uuid, text) to anon, authenticated;

create function public.decide_concert_greeting(greeting uuid, decision text)
  returns table (id uuid, status text, decided_at timestamptz)
  language plpgsql volatile security invoker set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'not_moderator' using errcode = 'P0001';
  end if;
  return query select * from private.decide_concert_greeting(greeting, decision);
end
$$;
revoke execute on function public.decide_concert_greeting(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.decide_concert_greeting(uuid, text) to anon, authenticated;

create function public.send_room_applause(session uuid, claps integer)
  returns table (accepted integer, retry_after integer)
  language plpgsql volatile security invoker set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'not_leader' using errcode = 'P0001';
  end if;
  return query select * from private.send_room_applause(session, claps);
end
$$;
revoke execute on function public.send_room_applause(uuid, integer) from public, anon, authenticated, service_role;
grant execute on function public.send_room_applause(uuid, integer) to anon, authenticated;

-- ─── Realtime Authorization ────────────────────────────────────────────────────────────────────────────
-- The topics (the header says why): concert:<id>:rooms, concert:<id>:stage, session:<uuid>:applause. <id> is
-- the concert's id, <uuid> the session's in lower case; anything else parses to nothing here.
create function private.stage_topic(topic text, out channel text, out concert text, out session uuid)
  language sql immutable parallel safe set search_path = ''
as $$
  select case when m.c is not null then m.c[2] when m.s is not null then 'applause' end, m.c[1], m.s[1]::uuid
    from (select regexp_match(topic, '^concert:([a-z0-9-]{1,64}):(rooms|stage)$') as c,
                 regexp_match(topic, '^session:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):applause$') as s) m
$$;
revoke execute on function private.stage_topic(text) from public;
grant execute on function private.stage_topic(text) to authenticated;

-- What the caller may do on a topic: receive (sending false) or send, for one extension.
create function private.stage_topic_access(topic text, extension text, sending boolean) returns boolean
  language plpgsql stable security definer set search_path = ''
as $$
declare
  t record := private.stage_topic(topic);
begin
  return coalesce(case t.channel
    -- The stage receives; nobody sends (the database's realtime.send is not a client's).
    when 'stage' then not sending and extension = 'broadcast' and private.may_watch_stage(t.concert)
    -- Rooms track their presence; the stage reads it. Rooms read broadcasts only to be let in: none are sent.
    when 'rooms' then case
      when sending then extension = 'presence' and private.may_lead_room(t.concert)
      else private.may_watch_stage(t.concert) or (extension = 'broadcast' and private.may_lead_room(t.concert))
    end
    -- A room's headsets (and its facilitator) send claps; only the facilitator receives them.
    when 'applause' then extension = 'broadcast' and case
      when sending then private.may_read_session(t.session)
      else private.may_lead_session(t.session)
    end
  end, false);
end
$$;
revoke execute on function private.stage_topic_access(text, text, boolean) from public;
grant execute on function private.stage_topic_access(text, text, boolean) to authenticated;

-- Each call in (select …), evaluated once per check (the linter's auth_rls_initplan); the row's topic must be
-- the channel's own, as for the sessions' policies.
create policy "Concert stage: who receives" on realtime.messages
  for select to authenticated using (
    realtime.messages.topic = (select realtime.topic())
    and case realtime.messages.extension
      when 'broadcast' then (select private.stage_topic_access(realtime.topic(), 'broadcast', false))
      when 'presence' then (select private.stage_topic_access(realtime.topic(), 'presence', false))
      else false
    end
  );
create policy "Concert stage: who sends" on realtime.messages
  for insert to authenticated with check (
    realtime.messages.topic = (select realtime.topic())
    and case realtime.messages.extension
      when 'broadcast' then (select private.stage_topic_access(realtime.topic(), 'broadcast', true))
      when 'presence' then (select private.stage_topic_access(realtime.topic(), 'presence', true))
      else false
    end
  );
