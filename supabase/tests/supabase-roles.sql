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

-- What Supabase's database linter (`supabase db advisors`, supabase/tests/advisors.test.ts) reads besides our
-- schema: the schemas the API exposes (PostgREST's db_schemas; config.toml's api.schemas) and Storage's
-- tables, which every project has (empty stand-ins: this project stores no files).
do $$
begin
  execute format('alter database %I set pgrst.db_schemas = %L', current_database(), 'public');
end
$$;
create schema if not exists storage;
create table if not exists storage.buckets (id text primary key, name text not null unique, owner uuid, public boolean default false,
  created_at timestamptz default now(), updated_at timestamptz default now());
create table if not exists storage.objects (id uuid primary key default gen_random_uuid(), bucket_id text references storage.buckets (id),
  name text, owner uuid, metadata jsonb, created_at timestamptz default now(), updated_at timestamptz default now());
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

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
