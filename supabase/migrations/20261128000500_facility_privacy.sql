-- A facility's data, for its manager (issue 25, point 6): everything stored about it, exported as one JSON
-- document (the site also offers it as CSV), and the facility deleted: its members lose access at once, its
-- invitations go, its reservations keep their concert and spots (the public counts stay right) but lose
-- whose they were, their note and who made them. The audit log keeps that it happened (the facility's row
-- without its address and invoice e-mail, the memberships without e-mails: 20261128000100_facilities.sql).

-- Raises 'sign_in_first', 'not_manager'. The document: { exported_at, facility: { every column },
-- members: [{ user_id, email, role, joined_at }], invitations: [{ id, email, role, invited_by, created_at,
-- expires_at, accepted_at, accepted_by }], reservations: [{ id, concert_id, concert_title, starts_at, spots,
-- note, created_by, created_at, updated_at, cancelled_at }] }, each list oldest first.
create function private.export_facility(facility uuid) returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  managed public.facilities;
begin
  perform private.signed_in_person();
  managed := private.managed_facility(facility);
  return jsonb_build_object(
    'exported_at', now(),
    'facility', to_jsonb(managed),
    'members', coalesce((
      select jsonb_agg(jsonb_build_object('user_id', m.user_id, 'email', m.email, 'role', m.role, 'joined_at', m.joined_at)
                       order by m.joined_at, m.user_id)
        from public.facility_members m where m.facility_id = managed.id), '[]'),
    'invitations', coalesce((
      select jsonb_agg(to_jsonb(i) - 'facility_id' order by i.created_at, i.id)
        from public.facility_invitations i where i.facility_id = managed.id), '[]'),
    'reservations', coalesce((
      select jsonb_agg(jsonb_build_object('id', r.id, 'concert_id', r.concert_id, 'concert_title', c.title, 'starts_at', c.starts_at,
                                          'spots', r.spots, 'note', r.note, 'created_by', r.created_by, 'created_at', r.created_at,
                                          'updated_at', r.updated_at, 'cancelled_at', r.cancelled_at)
                       order by r.created_at, r.id)
        from public.facility_reservations r join public.concerts c on c.id = r.concert_id where r.facility_id = managed.id), '[]'));
end
$$;
revoke execute on function private.export_facility(uuid) from public;
grant execute on function private.export_facility(uuid) to anon, authenticated;

-- Raises 'sign_in_first', 'not_manager'. The facility's row is locked FOR UPDATE first, the lock its deletion
-- needs: a reservation inserted for it at that moment (which holds a key-share lock on the row) commits first
-- and is then anonymised below with the others; one that comes later waits and finds no facility (23503).
create function private.delete_facility(facility uuid) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  managed public.facilities;
begin
  perform private.signed_in_person();
  perform from public.facilities f where f.id = facility for update;
  managed := private.managed_facility(facility);
  update public.facility_reservations r set facility_id = null, note = null, created_by = null where r.facility_id = managed.id;
  delete from public.facility_invitations i where i.facility_id = managed.id;
  -- One by one, before the facility: each removal is in the audit log as a manager's removal would be.
  delete from public.facility_members m where m.facility_id = managed.id;
  delete from public.facilities f where f.id = managed.id;
end
$$;
revoke execute on function private.delete_facility(uuid) from public;
grant execute on function private.delete_facility(uuid) to anon, authenticated;

-- The API's functions: as in 20261128000100_facilities.sql.
create function public.export_facility(facility uuid) returns jsonb
  language sql volatile security invoker set search_path = ''
as $$ select private.export_facility(facility) $$;
create function public.delete_facility(facility uuid) returns void
  language sql volatile security invoker set search_path = ''
as $$ select private.delete_facility(facility) $$;
revoke execute on function public.export_facility(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.delete_facility(uuid) from public, anon, authenticated, service_role;
grant execute on function public.export_facility(uuid) to anon, authenticated;
grant execute on function public.delete_facility(uuid) to anon, authenticated;
