-- A facility's export holds its mood answers too (issue 26): they are data stored about it, and its managers may
-- take them away as they take the rest (20261128000500_facility_privacy.sql). Everything the export gave before
-- stays as it was; `mood_answers` is added, oldest first. Without `answered_by`: a user's id names the member or
-- the headset's account that answered, and the answers are pseudonymous by design (a resident's label only).
-- Without `facility_id`, as the other lists: the document is the facility's.

-- Raises 'sign_in_first', 'not_manager'. The document: { exported_at, facility, members, invitations,
-- reservations } as before, and mood_answers: [{ id, concert_id, viewing_id, in_session, resident, moment, face,
-- pleasure, alertness, anxiety, sadness, answered_at }].
create or replace function private.export_facility(facility uuid) returns jsonb
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
        from public.facility_reservations r join public.concerts c on c.id = r.concert_id where r.facility_id = managed.id), '[]'),
    -- Named column by column, not to_jsonb(a) less two keys: a column added to mood_answers later (who answered,
    -- in another form) must be chosen for the export, not leak into it.
    'mood_answers', coalesce((
      select jsonb_agg(jsonb_build_object('id', a.id, 'concert_id', a.concert_id, 'viewing_id', a.viewing_id, 'in_session', a.in_session,
                                          'resident', a.resident, 'moment', a.moment, 'face', a.face, 'pleasure', a.pleasure,
                                          'alertness', a.alertness, 'anxiety', a.anxiety, 'sadness', a.sadness, 'answered_at', a.answered_at)
                       order by a.answered_at, a.id)
        from public.mood_answers a where a.facility_id = managed.id), '[]'));
end
$$;
-- `create or replace` keeps the function's grants; said again so this file reads whole.
revoke execute on function private.export_facility(uuid) from public;
grant execute on function private.export_facility(uuid) to anon, authenticated;
