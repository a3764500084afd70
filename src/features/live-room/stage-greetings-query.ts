/**
 * A concert's greetings as its stage reads them (row-level security lets the stage read all of its concert's):
 * the pending ones to moderate and the approved ones to show. Sending a greeting broadcasts nothing, so the
 * list is read again every few seconds while the page is open.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TuttiClient } from '@/lib/supabase/client';
import type { GreetingRow } from './greeting-board';

/** More than a night's greetings on any one screen: 500 rooms may send 5 each, the newest are what matter. */
export const GREETING_ROWS_READ = 300;
export const GREETINGS_REREAD_MS = 10_000;

export async function listStageGreetings(client: TuttiClient, concertId: string): Promise<GreetingRow[]> {
  const { data, error } = await client
    .from('concert_greetings')
    .select('id,message,status,created_at,decided_at')
    .eq('concert_id', concertId)
    .in('status', ['pending', 'approved'])
    .order('created_at', { ascending: false })
    .limit(GREETING_ROWS_READ);
  if (error) throw error;
  return data;
}

export const stageGreetingsKey = (concertId: string) => ['stage', concertId, 'greetings'] as const;

export const stageGreetingsQuery = (client: TuttiClient, concertId: string) =>
  queryOptions({
    queryKey: stageGreetingsKey(concertId),
    queryFn: () => listStageGreetings(client, concertId),
    refetchInterval: GREETINGS_REREAD_MS,
    staleTime: 0,
  });

export function useStageGreetings(client: TuttiClient, concertId: string) {
  return useQuery(stageGreetingsQuery(client, concertId));
}
