import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { findById } from '../concert-rules';
import { CONCERT_SELECT } from '../concert-columns';
import { programmeKeys } from '../programme-keys';
import type { ProgrammeConcert } from '../programme';
import { useProgrammeTexts } from '../programme-texts';
import { bundledProgramme, sourceOptions, startingProgramme } from '../programme-source';
import { readRows } from '../rest-read';

/**
 * One concert, or null when there is none with this id that this visitor may see (row-level security
 * shows the public published concerts only; an admin also sees the others).
 */
export async function getConcert(id: string): Promise<ProgrammeConcert | null> {
  const bundled = bundledProgramme();
  if (bundled) return findById(bundled.concerts, id) ?? null;
  const rows = await readRows('concerts', { select: CONCERT_SELECT, id: `eq.${id}` });
  const { concertsFromRows } = await import('../concert-row');
  return concertsFromRows(rows)[0] ?? null;
}

/** Starts from the list when it is in the cache (from the agenda to a concert page without a wait). */
export const concertQuery = (id: string) =>
  queryOptions({
    queryKey: programmeKeys.concert(id),
    queryFn: () => getConcert(id),
    initialData: () => {
      const bundled = bundledProgramme();
      if (bundled) return findById(bundled.concerts, id) ?? null;
      return findById(queryClient.getQueryData<ProgrammeConcert[]>(programmeKeys.concerts()) ?? startingProgramme()?.concerts, id);
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(programmeKeys.concerts())?.dataUpdatedAt ?? startingProgramme()?.readAt,
    ...sourceOptions(),
  });

export function useConcert(id: string) {
  useProgrammeTexts();
  return useQuery(concertQuery(id), queryClient);
}
