-- Naming a concert's artist and host from /admin (issue 24, point 5): until now only SQL with a user's id could
-- write public.concert_roles (20261127000400_concert_stage.sql). An admin with a second factor names a role by
-- the account's e-mail address and sees each holder's address; removal is a DELETE under the table's existing
-- policy ('Admins with a second factor remove'). Every write stays in the audit log (the table's trigger), with
-- the admin as actor. The contract for the front end: supabase/README.md ('The concert's stage').

-- ─── The bodies ────────────────────────────────────────────────────────────────────────────────────────
-- Returns the role's id: the new row's, or the existing one's when the account already holds that role for the
-- concert (naming twice changes nothing and writes no second audit entry). Raises P0001 'not_admin' unless the
-- caller is an admin with a second factor; 22023 'invalid_role' for anything but 'artist' or 'host'; P0002
-- 'unknown_concert'; P0001 'no_account' when no account (not deleted) has the address, in any case;
-- P0001 'anonymous_account' for an anonymous one (a headset's: it cannot open the stage); P0001
-- 'unconfirmed_account' for one whose address was never confirmed (where a project lets such accounts exist,
-- whoever signed up first with an artist's address would otherwise get the artist's stage).
-- SECURITY DEFINER: auth.users is not readable to the caller.
create function private.name_concert_role(concert text, email text, role text) returns uuid
  language plpgsql volatile security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  -- Auth stores addresses in lower case; lower() on both sides keeps an older mixed-case row findable. The scan
  -- of auth.users this costs is an admin's click, not a visitor's.
  address text := lower(btrim(name_concert_role.email));
  account auth.users;
  named uuid;
begin
  if not public.is_admin() then
    raise exception 'not_admin' using errcode = 'P0001';
  end if;
  if name_concert_role.role is null or name_concert_role.role not in ('artist', 'host') then
    raise exception 'invalid_role' using errcode = '22023';
  end if;
  if not exists (select from public.concerts c where c.id = concert) then
    raise exception 'unknown_concert' using errcode = 'P0002';
  end if;
  -- SSO accounts may share an address with a password account (Auth's unique index leaves them out): the
  -- password account first, then the oldest.
  select * into account from auth.users u
   where lower(u.email) = address and u.deleted_at is null
   order by u.is_sso_user, u.created_at, u.id
   limit 1;
  if not found then
    raise exception 'no_account' using errcode = 'P0001';
  end if;
  if account.is_anonymous then
    raise exception 'anonymous_account' using errcode = 'P0001';
  end if;
  if account.email_confirmed_at is null then
    raise exception 'unconfirmed_account' using errcode = 'P0001';
  end if;
  insert into public.concert_roles as r (concert_id, user_id, role)
    values (concert, account.id, name_concert_role.role)
    on conflict (concert_id, user_id, role) do nothing
    returning r.id into named;
  if named is null then
    select r.id into named from public.concert_roles r
     where r.concert_id = concert and r.user_id = account.id and r.role = name_concert_role.role;
  end if;
  return named;
end
$$;
revoke execute on function private.name_concert_role(text, text, text) from public;
grant execute on function private.name_concert_role(text, text, text) to anon, authenticated;

-- The concert's roles with each holder's address (null once the account is deleted), artists first, then by
-- address. Raises P0001 'not_admin' for anyone but an admin with a second factor: the addresses are Auth's, and
-- holders reading their own rows (the table's policy) learn nothing of the others. An unknown concert has none.
create function private.concert_role_holders(concert text)
  returns table (id uuid, role text, email text, created_at timestamptz)
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'not_admin' using errcode = 'P0001';
  end if;
  return query
    select r.id, r.role, u.email::text, r.created_at
      from public.concert_roles r left join auth.users u on u.id = r.user_id
     where r.concert_id = concert
     order by r.role, u.email nulls last, r.created_at, r.id;
end
$$;
revoke execute on function private.concert_role_holders(text) from public;
grant execute on function private.concert_role_holders(text) to anon, authenticated;

-- ─── The API's functions ───────────────────────────────────────────────────────────────────────────────
-- Run as the caller and only forward to the bodies above (not reachable through the API themselves). anon may
-- call them too, only to be told 'not_admin' (an expired session), as with the other admin functions.
create function public.name_concert_role(concert text, email text, role text) returns uuid
  language sql volatile security invoker set search_path = ''
as $$ select private.name_concert_role(concert, email, role) $$;
create function public.concert_role_holders(concert text)
  returns table (id uuid, role text, email text, created_at timestamptz)
  language sql stable security invoker set search_path = ''
as $$ select * from private.concert_role_holders(concert) $$;
revoke execute on function public.name_concert_role(text, text, text) from public, anon, authenticated, service_role;
revoke execute on function public.concert_role_holders(text) from public, anon, authenticated, service_role;
grant execute on function public.name_concert_role(text, text, text) to anon, authenticated;
grant execute on function public.concert_role_holders(text) to anon, authenticated;

