import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TuttiClient } from '@/lib/supabase/client';
import type { ArtistWrite } from './artist-draft';
import { refreshProgramme } from './refresh-programme';
import { ProgrammeError, programmeErrorOf } from '../programme-error';

export interface SaveArtistInput {
  row: ArtistWrite;
  /** Null for a new artist; else the id it is stored under. */
  existingId: string | null;
}

/** Inserts or updates an artist (admins with a second factor only, by row-level security). */
export async function saveArtist(client: TuttiClient, { row, existingId }: SaveArtistInput): Promise<{ id: string }> {
  const query = existingId === null ? client.from('artists').insert(row) : client.from('artists').update(row).eq('id', existingId);
  const { data, error, status } = await query.select('id').maybeSingle();
  if (error) throw programmeErrorOf(error, status);
  if (data === null) throw new ProgrammeError('no row was written', 404, 'PGRST116');
  return data;
}

export function useSaveArtist(client: TuttiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveArtistInput) => saveArtist(client, input),
    onSuccess: () => refreshProgramme(queryClient),
  });
}
