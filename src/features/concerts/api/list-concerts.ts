import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { CONCERT_SELECT } from '../concert-columns';
import { programmeKeys } from '../programme-keys';
import type { ProgrammeConcert } from '../programme';
import { useProgrammeTexts } from '../programme-texts';
import { bundledProgramme, sourceOptions, startingProgramme } from '../programme-source';
import { readRows } from '../rest-read';

/** The published concerts, in programme order (by start). */
export async function listConcerts(): Promise<ProgrammeConcert[]> {
  const bundled = bundledProgramme();
  if (bundled) return bundled.concerts;
  const data = await readRows('concerts', { select: CONCERT_SELECT, published: 'eq.true', order: 'starts_at.asc,id.asc' });
  // The row checks (zod) load with the first read: pages without a backend never need them.
  const { concertsFromRows } = await import('../concert-row');
  return concertsFromRows(data);
}

export const concertsQuery = () =>
  queryOptions({
    queryKey: programmeKeys.concerts(),
    queryFn: listConcerts,
    initialData: startingProgramme()?.concerts,
    initialDataUpdatedAt: startingProgramme()?.readAt,
    ...sourceOptions(),
  });

export function useConcerts() {
  useProgrammeTexts();
  return useQuery(concertsQuery(), queryClient);
}
