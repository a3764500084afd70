/**
 * The greetings a room has sent to the stage, as its facilitator reads them (row-level security: a sender reads
 * their own), with where each stands. A decision is broadcast only to the stage, so while one waits the list is
 * read again every few seconds.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { TuttiClient } from '@/lib/supabase/client';

export const ROOM_GREETINGS_REREAD_MS = 10_000;

const roomGreetingSchema = z.object({
  id: z.string().uuid(),
  message: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  created_at: z.string(),
});
export type RoomGreeting = z.infer<typeof roomGreetingSchema>;

export async function listRoomGreetings(client: TuttiClient, sessionId: string): Promise<RoomGreeting[]> {
  const { data, error } = await client
    .from('concert_greetings')
    .select('id,message,status,created_at')
    .eq('session_id', sessionId)
    .order('created_at', { ascending: true });
  if (error) throw error;
  return z.array(roomGreetingSchema).parse(data);
}

export const roomGreetingsKey = (sessionId: string) => ['room', sessionId, 'greetings'] as const;

export function useRoomGreetings(client: TuttiClient, sessionId: string) {
  return useQuery(
    queryOptions({
      queryKey: roomGreetingsKey(sessionId),
      queryFn: () => listRoomGreetings(client, sessionId),
      refetchInterval: (query) => (query.state.data?.some((greeting) => greeting.status === 'pending') ? ROOM_GREETINGS_REREAD_MS : false),
    }),
  );
}
