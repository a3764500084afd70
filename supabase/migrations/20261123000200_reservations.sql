-- Reservations of spots at a demo concert. Nobody inserts directly: reserve_spots() checks capacity and
-- counts in one locked step, so concurrent reservations can never push a concert past its capacity.

create table public.reservations (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  concert_id text not null references public.concerts (id),
  facility text not null check (public.form_text_length(facility) between 1 and 200),
  contact_name text not null check (public.form_text_length(contact_name) between 1 and 100),
  contact_email public.email_address not null,
  spots integer not null check (spots between 1 and 100)
);
create index reservations_concert_id_idx on public.reservations (concert_id);
alter table public.reservations enable row level security;
create policy "Admins with a second factor read" on public.reservations
  for select to authenticated using ((select public.is_admin()));
revoke all on public.reservations from anon, authenticated;
grant select on public.reservations to authenticated;

-- Returns the concert's new registration count. Raises 'P0002' for an unknown concert and 'P0001' with
-- message 'not_enough_spots' when the spots asked for exceed what is left.
create function public.reserve_spots(
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
begin
  -- The row lock serialises reservations of one concert: without it, two callers can both read the
  -- same count and both succeed past capacity.
  select c.capacity, c.registered into seats, taken
    from public.concerts c where c.id = concert
    for update;
  if not found then
    raise exception 'unknown_concert' using errcode = 'P0002';
  end if;
  if spots < 1 or taken + spots > seats then
    raise exception 'not_enough_spots' using errcode = 'P0001', detail = format('%s of %s taken', taken, seats);
  end if;

  insert into public.reservations (concert_id, facility, contact_name, contact_email, spots)
    values (concert, facility, contact_name, contact_email, spots);
  update public.concerts c set registered = taken + spots where c.id = concert;
  return taken + spots;
end
$$;
-- Supabase's default privileges grant new functions to every API role: take them all back first.
revoke execute on function public.reserve_spots(text, integer, text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.reserve_spots(text, integer, text, text, text) to anon, authenticated;
