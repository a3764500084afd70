-- Mood checks (issue 26, points 1, 2 and the data of 3 and 4): before and after a concert, a resident answers on a
-- five-face scale in the headset, or staff rate what they observe (after Lawton's Observed Emotion Rating Scale:
-- pleasure, alertness, anxiety, sadness, each 1 'not at all' to 5 'all the time'). Pseudonymous by design: an
-- answer belongs to a facility, a concert, a session when there was one, and a resident's label (a headset
-- number or a code the facility chose, 'R-17'), never a name; what a code stands for stays in the facility's own
-- records. Answers are written only through record_mood; read only by the facility's managers; Tutti's admins
-- read them only aggregated, across at least three facilities. No figure stands for fewer than five residents.
-- Kept two years from the first answer, purged as answers are written.
-- The contract: supabase/README.md ('Mood checks').

create type public.mood_moment as enum ('before', 'after');

-- On unless the facility's managers turn it off.
alter table public.facilities add column mood_check boolean not null default true;

create table private.mood_settings (
  singleton boolean primary key default true check (singleton),
  -- The smallest group any figure of a report stands for.
  min_group integer not null default 5 check (min_group >= 2),
  -- The fewest facilities an admin's month stands for: with one, it would be that facility's figures.
  min_facilities integer not null default 3 check (min_facilities >= 2),
  retention interval not null default interval '2 years',
  -- How long after its session ended (or expired) a headset may still give its 'after' face.
  headset_grace interval not null default interval '1 hour'
);
insert into private.mood_settings default values;
revoke all on private.mood_settings from public, anon, authenticated, service_role;

create table public.mood_answers (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null references public.facilities (id) on delete cascade,
  concert_id text not null references public.concerts (id) on delete cascade,
  -- One viewing of the concert: its group session's id, or an id the tablet made for a concert watched alone (so a
  -- second viewing of a recording is a viewing of its own). Not a foreign key: an answer outlives its session,
  -- and goes with its facility.
  viewing_id uuid not null,
  in_session boolean not null,
  -- A headset number ('3') or a facility's code ('R-17'): letters, if any, then digits. A name does not fit.
  resident text not null check (resident ~ '^([A-Za-z]{1,3}-?)?[0-9]{1,4}$'),
  moment public.mood_moment not null,
  -- The face the resident chose: 1 very sad … 5 very happy.
  face smallint check (face between 1 and 5),
  -- What staff observed, each 1 (not at all) to 5 (all the time).
  pleasure smallint check (pleasure between 1 and 5),
  alertness smallint check (alertness between 1 and 5),
  anxiety smallint check (anxiety between 1 and 5),
  sadness smallint check (sadness between 1 and 5),
  -- Who wrote it last: a headset may change only what it wrote itself.
  answered_by uuid not null,
  -- The first answer's time: the month it counts in, and the start of its retention.
  answered_at timestamptz not null default now(),
  check (face is not null or num_nonnulls(pleasure, alertness, anxiety, sadness) = 4),
  check (num_nonnulls(pleasure, alertness, anxiety, sadness) in (0, 4))
);
-- One answer per resident and moment of a viewing; a later answer fills in or corrects it.
alter table public.mood_answers add constraint mood_answers_one_per_moment unique (viewing_id, resident, moment);
create index mood_answers_facility_id_idx on public.mood_answers (facility_id);
create index mood_answers_concert_id_idx on public.mood_answers (concert_id);
create index mood_answers_answered_at_idx on public.mood_answers (answered_at);
alter table public.mood_answers enable row level security;
create policy "Managers read their facility's mood answers" on public.mood_answers
  for select to authenticated using (facility_id in (select private.my_facility_ids(true)));
revoke all on public.mood_answers from anon, authenticated, service_role;
grant select on public.mood_answers to authenticated;

-- An observation on the faces' scale, 1 to 5: the two good feelings up, the two bad ones down, rounded.
create function private.observed_score(answer public.mood_answers) returns integer
  language sql immutable set search_path = ''
as $$
  select round((answer.pleasure + answer.alertness + (6 - answer.anxiety) + (6 - answer.sadness))::numeric / 4)::integer
$$;
revoke execute on function private.observed_score(public.mood_answers) from public;

-- Where an answer goes and whether the caller writes as staff. `viewing` is a group session's id, or for a
-- concert watched alone an id the tablet made (then `facility` and `concert` name the rest). In a session, the
-- facility and the concert are the session's: its facility's staff may answer any time; a headset that joined it
-- only its own face, until a grace period after the session ended. Raises 'sign_in_first', 'not_member',
-- 'not_in_session', 'session_over', 'mood_check_off', 'unknown_concert'.
create function private.mood_place(facility uuid, concert text, viewing uuid, observed boolean)
  returns table (facility_id uuid, concert_id text, in_session boolean, staff boolean)
  language plpgsql stable security definer set search_path = ''
as $$
declare
  place record;
  session public.group_sessions;
  is_staff boolean;
begin
  if auth.uid() is null then
    raise exception 'sign_in_first' using errcode = 'P0001';
  end if;
  select * into session from public.group_sessions s where s.id = viewing and s.facility_id is not null and s.concert_id is not null;
  if found then
    select session.facility_id as facility_id, session.concert_id as concert_id into place;
  else
    select mood_place.facility as facility_id, mood_place.concert as concert_id into place;
  end if;
  is_staff := coalesce(place.facility_id in (select private.my_facility_ids(false)), false);
  if not is_staff and (session.id is null or observed) then
    raise exception 'not_member' using errcode = 'P0001';
  end if;
  if not is_staff then
    if not exists (select from public.group_session_members m where m.session_id = session.id and m.user_id = auth.uid()) then
      raise exception 'not_in_session' using errcode = 'P0001';
    end if;
    if least(coalesce(session.ended_at, 'infinity'), session.expires_at) + (select s.headset_grace from private.mood_settings s) < now() then
      raise exception 'session_over' using errcode = 'P0001';
    end if;
  end if;
  if not (select f.mood_check from public.facilities f where f.id = place.facility_id) then
    raise exception 'mood_check_off' using errcode = 'P0001';
  end if;
  if not exists (select from public.concerts c where c.id = place.concert_id) then
    raise exception 'unknown_concert' using errcode = 'P0002';
  end if;
  return query select place.facility_id, place.concert_id, session.id is not null, is_staff;
end
$$;
revoke execute on function private.mood_place(uuid, text, uuid, boolean) from public;

-- Records or completes one resident's answer for one moment of a viewing; returns its id. What is given replaces
-- what was there; what is not given (null) is kept, so staff rating after the resident answered keep the face and
-- the other way round. A headset changes only an answer it wrote itself: P0001 'answered_by_another'. 23514 for a
-- resident label or a rating out of its rule. Answers past their retention are purged on the way.
create function private.record_mood(
  facility uuid, concert text, viewing uuid, resident text, moment public.mood_moment,
  face smallint, pleasure smallint, alertness smallint, anxiety smallint, sadness smallint
) returns uuid
  language plpgsql volatile security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  place record;
  recorded uuid;
begin
  select * into place from private.mood_place(facility, concert, viewing, num_nonnulls(pleasure, alertness, anxiety, sadness) > 0);
  perform private.purge_mood_answers();
  insert into public.mood_answers as a
      (facility_id, concert_id, viewing_id, in_session, resident, moment, face, pleasure, alertness, anxiety, sadness, answered_by)
    values (place.facility_id, place.concert_id, record_mood.viewing, place.in_session, record_mood.resident, record_mood.moment,
            record_mood.face, record_mood.pleasure, record_mood.alertness, record_mood.anxiety, record_mood.sadness, auth.uid())
    on conflict (viewing_id, resident, moment)
    do update set face = coalesce(excluded.face, a.face),
                  pleasure = coalesce(excluded.pleasure, a.pleasure),
                  alertness = coalesce(excluded.alertness, a.alertness),
                  anxiety = coalesce(excluded.anxiety, a.anxiety),
                  sadness = coalesce(excluded.sadness, a.sadness),
                  answered_by = excluded.answered_by
              where place.staff or a.answered_by = auth.uid()
    returning a.id into recorded;
  if recorded is null then
    raise exception 'answered_by_another' using errcode = 'P0001';
  end if;
  return recorded;
end
$$;
revoke execute on function private.record_mood(uuid, text, uuid, text, public.mood_moment, smallint, smallint, smallint, smallint, smallint) from public;
grant execute on function private.record_mood(uuid, text, uuid, text, public.mood_moment, smallint, smallint, smallint, smallint, smallint) to anon, authenticated;

-- A facility's managers turn the check on or off. Raises 'not_member' for anyone but its managers.
create function private.set_mood_check(facility uuid, enabled boolean) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  if not coalesce(facility in (select private.my_facility_ids(true)), false) then
    raise exception 'not_member' using errcode = 'P0001';
  end if;
  update public.facilities f set mood_check = enabled where f.id = facility;
end
$$;
revoke execute on function private.set_mood_check(uuid, boolean) from public;
grant execute on function private.set_mood_check(uuid, boolean) to anon, authenticated;

-- Each resident's before and after for one viewing, compared on the instrument both answers have: their faces
-- when the resident chose one both times, else staff's observations both times; a face against an observation is
-- no pair. The month is the 'after' answer's, on the facility's clock.
create view private.mood_pairs with (security_barrier) as
  select b.facility_id, b.concert_id, b.viewing_id, b.resident,
         date_trunc('month', a.answered_at at time zone f.time_zone)::date as month,
         case when b.face is not null and a.face is not null then b.face::integer else private.observed_score(b) end as before,
         case when b.face is not null and a.face is not null then a.face::integer else private.observed_score(a) end as after,
         (b.face is not null and a.face is not null) as self_reported
    from public.mood_answers b
    join public.mood_answers a on a.viewing_id = b.viewing_id and a.resident = b.resident and a.moment = 'after'
    join public.facilities f on f.id = b.facility_id
   where b.moment = 'before'
     and ((b.face is not null and a.face is not null) or (b.pleasure is not null and a.pleasure is not null));
revoke all on private.mood_pairs from public, anon, authenticated, service_role;

-- The report's row: how many answered, the share who improved (after above before), stayed and declined, the
-- before and after faces (1–5, rounded) counted, or all null but `residents` when fewer than the smallest group.
create type public.mood_figures as (
  residents integer,
  self_reported integer,
  improved numeric, stayed numeric, declined numeric,
  before_faces integer[], after_faces integer[],
  mean_before numeric, mean_after numeric
);

create function private.mood_figures(pairs private.mood_pairs[]) returns public.mood_figures
  language sql stable set search_path = ''
as $$
  with p as (select * from unnest(pairs)), n as (select count(*)::integer as residents from p),
  small as (select n.residents < (select s.min_group from private.mood_settings s) as hidden from n)
  select n.residents,
         case when small.hidden then null else (select count(*) filter (where p.self_reported)::integer from p) end,
         case when small.hidden then null else round((select count(*) filter (where p.after > p.before) from p)::numeric / n.residents, 3) end,
         case when small.hidden then null else round((select count(*) filter (where p.after = p.before) from p)::numeric / n.residents, 3) end,
         case when small.hidden then null else round((select count(*) filter (where p.after < p.before) from p)::numeric / n.residents, 3) end,
         case when small.hidden then null else (select array_agg((select count(*) from p where p.before = face)::integer order by face) from generate_series(1, 5) face) end,
         case when small.hidden then null else (select array_agg((select count(*) from p where p.after = face)::integer order by face) from generate_series(1, 5) face) end,
         case when small.hidden then null else (select round(avg(p.before), 2) from p) end,
         case when small.hidden then null else (select round(avg(p.after), 2) from p) end
    from n, small
$$;
revoke execute on function private.mood_figures(private.mood_pairs[]) from public;

-- A facility's report from `since` to `until` (months, inclusive): one row per concert and month, and one per
-- month for its concerts together (concert_id null). The month's row holds only the concerts shown: with a hidden
-- one in it, the difference between the month and the concerts shown would give the hidden group's figures.
-- Its managers only: P0001 'not_member' for anyone else.
create function private.facility_mood_report(facility uuid, since date, until date)
  returns table (month date, concert_id text, figures public.mood_figures)
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if not coalesce(facility in (select private.my_facility_ids(true)), false) then
    raise exception 'not_member' using errcode = 'P0001';
  end if;
  return query
    with mine as (
      select * from private.mood_pairs p
       where p.facility_id = facility_mood_report.facility and p.month between date_trunc('month', since) and until
    ), shown as (
      select m.month, m.concert_id from mine m group by m.month, m.concert_id
      having count(*) >= (select s.min_group from private.mood_settings s)
    )
    select m.month, m.concert_id, private.mood_figures(array_agg(m::private.mood_pairs)) from mine m group by m.month, m.concert_id
    union all
    select m.month, null, private.mood_figures(array_agg(m::private.mood_pairs))
      from mine m join shown using (month, concert_id) group by m.month
    order by 1, 2 nulls first;
end
$$;
revoke execute on function private.facility_mood_report(uuid, date, date) from public;
grant execute on function private.facility_mood_report(uuid, date, date) to anon, authenticated;

-- The same across every facility, for Tutti's admins (with a second factor): per month, how many facilities
-- took part, and the figures of all their residents together; never one facility's: a month with fewer than three
-- facilities gives its counts alone. P0001 'not_admin'.
create function private.admin_mood_report(since date, until date)
  returns table (month date, facilities integer, figures public.mood_figures)
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'not_admin' using errcode = 'P0001';
  end if;
  return query
    select p.month, count(distinct p.facility_id)::integer,
           case when count(distinct p.facility_id) >= (select s.min_facilities from private.mood_settings s)
                then private.mood_figures(array_agg(p))
                else row(count(*)::integer, null, null, null, null, null, null, null, null)::public.mood_figures end
      from private.mood_pairs p
     where p.month between date_trunc('month', since) and until
     group by p.month
     order by p.month;
end
$$;
revoke execute on function private.admin_mood_report(date, date) from public;
grant execute on function private.admin_mood_report(date, date) to anon, authenticated;

-- Answers older than the retention period are deleted; returns how many. Run by record_mood as it writes (as the
-- spot requests' purge is), and by anyone who schedules it; not by the API.
create function private.purge_mood_answers() returns integer
  language sql volatile security definer set search_path = ''
as $$
  with gone as (
    delete from public.mood_answers a
     where a.answered_at < now() - (select s.retention from private.mood_settings s)
    returning 1)
  select count(*)::integer from gone
$$;
revoke execute on function private.purge_mood_answers() from public, anon, authenticated, service_role;

-- ─── The API's functions ───────────────────────────────────────────────────────────────────────────────
create function public.record_mood(
  facility uuid, concert text, viewing uuid, resident text, moment public.mood_moment,
  face smallint default null, pleasure smallint default null, alertness smallint default null,
  anxiety smallint default null, sadness smallint default null
) returns uuid
  language sql volatile security invoker set search_path = ''
as $$ select private.record_mood(facility, concert, viewing, resident, moment, face, pleasure, alertness, anxiety, sadness) $$;
create function public.set_mood_check(facility uuid, enabled boolean) returns void
  language sql volatile security invoker set search_path = ''
as $$ select private.set_mood_check(facility, enabled) $$;
create function public.facility_mood_report(facility uuid, since date, until date)
  returns table (month date, concert_id text, figures public.mood_figures)
  language sql stable security invoker set search_path = ''
as $$ select * from private.facility_mood_report(facility, since, until) $$;
create function public.admin_mood_report(since date, until date)
  returns table (month date, facilities integer, figures public.mood_figures)
  language sql stable security invoker set search_path = ''
as $$ select * from private.admin_mood_report(since, until) $$;
revoke execute on function public.record_mood(uuid, text, uuid, text, public.mood_moment, smallint, smallint, smallint, smallint, smallint) from public, anon, authenticated, service_role;
revoke execute on function public.set_mood_check(uuid, boolean) from public, anon, authenticated, service_role;
revoke execute on function public.facility_mood_report(uuid, date, date) from public, anon, authenticated, service_role;
revoke execute on function public.admin_mood_report(date, date) from public, anon, authenticated, service_role;
grant execute on function public.record_mood(uuid, text, uuid, text, public.mood_moment, smallint, smallint, smallint, smallint, smallint) to anon, authenticated;
grant execute on function public.set_mood_check(uuid, boolean) to anon, authenticated;
grant execute on function public.facility_mood_report(uuid, date, date) to anon, authenticated;
grant execute on function public.admin_mood_report(date, date) to anon, authenticated;
