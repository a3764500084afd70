import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TuttiClient } from '@/lib/supabase/client';
import type { ConcertWrite } from './concert-draft';
import { refreshProgramme } from './refresh-programme';
import { ProgrammeError, programmeErrorOf } from '../programme-error';

export interface SaveConcertInput {
  row: ConcertWrite;
  /** Null for a new concert; else the id it is stored under. */
  existingId: string | null;
}

/**
 * Inserts a new concert or updates one (PostgREST, row-level security: admins with a second factor only).
 * An update that reaches no row (refused by a policy, or deleted meanwhile) is an error, not a silent no-op.
 */
export async function saveConcert(client: TuttiClient, { row, existingId }: SaveConcertInput): Promise<{ id: string }> {
  const query = existingId === null ? client.from('concerts').insert(row) : client.from('concerts').update(row).eq('id', existingId);
  const { data, error, status } = await query.select('id').maybeSingle();
  if (error) throw programmeErrorOf(error, status);
  if (data === null) throw new ProgrammeError('no row was written', 404, 'PGRST116');
  return data;
}

export function useSaveConcert(client: TuttiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveConcertInput) => saveConcert(client, input),
    onSuccess: () => refreshProgramme(queryClient),
  });
}
