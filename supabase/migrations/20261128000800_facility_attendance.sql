-- How many headsets joined a facility's group sessions, per concert (issue 25, point 5: the facility's page shows
-- its past concerts with the number of headsets that joined). Counts only: headsets are anonymous sign-ins, and
-- nothing here names one. Members of the facility read their own facility's counts; nobody else reads any.

-- One row per concert the facility's sessions played: how many sessions, and how many distinct headsets joined
-- them (a headset that rejoined counts once). P0001 'not_member' for anyone but the facility's members.
create function private.facility_attendance(facility uuid)
  returns table (concert_id text, sessions integer, headsets integer)
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.reserving_member(facility, false);
  return query
    select s.concert_id, count(distinct s.id)::integer, count(distinct m.user_id)::integer
      from public.group_sessions s
      left join public.group_session_members m on m.session_id = s.id
     where s.facility_id = facility_attendance.facility and s.concert_id is not null
     group by s.concert_id;
end
$$;
revoke execute on function private.facility_attendance(uuid) from public;
grant execute on function private.facility_attendance(uuid) to authenticated;

create function public.facility_attendance(facility uuid)
  returns table (concert_id text, sessions integer, headsets integer)
  language plpgsql stable security invoker set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'sign_in_first' using errcode = 'P0001';
  end if;
  return query select * from private.facility_attendance(facility);
end
$$;
revoke execute on function public.facility_attendance(uuid) from public, anon, authenticated, service_role;
grant execute on function public.facility_attendance(uuid) to anon, authenticated;
