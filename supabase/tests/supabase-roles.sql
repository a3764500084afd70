-- What a Supabase project has before our migrations run, recreated for a plain PostgreSQL server in tests:
-- the API roles and the auth helpers that read the per-request JWT claims (as PostgREST sets them).
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end
$$;
grant anon, authenticated, service_role to current_user;
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;
-- Supabase's default: whatever the migrations create in public is granted in full to the API roles
-- (config.toml's api.auto_expose_new_tables), so the migrations must revoke what they do not mean to give.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- current_setting(…, true) is '' (not null) once a transaction-local setting has reverted: hence nullif.
create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;
create or replace function auth.uid() returns uuid language sql stable as $$
  select nullif(auth.jwt() ->> 'sub', '')::uuid
$$;
create or replace function auth.role() returns text language sql stable as $$
  select nullif(auth.jwt() ->> 'role', '')
$$;

-- Supabase Auth's accounts (auth.users), reduced to the columns our functions read, with their names and types
-- as in Auth's own migrations. Auth stores an e-mail in lower case; only one account that is not an SSO user may
-- hold an address (Auth's users_email_partial_key). The API roles may not read it, as in a project.
create table if not exists auth.users (
  id uuid primary key,
  email character varying(255),
  is_sso_user boolean not null default false,
  is_anonymous boolean not null default false,
  email_confirmed_at timestamptz,
  banned_until timestamptz,
  deleted_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create unique index if not exists users_email_partial_key on auth.users (email) where is_sso_user = false;
revoke all on auth.users from anon, authenticated;

-- What Supabase's database linter (`supabase db advisors`, supabase/tests/advisors.test.ts) reads besides our
-- schema: the schemas the API exposes (PostgREST's db_schemas; config.toml's api.schemas).
do $$
begin
  execute format('alter database %I set pgrst.db_schemas = %L', current_database(), 'public');
end
$$;

-- Supabase Storage's tables and helpers (a project's `storage` schema, reduced to what our migrations and
-- policies use; column names and types as in Storage's own migrations). The Storage server connects with the
-- caller's role and JWT claims set, as PostgREST does, and writes storage.objects under row-level security:
-- an upload is an INSERT (an upsert an INSERT … ON CONFLICT UPDATE), a removal a DELETE. The API roles hold
-- every privilege on these tables; the policies decide. A bucket's `file_size_limit` and
-- `allowed_mime_types` are checked by the Storage server against the request before it writes the row; the
-- trigger `storage.enforce_bucket_limits` below (not in Supabase) stands in for that check so the tests
-- can see it, on the row's metadata (`size`, `mimetype`) as Storage records them.
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;
create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  user_metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  constraint objects_bucketid_objname unique (bucket_id, name)
);
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

-- Storage's helpers for policies, as Storage defines them: the folders of a name, its last part, and the
-- text after the last dot of that part (the whole part when it has no dot).
create or replace function storage.foldername(name text) returns text[] language plpgsql as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;
create or replace function storage.filename(name text) returns text language plpgsql as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;
create or replace function storage.extension(name text) returns text language plpgsql as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

-- Not in Supabase: the Storage server refuses an upload over the bucket's file_size_limit (HTTP 413,
-- 'EntityTooLarge') or of a type outside allowed_mime_types (HTTP 415, 'InvalidMimeType', where 'image/*'
-- allows any image type) before any row is written. The tests write the row as Storage would, with the
-- metadata it records, and this trigger refuses it with the same names.
-- SECURITY DEFINER: the bucket's row is not readable to the caller (as for the Storage server's own read).
create or replace function storage.enforce_bucket_limits() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  bucket storage.buckets;
  size bigint := (new.metadata ->> 'size')::bigint;
  mimetype text := new.metadata ->> 'mimetype';
begin
  select * into bucket from storage.buckets b where b.id = new.bucket_id;
  if bucket.file_size_limit is not null and size > bucket.file_size_limit then
    raise exception 'EntityTooLarge' using errcode = 'P0001', detail = 'The object exceeded the maximum allowed size';
  end if;
  if bucket.allowed_mime_types is not null and not exists (
    select from unnest(bucket.allowed_mime_types) allowed
     where allowed = mimetype or (allowed like '%/*' and split_part(mimetype, '/', 1) = split_part(allowed, '/', 1))
  ) then
    raise exception 'InvalidMimeType' using errcode = 'P0001', detail = format('mime type %s is not supported', coalesce(mimetype, 'none'));
  end if;
  return new;
end
$$;
create or replace trigger enforce_bucket_limits before insert or update on storage.objects
  for each row execute function storage.enforce_bucket_limits();

-- Realtime's table and topic helper (a Supabase project's `realtime` schema, reduced to what its Authorization
-- reads). On joining a private channel, Realtime sets the role, the JWT's claims and `realtime.topic` (the
-- channel's topic) for one transaction, then checks whether the joiner may SELECT (receive) and INSERT (send)
-- rows of realtime.messages for that topic with extension 'broadcast' or 'presence'. The policies on this
-- table are the project's own (supabase/migrations). The real table is partitioned by day and its id is a
-- uuid; neither matters to the policies.
create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;
create table if not exists realtime.messages (
  id bigserial primary key,
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamptz not null default now(),
  inserted_at timestamptz not null default now()
);
alter table realtime.messages enable row level security;
grant select, insert on realtime.messages to authenticated;
grant usage on sequence realtime.messages_id_seq to authenticated;
create or replace function realtime.topic() returns text language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')
$$;

-- Realtime's 'Broadcast from the database' (a Supabase project's realtime.send, as Realtime's own migration
-- defines it): the row it inserts into realtime.messages is what Realtime broadcasts on the topic, to the
-- clients whose SELECT policy lets them receive it. Any failure is only a warning, as there.
create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true) returns void
  language plpgsql
as $$
begin
  begin
    execute format('set local realtime.topic to %L', topic);
    insert into realtime.messages (payload, event, topic, private, extension)
      values (case when payload ? 'id' then payload else payload || jsonb_build_object('id', gen_random_uuid()) end,
              event, topic, private, 'broadcast');
  exception when others then
    raise warning 'WarnSendingBroadcastMessage: %', sqlerrm;
  end;
end
$$;
