-- The programme in the database (issue 15): concerts gain their texts in six languages, times with a time
-- zone, stream, poster, price and a published flag; artists get a table; admins with a second factor write
-- both and upload posters to Storage; the four forms' submissions get a status that admins set; a booking may
-- name a concert; every admin change is written to an audit log only admins read. The contract for the front
-- end (columns, errors): supabase/README.md ('The programme').

-- ─── Shared checks ─────────────────────────────────────────────────────────────────────────────────────
-- The site's six languages: the keys a texts object may have (src/i18n: en nl es pt de fr).
create function private.site_languages() returns text[]
  language sql immutable parallel safe set search_path = ''
as $$
  select array['en', 'nl', 'es', 'pt', 'de', 'fr']
$$;
revoke execute on function private.site_languages() from public;
grant execute on function private.site_languages() to authenticated, service_role;

-- Texts per language: { "<lang>": { <short_key>: text, <long_key>: text } }, keys among the six languages,
-- `en` required, each language holding exactly the two keys as strings. The short text is one line of
-- short_min..short_max characters (trimmed, as the forms count), the long one may span lines (0..long_max).
-- Check constraints call it as the writing role.
create function private.localized_texts_ok(texts jsonb, short_key text, short_min integer, short_max integer, long_key text, long_max integer)
  returns boolean
  language plpgsql immutable parallel safe set search_path = ''
as $$
declare
  lang text;
  body jsonb;
begin
  if texts is null or jsonb_typeof(texts) <> 'object' or not texts ? 'en' then
    return false;
  end if;
  for lang, body in select t.key, t.value from jsonb_each(texts) t loop
    -- Nested: each test may only run once the one before has held (jsonb_object_keys needs an object).
    if not lang = any(private.site_languages()) or jsonb_typeof(body) <> 'object' then
      return false;
    end if;
    if (select count(*) from jsonb_object_keys(body)) <> 2
       or jsonb_typeof(body -> short_key) is distinct from 'string'
       or jsonb_typeof(body -> long_key) is distinct from 'string' then
      return false;
    end if;
    if public.form_text_length(body ->> short_key) < short_min
       or not public.form_text_ok(body ->> short_key, short_max, false)
       or not public.form_text_ok(body ->> long_key, long_max, true) then
      return false;
    end if;
  end loop;
  return true;
end
$$;
revoke execute on function private.localized_texts_ok(jsonb, text, integer, integer, text, integer) from public;
grant execute on function private.localized_texts_ok(jsonb, text, integer, integer, text, integer) to authenticated, service_role;

-- A zone JavaScript's Intl knows too: an IANA name such as 'Europe/Amsterdam', or 'UTC'. The pattern leaves
-- out what PostgreSQL also takes (its tz folder's 'posix/…' and 'right/…' copies, abbreviations such as 'CET',
-- POSIX rules such as 'EST5EDT', offsets); the server's own tz data decides whether the name exists (asking
-- pg_timezone_names instead reads every zone file, some 70 ms a write).
create function private.is_time_zone(zone text) returns boolean
  language plpgsql stable parallel safe set search_path = ''
as $$
begin
  if zone = 'UTC' then
    return true;
  end if;
  -- Digits only in Etc/GMT±N: PostgreSQL would read a name with an offset in it as a POSIX rule.
  if zone is null or zone !~ '^([A-Z][A-Za-z_-]+(/[A-Z][A-Za-z_-]*){1,2}|Etc/GMT([+-]?0|[+-]([1-9]|1[0-4]))?)$' then
    return false;
  end if;
  perform pg_catalog.timezone(zone, pg_catalog.now());
  return true;
exception when invalid_parameter_value then
  return false;
end
$$;
revoke execute on function private.is_time_zone(text) from public;

-- A site-relative path ('/images/…'; never '//host' or '/\host', which browsers read as another host) or an
-- https URL without user info; no spaces or backslashes anywhere. What the admin form checks as well.
create function private.web_address_ok(address text) returns boolean
  language sql immutable parallel safe set search_path = ''
as $$
  select char_length(address) <= 2048
     and address ~ '^(/[^/?#[:space:]\\][^?#[:space:]\\]*|https://[^/?#@[:space:]\\]+([/?#][^[:space:]\\]*)?)$'
$$;
revoke execute on function private.web_address_ok(text) from public;
grant execute on function private.web_address_ok(text) to authenticated, service_role;

-- An artist's links: [{ "kind": "website" | "listen", "href": "https://…" }], at most 10, nothing else.
create function private.artist_links_ok(links jsonb) returns boolean
  language plpgsql immutable parallel safe set search_path = ''
as $$
declare
  link jsonb;
begin
  if links is null or jsonb_typeof(links) <> 'array' or jsonb_array_length(links) > 10 then
    return false;
  end if;
  for link in select l.value from jsonb_array_elements(links) l loop
    if jsonb_typeof(link) <> 'object' then
      return false;
    end if;
    if (select count(*) from jsonb_object_keys(link)) <> 2
       or jsonb_typeof(link -> 'kind') is distinct from 'string'
       or jsonb_typeof(link -> 'href') is distinct from 'string' then
      return false;
    end if;
    if link ->> 'kind' not in ('website', 'listen') or link ->> 'href' !~ '^https://' or not private.web_address_ok(link ->> 'href') then
      return false;
    end if;
  end loop;
  return true;
end
$$;
revoke execute on function private.artist_links_ok(jsonb) from public;
grant execute on function private.artist_links_ok(jsonb) to authenticated, service_role;

-- ─── Artists ───────────────────────────────────────────────────────────────────────────────────────────
create table public.artists (
  id text primary key check (id ~ '^[a-z0-9-]{1,64}$'),
  name text not null check (public.form_text_length(name) between 1 and 200 and public.form_text_ok(name, 200, false)),
  genre text check (genre in ('classical', 'jazz', 'choral', 'folk', 'brass', 'blues', 'rock')),
  -- 'Houston, Texas': names, shown as they are.
  hometown text check (public.form_text_length(hometown) between 1 and 200 and public.form_text_ok(hometown, 200, false)),
  -- ISO 3166-1 alpha-2; pages name it in the visitor's language.
  country text check (country ~ '^[A-Z]{2}$'),
  texts jsonb not null constraint artists_texts_check check (private.localized_texts_ok(texts, 'tagline', 0, 200, 'bio', 4000)),
  poster_url text check (private.web_address_ok(poster_url)),
  video_host text check (video_host in ('youtube', 'vimeo')),
  video_id text,
  video_song text check (public.form_text_length(video_song) between 1 and 200 and public.form_text_ok(video_song, 200, false)),
  links jsonb not null default '[]' constraint artists_links_check check (private.artist_links_ok(links)),
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Both or neither; a YouTube id is 11 characters, a Vimeo id digits.
  constraint artists_video_check check (
    (video_host is null) = (video_id is null)
    and (video_host is distinct from 'youtube' or video_id ~ '^[A-Za-z0-9_-]{11}$')
    and (video_host is distinct from 'vimeo' or video_id ~ '^[0-9]{1,20}$'))
);
alter table public.artists enable row level security;

-- ─── Concerts: the programme's columns ─────────────────────────────────────────────────────────────────
-- `title` (texts.en.title) and `starts_on` (the local day of starts_at in time_zone) stay, for reserve_spots and
-- older readers, and a trigger below keeps them in step: whatever a writer sends for them is replaced.
-- Existing rows keep their title as the English text, start at 19:30 in Amsterdam on their day, and stay
-- public (they were before); new rows are drafts until published.
alter table public.concerts
  add column texts jsonb,
  add column artist_id text references public.artists (id) on update cascade on delete set null,
  add column venue text check (public.form_text_length(venue) between 1 and 300 and public.form_text_ok(venue, 300, false)),
  add column time_zone text not null default 'Europe/Amsterdam',
  add column starts_at timestamptz,
  add column ends_at timestamptz,
  add column genre text check (genre in ('classical', 'jazz', 'choral', 'folk', 'brass', 'blues', 'rock')),
  add column price_cents integer not null default 1500 check (price_cents >= 0),
  add column currency text not null default 'EUR' check (currency ~ '^[A-Z]{3}$'),
  add column poster_url text check (private.web_address_ok(poster_url)),
  -- A master playlist: its path ends .m3u8 (any case); a query (a signed URL's token) may follow.
  add column stream_url text check (private.web_address_ok(stream_url) and stream_url ~* '^[^?#]*\.m3u8([?#].*)?$'),
  add column stream_layout text not null default 'mono' check (stream_layout in ('mono', 'top-bottom', 'side-by-side')),
  add column captions text[] not null default '{}' check (captions <@ private.site_languages() and array_position(captions, null) is null),
  add column youtube_id text check (youtube_id ~ '^[A-Za-z0-9_-]{11}$'),
  add column views integer not null default 0 check (views >= 0),
  add column published boolean not null default false,
  add column created_at timestamptz not null default now(),
  add column updated_at timestamptz not null default now();
update public.concerts c set
  texts = jsonb_build_object('en', jsonb_build_object('title', c.title, 'description', '')),
  starts_at = (c.starts_on + time '19:30') at time zone 'Europe/Amsterdam',
  published = true;
alter table public.concerts
  alter column texts set not null,
  alter column starts_at set not null,
  add constraint concerts_texts_check check (private.localized_texts_ok(texts, 'title', 1, 200, 'description', 2000)),
  add constraint concerts_ends_after_start check (ends_at > starts_at);
create index concerts_artist_id_idx on public.concerts (artist_id);
create index concerts_starts_at_idx on public.concerts (starts_at);

-- ─── Triggers that keep rows in step ───────────────────────────────────────────────────────────────────
-- BEFORE INSERT OR UPDATE on concerts: refuses a time zone JavaScript would not know and texts out of shape,
-- then sets title from texts.en.title, starts_on from starts_at in time_zone and `artist` from the linked
-- artist's name, and stamps updated_at. SECURITY DEFINER: the linked artist may be unpublished.
-- Raises 22023 'invalid_time_zone', 23514 'invalid_texts'.
create function private.concerts_before_write() returns trigger
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  if new.time_zone is null or not private.is_time_zone(new.time_zone) then
    raise exception 'invalid_time_zone' using errcode = '22023', detail = coalesce(new.time_zone, 'null');
  end if;
  if not private.localized_texts_ok(new.texts, 'title', 1, 200, 'description', 2000) then
    raise exception 'invalid_texts' using errcode = '23514', constraint = 'concerts_texts_check';
  end if;
  new.title := new.texts -> 'en' ->> 'title';
  -- A missing starts_at is left to its own NOT NULL constraint.
  if new.starts_at is not null then
    new.starts_on := (new.starts_at at time zone new.time_zone)::date;
  end if;
  if new.artist_id is not null then
    -- Not found: the foreign key refuses the row next.
    new.artist := coalesce((select a.name from public.artists a where a.id = new.artist_id), new.artist);
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  return new;
end
$$;
revoke execute on function private.concerts_before_write() from public;
create trigger concerts_before_write before insert or update on public.concerts
  for each row execute function private.concerts_before_write();

-- Raises 23514 'invalid_texts'; stamps updated_at.
create function private.artists_before_write() returns trigger
  language plpgsql volatile security invoker set search_path = ''
as $$
begin
  if not private.localized_texts_ok(new.texts, 'tagline', 0, 200, 'bio', 4000) then
    raise exception 'invalid_texts' using errcode = '23514', constraint = 'artists_texts_check';
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  return new;
end
$$;
revoke execute on function private.artists_before_write() from public;
create trigger artists_before_write before insert or update on public.artists
  for each row execute function private.artists_before_write();

-- A renamed artist is renamed on their concerts. SECURITY DEFINER: writes a column the admin does not name.
create function private.artists_rename_concerts() returns trigger
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  update public.concerts c set artist = new.name where c.artist_id = new.id and c.artist is distinct from new.name;
  return null;
end
$$;
revoke execute on function private.artists_rename_concerts() from public;
create trigger artists_rename_concerts after update of name on public.artists
  for each row when (old.name is distinct from new.name) execute function private.artists_rename_concerts();

-- ─── Who reads and writes the programme ────────────────────────────────────────────────────────────────
-- The public reads what is published; an admin with a second factor (public.is_admin) reads drafts too and
-- writes. One policy per command (an admin `for all` policy would overlap the SELECT policy: the linter's
-- multiple_permissive_policies). Deleting a concert that has reservations is refused (23503): unpublish it.
drop policy "Concerts are public" on public.concerts;
drop policy "Admins with a second factor set the per-address cap" on public.concerts;
do $$
declare
  programme_table text;
begin
  foreach programme_table in array array['concerts', 'artists'] loop
    execute format('create policy "Published rows are public; admins read drafts" on public.%I for select to anon, authenticated
                      using (published or (select public.is_admin()))', programme_table);
    execute format('create policy "Admins with a second factor add" on public.%I for insert to authenticated
                      with check ((select public.is_admin()))', programme_table);
    execute format('create policy "Admins with a second factor change" on public.%I for update to authenticated
                      using ((select public.is_admin())) with check ((select public.is_admin()))', programme_table);
    execute format('create policy "Admins with a second factor delete" on public.%I for delete to authenticated
                      using ((select public.is_admin()))', programme_table);
    execute format('revoke all on public.%I from anon, authenticated', programme_table);
    execute format('grant select on public.%I to anon, authenticated', programme_table);
    execute format('grant delete on public.%I to authenticated', programme_table);
  end loop;
end
$$;
-- The columns an admin writes. Not: registered (reserve_spots counts it), views, created_at, updated_at (the
-- server's). title and starts_on may be sent (the trigger replaces them).
grant insert (id, texts, title, starts_on, artist_id, artist, venue, time_zone, starts_at, ends_at, genre, capacity, price_cents, currency,
              poster_url, stream_url, stream_layout, captions, youtube_id, max_spots_per_address, published)
  on public.concerts to authenticated;
grant update (id, texts, title, starts_on, artist_id, artist, venue, time_zone, starts_at, ends_at, genre, capacity, price_cents, currency,
              poster_url, stream_url, stream_layout, captions, youtube_id, max_spots_per_address, published)
  on public.concerts to authenticated;
grant insert (id, name, genre, hometown, country, texts, poster_url, video_host, video_id, video_song, links, published)
  on public.artists to authenticated;
grant update (id, name, genre, hometown, country, texts, poster_url, video_host, video_id, video_song, links, published)
  on public.artists to authenticated;

-- An unpublished concert takes no reservations: reserve_spots answers as for an unknown one. Otherwise as in
-- 20261124000100_hardening.sql.
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
  -- A variable rather than the parameter: inside the query below, contact_email would also name the column.
  address text := contact_email;
  address_may_add bigint;
begin
  -- The row lock serialises reservations of one concert: without it, two callers can both read the
  -- same count (or the same address's spots) and both succeed past the limit.
  select c.capacity, c.registered, c.starts_at, c.max_spots_per_address into seats, taken, starts, per_address
    from public.concerts c where c.id = concert and c.published
    for update;
  if not found then
    raise exception 'unknown_concert' using errcode = 'P0002';
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

-- ─── Submissions: a status admins set ──────────────────────────────────────────────────────────────────
-- Senders cannot choose it (their INSERT grant names the form's columns only); an admin with a second
-- factor updates it and nothing else (the column grant), on rows they can read.
do $$
declare
  form_table text;
begin
  foreach form_table in array array['pilot_requests', 'contact_messages', 'bookings', 'waitlist_signups'] loop
    execute format('alter table public.%I add column status text not null default ''new''
                      constraint %I check (status in (''new'', ''contacted'', ''closed''))', form_table, form_table || '_status_check');
    execute format('grant update (status) on public.%I to authenticated', form_table);
    execute format('create policy "Admins with a second factor set the status" on public.%I for update to authenticated
                      using ((select public.is_admin())) with check ((select public.is_admin()))', form_table);
  end loop;
end
$$;

-- ─── Bookings name a concert ───────────────────────────────────────────────────────────────────────────
-- 'Book now' on a concert's card carries it into the booking form. Only a published concert that has not
-- started: raises P0001 'concert_not_bookable' (an unknown id too, so a draft's id is not confirmed).
alter table public.bookings add column concert_id text references public.concerts (id) on delete set null;
create index bookings_concert_id_idx on public.bookings (concert_id);
grant insert (concert_id) on public.bookings to anon, authenticated;

-- SECURITY DEFINER: the same answer whoever sends (a draft stays unknown to anyone).
create function private.bookings_concert_bookable() returns trigger
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if new.concert_id is not null and not exists (
    select from public.concerts c where c.id = new.concert_id and c.published and c.starts_at > now()
  ) then
    raise exception 'concert_not_bookable' using errcode = 'P0001';
  end if;
  return new;
end
$$;
revoke execute on function private.bookings_concert_bookable() from public;
create trigger bookings_concert_bookable before insert or update of concert_id on public.bookings
  for each row execute function private.bookings_concert_bookable();

-- ─── Posters in Storage ────────────────────────────────────────────────────────────────────────────────
-- Public to read (${SUPABASE_URL}/storage/v1/object/public/posters/<name>); Storage refuses files over 2 MiB
-- or of another type before its policies are asked.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('posters', 'posters', true, 2097152, array['image/jpeg', 'image/png', 'image/webp'])
  on conflict (id) do update
    set public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

-- Only admins with a second factor write, only image names. Reading needs no policy (a public bucket's files
-- are served without one); admins list the bucket (and an upsert reads the row it replaces).
create policy "Posters: admins with a second factor list" on storage.objects
  for select to authenticated using (bucket_id = 'posters' and (select public.is_admin()));
create policy "Posters: admins with a second factor upload images" on storage.objects
  for insert to authenticated with check (
    bucket_id = 'posters' and (select public.is_admin())
    and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp'));
create policy "Posters: admins with a second factor replace images" on storage.objects
  for update to authenticated
  using (bucket_id = 'posters' and (select public.is_admin()))
  with check (bucket_id = 'posters' and (select public.is_admin()) and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp'));
create policy "Posters: admins with a second factor delete" on storage.objects
  for delete to authenticated using (bucket_id = 'posters' and (select public.is_admin()));

-- ─── The audit log ─────────────────────────────────────────────────────────────────────────────────────
-- One row per change of a concert, an artist, a poster (storage.objects in bucket posters) or a
-- submission's status: who (auth.uid() and the JWT's e-mail; null for the SQL editor and the seed), when,
-- what (insert and delete: the row; update: the changed columns only, { col: { from, to } }). Written only
-- by the SECURITY DEFINER trigger below; admins with a second factor read it; nobody changes it through the
-- API (no INSERT, UPDATE, DELETE or TRUNCATE for any API role).
create table public.admin_audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor uuid,
  actor_email text,
  action text not null check (action in ('insert', 'update', 'delete')),
  -- 'concerts', 'artists', 'pilot_requests' …; 'storage.objects' for posters.
  table_name text not null,
  -- The row's id; a poster's object name.
  row_id text not null,
  changes jsonb not null
);
create index admin_audit_log_at_id_idx on public.admin_audit_log (at desc, id desc);
create index admin_audit_log_table_name_row_id_idx on public.admin_audit_log (table_name, row_id);
alter table public.admin_audit_log enable row level security;
create policy "Admins with a second factor read" on public.admin_audit_log
  for select to authenticated using ((select public.is_admin()));
revoke all on public.admin_audit_log from anon, authenticated, service_role;
grant select on public.admin_audit_log to authenticated, service_role;
revoke all on sequence public.admin_audit_log_id_seq from anon, authenticated, service_role;

-- AFTER INSERT, UPDATE or DELETE, for each row. tg_argv: the column that identifies the row, then columns
-- whose changes are not worth a record (reserve_spots' registered count, updated_at); an update that changed
-- nothing else writes nothing.
create function private.audit_change() returns trigger
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  ignored text[] := tg_argv[1:];
  before jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  after jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  changes jsonb;
begin
  if tg_op = 'UPDATE' then
    select jsonb_object_agg(a.key, jsonb_build_object('from', b.value, 'to', a.value)) into changes
      from jsonb_each(after) a join jsonb_each(before) b on b.key = a.key
     where a.value is distinct from b.value and not a.key = any(ignored);
    if changes is null then
      return null;
    end if;
  else
    changes := coalesce(after, before);
  end if;
  insert into public.admin_audit_log (actor, actor_email, action, table_name, row_id, changes)
    values (auth.uid(), nullif(auth.jwt() ->> 'email', ''), lower(tg_op),
            case when tg_table_schema = 'public' then tg_table_name else tg_table_schema || '.' || tg_table_name end,
            coalesce(after, before) ->> tg_argv[0], changes);
  return null;
end
$$;
revoke execute on function private.audit_change() from public;

create trigger audit_change after insert or update or delete on public.concerts
  for each row execute function private.audit_change('id', 'registered', 'updated_at');
create trigger audit_change after insert or update or delete on public.artists
  for each row execute function private.audit_change('id', 'updated_at');
do $$
declare
  form_table text;
begin
  foreach form_table in array array['pilot_requests', 'contact_messages', 'bookings', 'waitlist_signups'] loop
    -- Only the status: senders' own inserts are not admin changes, and the personal data stays out of the log.
    execute format('create trigger audit_status after update of status on public.%I for each row
                      when (old.status is distinct from new.status) execute function private.audit_change(%L)', form_table, 'id');
  end loop;
end
$$;
create trigger audit_poster_insert after insert on storage.objects
  for each row when (new.bucket_id = 'posters') execute function private.audit_change('name', 'updated_at', 'last_accessed_at');
create trigger audit_poster_update after update on storage.objects
  for each row when (old.bucket_id = 'posters' or new.bucket_id = 'posters')
  execute function private.audit_change('name', 'updated_at', 'last_accessed_at');
create trigger audit_poster_delete after delete on storage.objects
  for each row when (old.bucket_id = 'posters') execute function private.audit_change('name', 'updated_at', 'last_accessed_at');
