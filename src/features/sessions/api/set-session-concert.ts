/** Records the session's concert, so a headset that joins later knows what to prepare before it hears the room. */
import type { TuttiClient } from '@/lib/supabase/client';

export async function setSessionConcert(client: TuttiClient, sessionId: string, concertId: string): Promise<void> {
  const { error } = await client.rpc('set_group_session_concert', { session: sessionId, concert: concertId });
  if (error) throw error;
}
