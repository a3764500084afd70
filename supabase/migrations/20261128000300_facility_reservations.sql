-- Reserving as a facility (issue 25, point 3): staff of a verified facility reserve spots for it in one step,
-- then change or cancel the reservation until the concert starts; the concert's max_spots_per_address caps
-- each facility. concerts.registered stays the public count of every kind of reservation, kept under the
-- concert's row lock as reserve_spots keeps it. The contract: supabase/README.md ('Care facilities').

-- ─── Facilities' reservations ──────────────────────────────────────────────────────────────────────────
create table public.facility_reservations (
  id uuid primary key default gen_random_uuid(),
  concert_id text not null references public.concerts (id) on update cascade,
  -- Null once the facility is deleted: the spots stay in the public count, nothing says whose they were.
  facility_id uuid references public.facilities (id) on delete set null,
  -- The concert's capacity and cap bound it; the functions check them.
  spots integer not null constraint facility_reservations_spots_check check (spots > 0),
  -- For the organisers (wheelchairs, a late arrival); several lines allowed.
  note text constraint facility_reservations_note_check
    check (public.form_text_length(note) between 1 and 300 and public.form_text_ok(note, 300, true)),
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  cancelled_at timestamptz
);
-- One active reservation per concert and facility: more spots are a change of it, not a second one.
create unique index facility_reservations_active_key on public.facility_reservations (concert_id, facility_id) where cancelled_at is null;
create index facility_reservations_facility_id_idx on public.facility_reservations (facility_id);
alter table public.facility_reservations enable row level security;
create policy "Members read their facilities' reservations, admins all" on public.facility_reservations
  for select to authenticated using (facility_id in (select private.my_facility_ids(false)) or (select public.is_admin()));
revoke all on public.facility_reservations from anon, authenticated, service_role;
grant select on public.facility_reservations to authenticated, service_role;

-- The concert's row, locked FOR UPDATE: every change of its count takes this lock, so concurrent reservations
-- of one concert take turns and each sees the count the one before left. Raises P0002 'unknown_concert' (an
-- unpublished one too), P0001 'concert_cancelled' / 'concert_postponed' when `scheduled` is asked for, and
-- 'concert_started' from its start on.
create function private.locked_concert(concert text, scheduled boolean) returns public.concerts
  language plpgsql volatile security invoker set search_path = ''
as $$
declare
  locked public.concerts;
begin
  select * into locked from public.concerts c where c.id = concert and c.published for update;
  if not found then
    raise exception 'unknown_concert' using errcode = 'P0002';
  end if;
  if scheduled and locked.status <> 'scheduled' then
    raise exception 'concert_%', locked.status using errcode = 'P0001';
  end if;
  if locked.starts_at <= now() then
    raise exception 'concert_started' using errcode = 'P0001';
  end if;
  return locked;
end
$$;
revoke execute on function private.locked_concert(text, boolean) from public;

-- Refuses spots the concert cannot take, in reserve_spots' order and words: P0001 'not_enough_spots'
-- (DETAIL 'N of M taken') when `added` exceeds what is left (or `spots` is below 1), then 'facility_limit'
-- (DETAIL: the cap) when `spots` is past the concert's max_spots_per_address.
create function private.check_facility_spots(locked public.concerts, spots integer, added integer) returns void
  language plpgsql immutable security invoker set search_path = ''
as $$
begin
  -- Compared with what is left, never added to what is taken: spots near 2^31 would overflow the sum.
  if spots is null or spots < 1 or added > locked.capacity - locked.registered then
    raise exception 'not_enough_spots' using errcode = 'P0001', detail = format('%s of %s taken', locked.registered, locked.capacity);
  end if;
  if spots > locked.max_spots_per_address then
    raise exception 'facility_limit' using errcode = 'P0001', detail = format('%s', locked.max_spots_per_address);
  end if;
end
$$;
revoke execute on function private.check_facility_spots(public.concerts, integer, integer) from public;

-- The caller's standing with the facility, read as it is now: raises 'sign_in_first', P0001 'not_member',
-- and 'facility_not_verified' (DETAIL: its status, pending or suspended) when `verified` is asked for.
create function private.reserving_member(facility uuid, verified boolean) returns void
  language plpgsql stable security invoker set search_path = ''
as $$
declare
  standing public.facility_status;
begin
  perform private.signed_in_person();
  select f.status into standing
    from public.facility_members m join public.facilities f on f.id = m.facility_id
   where m.facility_id = facility and m.user_id = auth.uid();
  if not found then
    raise exception 'not_member' using errcode = 'P0001';
  end if;
  if verified and standing <> 'verified' then
    raise exception 'facility_not_verified' using errcode = 'P0001', detail = standing::text;
  end if;
end
$$;
revoke execute on function private.reserving_member(uuid, boolean) from public;

-- Returns the reservation's id and the concert's new count. Staff or managers of a verified facility. Raises
-- 'sign_in_first', 'not_member', 'facility_not_verified', 'unknown_concert', 'concert_cancelled',
-- 'concert_postponed', 'concert_started', 'already_reserved' (DETAIL: the active reservation's id: change
-- that one), 'not_enough_spots', 'facility_limit'; 23514 for a note out of its rule.
create function private.reserve_for_facility(concert text, facility uuid, spots integer, note text)
  returns table (id uuid, registered integer)
  language plpgsql volatile security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  locked public.concerts;
  active uuid;
  made uuid;
begin
  perform private.reserving_member(facility, true);
  locked := private.locked_concert(concert, true);
  select r.id into active from public.facility_reservations r
   where r.concert_id = locked.id and r.facility_id = reserve_for_facility.facility and r.cancelled_at is null;
  if found then
    raise exception 'already_reserved' using errcode = 'P0001', detail = active::text;
  end if;
  perform private.check_facility_spots(locked, reserve_for_facility.spots, reserve_for_facility.spots);
  insert into public.facility_reservations as r (concert_id, facility_id, spots, note, created_by)
    values (locked.id, reserve_for_facility.facility, reserve_for_facility.spots,
            case when public.form_text_length(reserve_for_facility.note) > 0 then reserve_for_facility.note end, auth.uid())
    returning r.id into made;
  update public.concerts c set registered = locked.registered + reserve_for_facility.spots where c.id = locked.id;
  return query select made, locked.registered + reserve_for_facility.spots;
end
$$;
revoke execute on function private.reserve_for_facility(text, uuid, integer, text) from public;
grant execute on function private.reserve_for_facility(text, uuid, integer, text) to anon, authenticated;

-- The active reservation, locked after its concert (locked_concert): raises P0002 'unknown_reservation' (also
-- when the caller is not a member of its facility: a stranger learns nothing), then as reserving_member and
-- locked_concert, and P0001 'reservation_cancelled'. Returns the reservation; its concert's row is locked.
create function private.held_reservation(reservation uuid, scheduled boolean) returns public.facility_reservations
  language plpgsql volatile security invoker set search_path = ''
as $$
declare
  held public.facility_reservations;
begin
  select * into held from public.facility_reservations r where r.id = reservation;
  if not found or held.facility_id is null
     or not exists (select from public.facility_members m where m.facility_id = held.facility_id and m.user_id = auth.uid()) then
    raise exception 'unknown_reservation' using errcode = 'P0002';
  end if;
  perform private.reserving_member(held.facility_id, scheduled);
  perform private.locked_concert(held.concert_id, scheduled);
  select * into held from public.facility_reservations r where r.id = reservation for update;
  if held.cancelled_at is not null then
    raise exception 'reservation_cancelled' using errcode = 'P0001';
  end if;
  return held;
end
$$;
revoke execute on function private.held_reservation(uuid, boolean) from public;

-- Returns the concert's new count. Sets the spots and the note (null or blank clears it). Raises as
-- held_reservation (the facility verified, the concert scheduled), then 'not_enough_spots', 'facility_limit'.
create function private.change_facility_reservation(reservation uuid, spots integer, note text) returns integer
  language plpgsql volatile security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  held public.facility_reservations;
  locked public.concerts;
begin
  held := private.held_reservation(reservation, true);
  -- Locked already by held_reservation: this reads the count under that lock.
  select * into locked from public.concerts c where c.id = held.concert_id;
  perform private.check_facility_spots(locked, change_facility_reservation.spots, change_facility_reservation.spots - held.spots);
  update public.facility_reservations r
     set spots = change_facility_reservation.spots,
         note = case when public.form_text_length(change_facility_reservation.note) > 0 then change_facility_reservation.note end,
         updated_at = now()
   where r.id = held.id;
  update public.concerts c set registered = locked.registered + change_facility_reservation.spots - held.spots where c.id = locked.id;
  return locked.registered + change_facility_reservation.spots - held.spots;
end
$$;
revoke execute on function private.change_facility_reservation(uuid, integer, text) from public;
grant execute on function private.change_facility_reservation(uuid, integer, text) to anon, authenticated;

-- Returns the concert's new count, the spots given back. Any member, whatever the facility's status or the
-- concert's (a postponed or cancelled concert's reservation may be let go), until the start. Raises as
-- held_reservation.
create function private.cancel_facility_reservation(reservation uuid) returns integer
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  held public.facility_reservations;
  locked public.concerts;
begin
  held := private.held_reservation(reservation, false);
  select * into locked from public.concerts c where c.id = held.concert_id;
  update public.facility_reservations r set cancelled_at = now(), updated_at = now() where r.id = held.id;
  update public.concerts c set registered = locked.registered - held.spots where c.id = locked.id;
  return locked.registered - held.spots;
end
$$;
revoke execute on function private.cancel_facility_reservation(uuid) from public;
grant execute on function private.cancel_facility_reservation(uuid) to anon, authenticated;

-- ─── The API's functions ───────────────────────────────────────────────────────────────────────────────
-- Run as the caller and only forward to the bodies above (not reachable through the API themselves). anon
-- may call them too, only to be told 'sign_in_first' (an expired session), as with the group sessions'.
create function public.reserve_for_facility(concert text, facility uuid, spots integer, note text)
  returns table (id uuid, registered integer)
  language sql volatile security invoker set search_path = ''
as $$ select * from private.reserve_for_facility(concert, facility, spots, note) $$;
create function public.change_facility_reservation(reservation uuid, spots integer, note text) returns integer
  language sql volatile security invoker set search_path = ''
as $$ select private.change_facility_reservation(reservation, spots, note) $$;
create function public.cancel_facility_reservation(reservation uuid) returns integer
  language sql volatile security invoker set search_path = ''
as $$ select private.cancel_facility_reservation(reservation) $$;
do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.reserve_for_facility(text, uuid, integer, text)',
    'public.change_facility_reservation(uuid, integer, text)',
    'public.cancel_facility_reservation(uuid)'
  ] loop
    execute format('revoke execute on function %s from public, anon, authenticated, service_role', fn);
    execute format('grant execute on function %s to anon, authenticated', fn);
  end loop;
end
$$;
