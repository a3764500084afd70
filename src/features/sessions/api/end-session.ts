/** Ends a session: its code stops working and Realtime stops carrying its channels (the policies check it). */
import type { TuttiClient } from '@/lib/supabase/client';

export async function endSession(client: TuttiClient, sessionId: string): Promise<void> {
  const { error } = await client.rpc('end_group_session', { session: sessionId });
  if (error) throw error;
}
