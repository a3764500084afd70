-- Concerts (public to read) and the four public forms (anyone may send, only an admin with a second
-- factor may read). Every length and format limit here mirrors the zod schemas in src/lib/forms/schemas.ts.

create domain public.email_address as text
  check (char_length(value) <= 254 and value ~ '^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$');

create domain public.phone_number as text
  check (value ~ '^\+?[0-9 ()./-]{6,30}$');

-- A text's length as the forms count it (zod in the browser: String.prototype.trim(), then characters,
-- i.e. code points). btrim alone strips only spaces, so a name of tabs, line breaks or no-break spaces
-- would pass as not blank; this strips exactly the whitespace JavaScript's trim() removes.
create function public.form_text_length(value text) returns integer
  language sql immutable strict parallel safe set search_path = ''
as $$
  select char_length(btrim(value, E' \t\n\r\f\u000b\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'))
$$;
-- Check constraints call it as the inserting role.
revoke execute on function public.form_text_length(text) from public;
grant execute on function public.form_text_length(text) to anon, authenticated, service_role;

-- The admin test: a role in app_metadata (only the service role can set it, unlike user_metadata) and a
-- session that passed a second factor. Reads the JWT claims that Supabase's API sets per request.
create function public.is_admin() returns boolean
  language sql stable security invoker set search_path = ''
as $$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role' = 'admin', false)
     and coalesce(auth.jwt() ->> 'aal' = 'aal2', false)
$$;
revoke execute on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;

create table public.concerts (
  id text primary key check (id ~ '^[a-z0-9-]{1,64}$'),
  title text not null check (char_length(title) between 1 and 200),
  artist text check (char_length(artist) between 1 and 200),
  starts_on date not null,
  capacity integer not null default 100 check (capacity > 0),
  registered integer not null default 0,
  constraint registered_within_capacity check (registered between 0 and capacity)
);
alter table public.concerts enable row level security;
create policy "Concerts are public" on public.concerts for select to anon, authenticated using (true);
-- Supabase grants every privilege on new tables in public to the API roles by default: take them back,
-- so writing is refused by privilege (not only by the missing policies), and TRUNCATE (which RLS does
-- not cover) is out of reach.
revoke all on public.concerts from anon, authenticated;
grant select on public.concerts to anon, authenticated;

create table public.pilot_requests (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  facility text not null check (public.form_text_length(facility) between 1 and 200),
  name text not null check (public.form_text_length(name) between 1 and 100),
  email public.email_address not null
);

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null check (public.form_text_length(name) between 1 and 100),
  email public.email_address not null,
  phone public.phone_number,
  message text not null check (public.form_text_length(message) between 1 and 5000)
);

-- Required: name, email, facility name and type, preferred date; the rest helps but may be left empty.
create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  -- Personal information
  name text not null check (public.form_text_length(name) between 1 and 100),
  email public.email_address not null,
  phone public.phone_number,
  -- Facility information
  facility_name text not null check (public.form_text_length(facility_name) between 1 and 200),
  facility_address text check (public.form_text_length(facility_address) <= 300),
  facility_type text not null check (facility_type in ('hospital', 'care_home', 'rehabilitation', 'hospice', 'day_care', 'other')),
  residents integer check (residents between 1 and 10000),
  -- Concert preferences
  preferred_date date not null,
  preferred_time text check (preferred_time in ('morning', 'afternoon', 'evening')),
  music_preference text check (music_preference in ('classical', 'jazz', 'pop', 'folk', 'world', 'no_preference')),
  special_requirements text check (public.form_text_length(special_requirements) <= 2000),
  heard_about text check (heard_about in ('search', 'social_media', 'colleague', 'event', 'press', 'other'))
);

create table public.waitlist_signups (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null check (public.form_text_length(name) between 1 and 100),
  email public.email_address not null,
  organisation text check (public.form_text_length(organisation) <= 200)
);

-- Same rules for the four form tables: anyone inserts, nobody but an admin with aal2 reads, nobody edits.
do $$
declare
  form_table text;
begin
  foreach form_table in array array['pilot_requests', 'contact_messages', 'bookings', 'waitlist_signups'] loop
    execute format('alter table public.%I enable row level security', form_table);
    execute format('revoke all on public.%I from anon, authenticated', form_table);
    execute format('create policy "Anyone can send" on public.%I for insert to anon, authenticated with check (true)', form_table);
    execute format('create policy "Admins with a second factor read" on public.%I for select to authenticated using ((select public.is_admin()))', form_table);
    execute format('grant insert on public.%I to anon, authenticated', form_table);
    execute format('grant select on public.%I to authenticated', form_table);
  end loop;
end
$$;
