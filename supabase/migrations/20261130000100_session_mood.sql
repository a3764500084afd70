-- Mood checks in group sessions (issue 26), after a first night's review:
--
-- 1. A session may play several concerts, one after another. An answer is one resident's, for one moment of one
--    concert in one viewing: the concert joins the unique key and the before/after pairs, so a second concert's
--    answers are its own and never complete or pair with the first's.
-- 2. In a session, the caller names the concert (the room's, as every headset and the tablet hear it): the
--    session's own `concert_id` is only the concert it was opened with, updated in the background. Without one,
--    the session's is taken as before.
-- 3. A headset gives its face by the session alone (`record_session_mood`): it does not know the facility's id.
--    It forwards to private.record_mood, whose rules apply unchanged: a member of the session, within the grace
--    after it ended, only its own answers, and never staff's observation.

alter table public.mood_answers drop constraint mood_answers_one_per_moment;
alter table public.mood_answers add constraint mood_answers_one_per_moment unique (viewing_id, concert_id, resident, moment);

create or replace view private.mood_pairs with (security_barrier) as
  select b.facility_id, b.concert_id, b.viewing_id, b.resident,
         date_trunc('month', a.answered_at at time zone f.time_zone)::date as month,
         case when b.face is not null and a.face is not null then b.face::integer else private.observed_score(b) end as before,
         case when b.face is not null and a.face is not null then a.face::integer else private.observed_score(a) end as after,
         (b.face is not null and a.face is not null) as self_reported
    from public.mood_answers b
    join public.mood_answers a
      on a.viewing_id = b.viewing_id and a.concert_id = b.concert_id and a.resident = b.resident and a.moment = 'after'
    join public.facilities f on f.id = b.facility_id
   where b.moment = 'before'
     and ((b.face is not null and a.face is not null) or (b.pleasure is not null and a.pleasure is not null));
revoke all on private.mood_pairs from public, anon, authenticated, service_role;

-- As in 20261129000100_mood_checks.sql, but a session's concert is the one the caller names, if any.
create or replace function private.mood_place(facility uuid, concert text, viewing uuid, observed boolean)
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
  select * into session from public.group_sessions s where s.id = viewing and s.facility_id is not null;
  if found then
    select session.facility_id as facility_id, coalesce(mood_place.concert, session.concert_id) as concert_id into place;
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
  if place.concert_id is null or not exists (select from public.concerts c where c.id = place.concert_id) then
    raise exception 'unknown_concert' using errcode = 'P0002';
  end if;
  return query select place.facility_id, place.concert_id, session.id is not null, is_staff;
end
$$;
revoke execute on function private.mood_place(uuid, text, uuid, boolean) from public;

-- As in 20261129000100_mood_checks.sql, with the concert in the key.
create or replace function private.record_mood(
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
    on conflict (viewing_id, concert_id, resident, moment)
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

create function public.record_session_mood(session uuid, concert text, resident text, moment public.mood_moment, face smallint)
  returns uuid
  language sql volatile security invoker set search_path = ''
as $$ select private.record_mood(null, concert, session, resident, moment, face, null, null, null, null) $$;
revoke execute on function public.record_session_mood(uuid, text, text, public.mood_moment, smallint) from public, anon, authenticated, service_role;
grant execute on function public.record_session_mood(uuid, text, text, public.mood_moment, smallint) to anon, authenticated;
