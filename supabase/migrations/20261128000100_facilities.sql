-- Care facilities as accounts (issue 25, points 1 and 2): a manager registers a hospital, care home or
-- home-care team, which stays pending until an admin verifies it; the manager invites staff by e-mail, changes
-- their roles and removes them. Roles live only in public.facility_members, which nobody writes through the
-- API: user_metadata (the user's own) counts for nothing. Every write goes through the functions below, as
-- public SECURITY INVOKER wrappers over SECURITY DEFINER bodies in `private` (the pattern of reserve_spots in
-- 20261124000100_hardening.sql). Every policy and function reads the memberships as they are at that moment,
-- so a removed member loses access with their very next request. The contract for the front end:
-- supabase/README.md ('Care facilities').

-- ─── Kinds, states and roles ───────────────────────────────────────────────────────────────────────────
create type public.facility_kind as enum ('hospital', 'care_home', 'home_care', 'other');
create type public.facility_status as enum ('pending', 'verified', 'suspended');
create type public.facility_role as enum ('manager', 'staff');

-- ─── Limits ────────────────────────────────────────────────────────────────────────────────────────────
-- Changed in the SQL editor, e.g. update private.facility_limits set registrations_per_user_per_day = 5;
create table private.facility_limits (
  singleton boolean primary key default true check (singleton),
  -- Facilities one account registers in 24 hours: a genuine manager registers one, an agency a few.
  registrations_per_user_per_day integer not null check (registrations_per_user_per_day > 0),
  -- Invitations of one facility that are open (neither accepted nor expired) at once.
  open_invitations_per_facility integer not null check (open_invitations_per_facility > 0)
);
insert into private.facility_limits values (true, 3, 50);
revoke all on private.facility_limits from public, anon, authenticated, service_role;

-- ─── Tables ────────────────────────────────────────────────────────────────────────────────────────────
create table public.facilities (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint facilities_name_check
    check (public.form_text_length(name) between 1 and 200 and public.form_text_ok(name, 200, false)),
  kind public.facility_kind not null,
  address text not null constraint facilities_address_check
    check (public.form_text_length(address) between 1 and 300 and public.form_text_ok(address, 300, false)),
  -- ISO 3166-1 alpha-2; pages name it in the visitor's language.
  country text not null constraint facilities_country_check check (country ~ '^[A-Z]{2}$'),
  -- Checked by the trigger below (a CHECK cannot ask the server's zone data): the .ics files use it.
  time_zone text not null,
  -- Optional, for planning visits; bounded so that a typo of extra zeros is refused.
  residents integer constraint facilities_residents_check check (residents between 1 and 50000),
  headsets integer constraint facilities_headsets_check check (headsets between 1 and 5000),
  invoice_email public.email_address not null,
  status public.facility_status not null default 'pending',
  -- What the admin told the manager (why suspended, what is missing); shown to the facility's members.
  status_reason text constraint facilities_status_reason_check
    check (public.form_text_length(status_reason) between 1 and 500 and public.form_text_ok(status_reason, 500, false)),
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  created_by uuid
);
create index facilities_created_by_created_at_idx on public.facilities (created_by, created_at);
create index facilities_status_created_at_idx on public.facilities (status, created_at);

create table public.facility_members (
  facility_id uuid not null references public.facilities (id) on delete cascade,
  user_id uuid not null,
  role public.facility_role not null,
  -- The JWT's e-mail when they joined, so the manager sees who joined (auth.users is not readable).
  email text constraint facility_members_email_check check (char_length(email) <= 320),
  joined_at timestamptz not null default now(),
  primary key (facility_id, user_id)
);
create index facility_members_user_id_idx on public.facility_members (user_id);

create table public.facility_invitations (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null references public.facilities (id) on delete cascade,
  email public.email_address not null,
  role public.facility_role not null,
  invited_by uuid,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  accepted_by uuid
);
-- One unaccepted invitation per facility and address: inviting again renews it (new role, seven more days).
create unique index facility_invitations_open_key on public.facility_invitations (facility_id, lower(email)) where accepted_at is null;
create index facility_invitations_email_idx on public.facility_invitations (lower(email)) where accepted_at is null;

-- ─── Who the caller is ─────────────────────────────────────────────────────────────────────────────────
-- The caller's id; raises P0001 'sign_in_first' unless signed in with a real (not anonymous) account.
create function private.signed_in_person() returns uuid
  language plpgsql stable security invoker set search_path = ''
as $$
begin
  if auth.uid() is null or (auth.jwt() ->> 'is_anonymous')::boolean is true then
    raise exception 'sign_in_first' using errcode = 'P0001';
  end if;
  return auth.uid();
end
$$;
revoke execute on function private.signed_in_person() from public;

-- The JWT's e-mail in lower case (Auth stores it so; the comparison stays case-insensitive anyway), or null.
create function private.jwt_email() returns text
  language sql stable security invoker set search_path = ''
as $$
  select nullif(lower(auth.jwt() ->> 'email'), '')
$$;
revoke execute on function private.jwt_email() from public;

-- The facilities the caller belongs to (only those they manage, when asked): the policies' one question.
-- SECURITY DEFINER so that the policy on facility_members can ask it without asking itself.
create function private.my_facility_ids(managers_only boolean) returns setof uuid
  language sql stable security definer set search_path = ''
as $$
  select m.facility_id from public.facility_members m
   where m.user_id = auth.uid() and (not managers_only or m.role = 'manager')
$$;
revoke execute on function private.my_facility_ids(boolean) from public;
grant execute on function private.my_facility_ids(boolean) to authenticated;

-- The facility's row, locked against other membership changes (not against references to it), when the
-- caller manages it; raises P0001 'not_manager' otherwise (an unknown facility too: a stranger learns nothing).
-- Locked before the role is read, so two managers demoting or removing each other take turns and the second
-- sees the first's change.
create function private.managed_facility(facility uuid) returns public.facilities
  language plpgsql volatile security invoker set search_path = ''
as $$
declare
  managed public.facilities;
begin
  select * into managed from public.facilities f where f.id = facility for no key update;
  if not found or not exists (
    select from public.facility_members m where m.facility_id = facility and m.user_id = auth.uid() and m.role = 'manager'
  ) then
    raise exception 'not_manager' using errcode = 'P0001';
  end if;
  return managed;
end
$$;
revoke execute on function private.managed_facility(uuid) from public;

-- ─── Row-level security ────────────────────────────────────────────────────────────────────────────────
-- One SELECT policy per table (the linter's multiple_permissive_policies); no INSERT, UPDATE, DELETE or
-- TRUNCATE for any API role; anon reads nothing.
alter table public.facilities enable row level security;
create policy "Members read their facilities, admins all" on public.facilities
  for select to authenticated using (id in (select private.my_facility_ids(false)) or (select public.is_admin()));
alter table public.facility_members enable row level security;
create policy "Members read their facilities' members, admins all" on public.facility_members
  for select to authenticated using (facility_id in (select private.my_facility_ids(false)) or (select public.is_admin()));
alter table public.facility_invitations enable row level security;
create policy "Managers read their facilities' invitations, admins all" on public.facility_invitations
  for select to authenticated using (facility_id in (select private.my_facility_ids(true)) or (select public.is_admin()));
revoke all on public.facilities, public.facility_members, public.facility_invitations from anon, authenticated, service_role;
grant select on public.facilities, public.facility_members, public.facility_invitations to authenticated, service_role;

-- ─── Triggers ──────────────────────────────────────────────────────────────────────────────────────────
-- Refuses a zone JavaScript's Intl would not know (22023 'invalid_time_zone', as for concerts; the server's
-- own zone data decides, see private.is_time_zone) and stamps verified_at whenever the status becomes
-- verified, by the admin function or in the SQL editor alike.
create function private.facilities_before_write() returns trigger
  language plpgsql volatile security invoker set search_path = ''
as $$
begin
  if new.time_zone is null or not private.is_time_zone(new.time_zone) then
    raise exception 'invalid_time_zone' using errcode = '22023', detail = coalesce(new.time_zone, 'null');
  end if;
  if new.status = 'verified' and (tg_op = 'INSERT' or old.status is distinct from 'verified') then
    new.verified_at := now();
  end if;
  return new;
end
$$;
revoke execute on function private.facilities_before_write() from public;
create trigger facilities_before_write before insert or update on public.facilities
  for each row execute function private.facilities_before_write();

-- The audit log (public.admin_audit_log, 20261126000100_programme.sql) for facilities and memberships, as
-- private.audit_change writes it, but without personal data that must go when a facility is deleted:
-- tg_argv[0] names the row's id column, the rest the columns left out of the record (an e-mail; a home-care
-- team's address may be someone's home). The actor's e-mail is recorded for admins only: a member's own
-- e-mail would outlive their membership in the log; their id stays.
create function private.audit_facility_change() returns trigger
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  left_out text[] := tg_argv[1:];
  before jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) - left_out end;
  after jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) - left_out end;
  changes jsonb;
begin
  if tg_op = 'UPDATE' then
    select jsonb_object_agg(a.key, jsonb_build_object('from', b.value, 'to', a.value)) into changes
      from jsonb_each(after) a join jsonb_each(before) b on b.key = a.key
     where a.value is distinct from b.value;
    if changes is null then
      return null;
    end if;
  else
    changes := coalesce(after, before);
  end if;
  insert into public.admin_audit_log (actor, actor_email, action, table_name, row_id, changes)
    values (auth.uid(), case when public.is_admin() then nullif(auth.jwt() ->> 'email', '') end, lower(tg_op), tg_table_name,
            coalesce(after, before) ->> tg_argv[0], changes);
  return null;
end
$$;
revoke execute on function private.audit_facility_change() from public;
create trigger audit_change after insert or update or delete on public.facilities
  for each row execute function private.audit_facility_change('id', 'address', 'invoice_email');
-- row_id: the facility's id, so that one facility's history is one lookup; user_id is in the changes.
create trigger audit_change after insert or update or delete on public.facility_members
  for each row execute function private.audit_facility_change('facility_id', 'email');

-- ─── Registering and verifying ─────────────────────────────────────────────────────────────────────────
-- Returns the new facility's id; the caller becomes its manager. Raises 'sign_in_first'; P0001
-- 'registration_limit' (DETAIL: the cap) past the registrations of 24 hours; 22023 'invalid_time_zone';
-- 23514 for a text, country, number or e-mail out of its rule. One registration per caller at a time, so
-- that concurrent calls count one another.
create function private.register_facility(
  name text, kind public.facility_kind, address text, country text, time_zone text, residents integer, headsets integer, invoice_email text
) returns uuid
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  caller uuid := private.signed_in_person();
  cap integer;
  registered uuid;
begin
  perform pg_advisory_xact_lock(hashtext('register_facility'), hashtext(caller::text));
  select l.registrations_per_user_per_day into cap from private.facility_limits l;
  if (select count(*) from public.facilities f where f.created_by = caller and f.created_at > now() - interval '24 hours') >= cap then
    raise exception 'registration_limit' using errcode = 'P0001', detail = format('%s', cap);
  end if;
  insert into public.facilities (name, kind, address, country, time_zone, residents, headsets, invoice_email, created_by)
    values (register_facility.name, register_facility.kind, register_facility.address, register_facility.country,
            register_facility.time_zone, register_facility.residents, register_facility.headsets, register_facility.invoice_email, caller)
    returning id into registered;
  insert into public.facility_members (facility_id, user_id, role, email) values (registered, caller, 'manager', private.jwt_email());
  return registered;
end
$$;
revoke execute on function private.register_facility(text, public.facility_kind, text, text, text, integer, integer, text) from public;
grant execute on function private.register_facility(text, public.facility_kind, text, text, text, integer, integer, text) to anon, authenticated;

-- Raises P0001 'not_admin' unless the caller is an admin with a second factor; P0002 'unknown_facility'. A blank
-- reason clears it. Each change is in the audit log (the trigger), with the admin as actor.
create function private.admin_set_facility_status(facility uuid, status public.facility_status, reason text) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'not_admin' using errcode = 'P0001';
  end if;
  update public.facilities f
     set status = admin_set_facility_status.status,
         status_reason = case when public.form_text_length(reason) > 0 then reason end
   where f.id = facility;
  if not found then
    raise exception 'unknown_facility' using errcode = 'P0002';
  end if;
end
$$;
revoke execute on function private.admin_set_facility_status(uuid, public.facility_status, text) from public;
grant execute on function private.admin_set_facility_status(uuid, public.facility_status, text) to anon, authenticated;

-- The caller's facilities and their role in each, by name (none for anyone not signed in with an account).
create function private.my_facilities()
  returns table (id uuid, name text, status public.facility_status, role public.facility_role)
  language sql stable security definer set search_path = ''
as $$
  select f.id, f.name, f.status, m.role
    from public.facility_members m join public.facilities f on f.id = m.facility_id
   where m.user_id = auth.uid()
   order by f.name, f.id
$$;
revoke execute on function private.my_facilities() from public;
grant execute on function private.my_facilities() to anon, authenticated;

-- ─── The API's functions ───────────────────────────────────────────────────────────────────────────────
-- Run as the caller and only forward to the bodies above (not reachable through the API themselves). anon
-- may call them too, only to be told 'sign_in_first' (an expired session), as with the group sessions'.
create function public.register_facility(
  name text, kind public.facility_kind, address text, country text, time_zone text, residents integer, headsets integer, invoice_email text
) returns uuid
  language sql volatile security invoker set search_path = ''
as $$ select private.register_facility(name, kind, address, country, time_zone, residents, headsets, invoice_email) $$;
create function public.admin_set_facility_status(facility uuid, status public.facility_status, reason text) returns void
  language sql volatile security invoker set search_path = ''
as $$ select private.admin_set_facility_status(facility, status, reason) $$;
create function public.my_facilities() returns table (id uuid, name text, status public.facility_status, role public.facility_role)
  language sql stable security invoker set search_path = ''
as $$ select * from private.my_facilities() $$;
revoke execute on function public.register_facility(text, public.facility_kind, text, text, text, integer, integer, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_set_facility_status(uuid, public.facility_status, text) from public, anon, authenticated, service_role;
revoke execute on function public.my_facilities() from public, anon, authenticated, service_role;
grant execute on function public.register_facility(text, public.facility_kind, text, text, text, integer, integer, text) to anon, authenticated;
grant execute on function public.admin_set_facility_status(uuid, public.facility_status, text) to anon, authenticated;
grant execute on function public.my_facilities() to anon, authenticated;
