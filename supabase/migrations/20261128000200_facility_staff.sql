-- Care facilities' staff (issue 25, point 2): a manager invites by e-mail, the invitee accepts with a session
-- for that address, the manager changes roles and removes members, a member leaves; a facility is never left
-- without a manager. The tables, their policies and private.managed_facility: 20261128000100_facilities.sql.
-- The contract for the front end: supabase/README.md ('Care facilities').

-- ─── Staff ─────────────────────────────────────────────────────────────────────────────────────────────
-- Returns the invitation's id. The e-mail itself is sent by the site through Supabase Auth (a magic link to
-- the address); the invitee signs in with that address and accepts. Raises 'sign_in_first', 'not_manager';
-- P0001 'facility_suspended'; 'already_member' (someone joined with that address); 'invitation_limit' (DETAIL:
-- the cap) with that many open; 23514 for an address out of the e-mail rule (lower case, as the forms send).
-- Inviting an address again renews its open invitation (the role given now, seven more days) and returns it.
create function private.invite_facility_member(facility uuid, email text, role public.facility_role) returns uuid
  language plpgsql volatile security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := private.signed_in_person();
  managed public.facilities := private.managed_facility(facility);
  address text := invite_facility_member.email;
  cap integer;
  invited uuid;
begin
  if managed.status = 'suspended' then
    raise exception 'facility_suspended' using errcode = 'P0001';
  end if;
  if exists (select from public.facility_members m where m.facility_id = managed.id and lower(m.email) = lower(address)) then
    raise exception 'already_member' using errcode = 'P0001';
  end if;
  select l.open_invitations_per_facility into cap from private.facility_limits l;
  if (select count(*) from public.facility_invitations i
       where i.facility_id = managed.id and i.accepted_at is null and i.expires_at > now() and lower(i.email) <> lower(address)) >= cap then
    raise exception 'invitation_limit' using errcode = 'P0001', detail = format('%s', cap);
  end if;
  insert into public.facility_invitations as i (facility_id, email, role, invited_by)
    values (managed.id, address, invite_facility_member.role, caller)
    on conflict (facility_id, lower(email)) where accepted_at is null
    do update set role = excluded.role, invited_by = excluded.invited_by, created_at = now(), expires_at = now() + interval '7 days'
    returning i.id into invited;
  return invited;
end
$$;
revoke execute on function private.invite_facility_member(uuid, text, public.facility_role) from public;
grant execute on function private.invite_facility_member(uuid, text, public.facility_role) to anon, authenticated;

-- The open invitations (neither accepted nor expired) to the caller's e-mail, with the facility's name, which
-- the invitee may not read yet. None for a caller without an e-mail in their JWT (anonymous headsets).
create function private.my_facility_invitations()
  returns table (id uuid, facility_id uuid, facility_name text, role public.facility_role, expires_at timestamptz)
  language sql stable security definer set search_path = ''
as $$
  select i.id, i.facility_id, f.name, i.role, i.expires_at
    from public.facility_invitations i join public.facilities f on f.id = i.facility_id
   where lower(i.email) = private.jwt_email() and i.accepted_at is null and i.expires_at > now()
   order by i.created_at, i.id
$$;
revoke execute on function private.my_facility_invitations() from public;
grant execute on function private.my_facility_invitations() to anon, authenticated;

-- Returns the facility's id; the caller is a member with the invitation's role from now on (one already a
-- member keeps their role). Raises 'sign_in_first'; P0002 'unknown_invitation'; P0001 'wrong_email' (the
-- JWT's e-mail is not the invitation's, in any case), 'invitation_used' (accepted already, by anyone),
-- 'invitation_expired'. The row lock makes a second, concurrent acceptance wait and then see the first.
create function private.accept_facility_invitation(invitation uuid) returns uuid
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  caller uuid := private.signed_in_person();
  invited public.facility_invitations;
begin
  select * into invited from public.facility_invitations i where i.id = invitation for update;
  if not found then
    raise exception 'unknown_invitation' using errcode = 'P0002';
  end if;
  if private.jwt_email() is distinct from lower(invited.email) then
    raise exception 'wrong_email' using errcode = 'P0001';
  end if;
  if invited.accepted_at is not null then
    raise exception 'invitation_used' using errcode = 'P0001';
  end if;
  if invited.expires_at <= now() then
    raise exception 'invitation_expired' using errcode = 'P0001';
  end if;
  insert into public.facility_members (facility_id, user_id, role, email)
    values (invited.facility_id, caller, invited.role, private.jwt_email())
    on conflict (facility_id, user_id) do nothing;
  update public.facility_invitations i set accepted_at = now(), accepted_by = caller where i.id = invitation;
  return invited.facility_id;
end
$$;
revoke execute on function private.accept_facility_invitation(uuid) from public;
grant execute on function private.accept_facility_invitation(uuid) to anon, authenticated;

-- The member's role, locked; raises P0002 'unknown_member' when `member` is not a member of the facility, and
-- P0001 'last_manager' when `losing` (the manager role is being taken away) would leave it without one.
-- Callers hold the facility's row lock (private.managed_facility), so two such changes never both pass.
create function private.changed_member(facility uuid, member uuid, losing_manager boolean) returns public.facility_role
  language plpgsql volatile security invoker set search_path = ''
as $$
declare
  was public.facility_role;
begin
  select m.role into was from public.facility_members m where m.facility_id = facility and m.user_id = member for update;
  if not found then
    raise exception 'unknown_member' using errcode = 'P0002';
  end if;
  if was = 'manager' and losing_manager
     and (select count(*) from public.facility_members m where m.facility_id = facility and m.role = 'manager') <= 1 then
    raise exception 'last_manager' using errcode = 'P0001';
  end if;
  return was;
end
$$;
revoke execute on function private.changed_member(uuid, uuid, boolean) from public;

-- Managers only. Raises 'sign_in_first', 'not_manager', 'unknown_member', 'last_manager'.
create function private.set_facility_member_role(facility uuid, member uuid, role public.facility_role) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.signed_in_person();
  perform private.managed_facility(facility);
  perform private.changed_member(facility, member, set_facility_member_role.role <> 'manager');
  update public.facility_members m set role = set_facility_member_role.role where m.facility_id = facility and m.user_id = member;
end
$$;
revoke execute on function private.set_facility_member_role(uuid, uuid, public.facility_role) from public;
grant execute on function private.set_facility_member_role(uuid, uuid, public.facility_role) to anon, authenticated;

-- Managers remove anyone; a member removes themselves. Raises 'sign_in_first', 'not_manager' (removing someone
-- else without managing the facility), 'unknown_member', 'last_manager'.
create function private.remove_facility_member(facility uuid, member uuid) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  if member is distinct from private.signed_in_person() then
    perform private.managed_facility(facility);
  else
    -- Leaving takes the same lock as a manager's change, so the last two managers cannot both leave.
    perform from public.facilities f where f.id = facility for no key update;
  end if;
  perform private.changed_member(facility, member, true);
  delete from public.facility_members m where m.facility_id = facility and m.user_id = member;
end
$$;
revoke execute on function private.remove_facility_member(uuid, uuid) from public;
grant execute on function private.remove_facility_member(uuid, uuid) to anon, authenticated;

-- ─── The API's functions ───────────────────────────────────────────────────────────────────────────────
-- Run as the caller and only forward to the bodies above (not reachable through the API themselves). anon
-- may call them too, only to be told 'sign_in_first' (an expired session), as with the group sessions'.
create function public.invite_facility_member(facility uuid, email text, role public.facility_role) returns uuid
  language sql volatile security invoker set search_path = ''
as $$ select private.invite_facility_member(facility, email, role) $$;
create function public.my_facility_invitations()
  returns table (id uuid, facility_id uuid, facility_name text, role public.facility_role, expires_at timestamptz)
  language sql stable security invoker set search_path = ''
as $$ select * from private.my_facility_invitations() $$;
create function public.accept_facility_invitation(invitation uuid) returns uuid
  language sql volatile security invoker set search_path = ''
as $$ select private.accept_facility_invitation(invitation) $$;
create function public.set_facility_member_role(facility uuid, member uuid, role public.facility_role) returns void
  language sql volatile security invoker set search_path = ''
as $$ select private.set_facility_member_role(facility, member, role) $$;
create function public.remove_facility_member(facility uuid, member uuid) returns void
  language sql volatile security invoker set search_path = ''
as $$ select private.remove_facility_member(facility, member) $$;
do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.invite_facility_member(uuid, text, public.facility_role)',
    'public.my_facility_invitations()',
    'public.accept_facility_invitation(uuid)',
    'public.set_facility_member_role(uuid, uuid, public.facility_role)',
    'public.remove_facility_member(uuid, uuid)'
  ] loop
    execute format('revoke execute on function %s from public, anon, authenticated, service_role', fn);
    execute format('grant execute on function %s to anon, authenticated', fn);
  end loop;
end
$$;
