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

-- A cancelled or postponed concert takes no reservations. BEFORE INSERT on reservations rather than a new
-- reserve_spots: whoever inserts (reserve_spots, an admin's repair) meets the same rule, and the concert's row
-- is already locked FOR UPDATE by reserve_spots, so a status change cannot slip between the check and the insert.
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
