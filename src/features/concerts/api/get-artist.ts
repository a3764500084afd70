import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { findById } from '../concert-rules';
import { ARTIST_SELECT } from '../concert-columns';
import { programmeKeys } from '../programme-keys';
import type { ProgrammeArtist } from '../programme';
import { useProgrammeTexts } from '../programme-texts';
import { bundledProgramme, sourceOptions, startingProgramme } from '../programme-source';
import { readRows } from '../rest-read';

/** One artist, or null when there is none with this id that this visitor may see. */
export async function getArtist(id: string): Promise<ProgrammeArtist | null> {
  const bundled = bundledProgramme();
  if (bundled) return findById(bundled.artists, id) ?? null;
  const rows = await readRows('artists', { select: ARTIST_SELECT, id: `eq.${id}` });
  const { artistsFromRows } = await import('../concert-row');
  return artistsFromRows(rows)[0] ?? null;
}

export const artistQuery = (id: string) =>
  queryOptions({
    queryKey: programmeKeys.artist(id),
    queryFn: () => getArtist(id),
    initialData: () => {
      const bundled = bundledProgramme();
      if (bundled) return findById(bundled.artists, id) ?? null;
      return findById(queryClient.getQueryData<ProgrammeArtist[]>(programmeKeys.artists()) ?? startingProgramme()?.artists, id);
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(programmeKeys.artists())?.dataUpdatedAt ?? startingProgramme()?.readAt,
    ...sourceOptions(),
  });

export function useArtist(id: string) {
  useProgrammeTexts();
  return useQuery(artistQuery(id), queryClient);
}
