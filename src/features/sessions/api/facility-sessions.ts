/**
 * A facility's live sessions, as its staff read them (row-level security: 20261128000700_facility_sessions.sql),
 * and taking one over: a tablet left in another ward, or a colleague's shift ending, need not end the concert.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { TuttiClient } from '@/lib/supabase/client';

const liveSessionSchema = z.object({
  id: z.string().uuid(),
  code: z.string().length(6),
  concert_id: z.string().nullable(),
  expires_at: z.string(),
  created_by: z.string().uuid(),
});
export type LiveSession = z.infer<typeof liveSessionSchema>;

export async function listLiveSessions(client: TuttiClient, facility: string, now = new Date()): Promise<LiveSession[]> {
  const { data, error } = await client
    .from('group_sessions')
    .select('id,code,concert_id,expires_at,created_by')
    .eq('facility_id', facility)
    .is('ended_at', null)
    .gt('expires_at', now.toISOString())
    .order('created_at', { ascending: false });
  if (error) throw error;
  return z.array(liveSessionSchema).parse(data);
}

export const liveSessionsKey = (facility: string) => ['sessions', 'facility', facility, 'live'] as const;

export function useLiveSessions(client: TuttiClient, facility: string) {
  return useQuery(queryOptions({ queryKey: liveSessionsKey(facility), queryFn: () => listLiveSessions(client, facility), refetchOnMount: 'always' }));
}

/** This person leads the session from now on; the database refuses 'not_member' and 'session_ended'. */
export async function takeOverSession(client: TuttiClient, session: string): Promise<void> {
  const { error } = await client.rpc('take_over_group_session', { session });
  if (error) throw error;
}
