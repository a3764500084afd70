import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { ARTIST_SELECT } from '../concert-columns';
import { programmeKeys } from '../programme-keys';
import type { ProgrammeArtist } from '../programme';
import { useProgrammeTexts } from '../programme-texts';
import { bundledProgramme, sourceOptions, startingProgramme } from '../programme-source';
import { readRows } from '../rest-read';

/** The published artists, in the order they were added (the home page's Featured Artists). */
export async function listArtists(): Promise<ProgrammeArtist[]> {
  const bundled = bundledProgramme();
  if (bundled) return bundled.artists;
  const data = await readRows('artists', { select: ARTIST_SELECT, published: 'eq.true', order: 'created_at.asc,id.asc' });
  const { artistsFromRows } = await import('../concert-row');
  return artistsFromRows(data);
}

export const artistsQuery = () =>
  queryOptions({
    queryKey: programmeKeys.artists(),
    queryFn: listArtists,
    initialData: startingProgramme()?.artists,
    initialDataUpdatedAt: startingProgramme()?.readAt,
    ...sourceOptions(),
  });

export function useArtists() {
  useProgrammeTexts();
  return useQuery(artistsQuery(), queryClient);
}
