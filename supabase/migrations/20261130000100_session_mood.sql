-- A headset's own face in a group session (issue 26): the session names the facility and the concert, so the
-- headset sends only the session, its resident label (its headset number), the moment and the face. It runs as
-- the caller and forwards to private.record_mood, whose rules apply unchanged: a member of the session, within
-- the grace after it ended, only its own answers, and never staff's observation.
create function public.record_session_mood(session uuid, resident text, moment public.mood_moment, face smallint)
  returns uuid
  language sql volatile security invoker set search_path = ''
as $$ select private.record_mood(null, null, session, resident, moment, face, null, null, null, null) $$;
revoke execute on function public.record_session_mood(uuid, text, public.mood_moment, smallint) from public, anon, authenticated, service_role;
grant execute on function public.record_session_mood(uuid, text, public.mood_moment, smallint) to anon, authenticated;
