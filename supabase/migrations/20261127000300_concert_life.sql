-- A concert's life (issue 24): the live stream it plays on its night (separate from stream_url, its
-- recording), how long before the start its waiting room opens, and whether it takes place at all (an admin
-- may cancel or postpone it). The phases themselves (announced, doors open, live, ended, recording) follow
-- from these and the clock: the browser works them out (src/features/concerts/concert-life.ts).
alter table public.concerts
  add column live_stream_url text
    constraint concerts_live_stream_url_check check (private.web_address_ok(live_stream_url) and live_stream_url ~* '^[^?#]*\.m3u8([?#].*)?$'),
  add column doors_open_minutes smallint not null default 15
    constraint concerts_doors_open_minutes_check check (doors_open_minutes between 0 and 120),
  add column status text not null default 'scheduled'
    constraint concerts_status_check check (status in ('scheduled', 'cancelled', 'postponed'));

grant insert (live_stream_url, doors_open_minutes, status), update (live_stream_url, doors_open_minutes, status)
  on public.concerts to authenticated;

-- A cancelled or postponed concert takes no reservations: reserve_spots says so first (below), and a BEFORE
-- INSERT trigger on reservations holds the rule for whoever else inserts (an admin's repair). reserve_spots locks
-- the concert's row FOR UPDATE, so a status change cannot slip between the check and the insert.
create function private.reservations_concert_scheduled() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  concert_status text;
begin
  select c.status into concert_status from public.concerts c where c.id = new.concert_id;
  if concert_status is distinct from 'scheduled' and concert_status is not null then
    raise exception 'concert_%', concert_status using errcode = 'P0001', constraint = 'reservations_concert_scheduled';
  end if;
  return new;
end
$$;
revoke execute on function private.reservations_concert_scheduled() from public;
create trigger reservations_concert_scheduled before insert on public.reservations
  for each row execute function private.reservations_concert_scheduled();

-- A booking request may name only a concert that still takes them: now also scheduled (isBookable's rule).
create or replace function private.bookings_concert_bookable() returns trigger
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if new.concert_id is not null and not exists (
    select from public.concerts c where c.id = new.concert_id and c.published and c.status = 'scheduled' and c.starts_at > now()
  ) then
    raise exception 'concert_not_bookable' using errcode = 'P0001';
  end if;
  return new;
end
$$;

-- reserve_spots as in 20261126000100_programme.sql, with the concert's status checked right after its row is
-- locked, before the counts.
create or replace function private.reserve_spots(
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
  starts timestamptz;
  per_address integer;
  concert_status text;
  -- A variable rather than the parameter: inside the query below, contact_email would also name the column.
  address text := contact_email;
  address_may_add bigint;
begin
  -- The row lock serialises reservations of one concert: without it, two callers can both read the
  -- same count (or the same address's spots) and both succeed past the limit.
  select c.capacity, c.registered, c.starts_at, c.max_spots_per_address, c.status into seats, taken, starts, per_address, concert_status
    from public.concerts c where c.id = concert and c.published
    for update;
  if not found then
    raise exception 'unknown_concert' using errcode = 'P0002';
  end if;
  -- Before the counts: a cancelled concert that is nearly full says it is cancelled, not that spots ran out.
  if concert_status <> 'scheduled' then
    raise exception 'concert_%', concert_status using errcode = 'P0001';
  end if;
  -- The concert's own start time, as the page decides (isBookable): on its day, it still takes reservations
  -- until it starts.
  if starts <= now() then
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
