import { queryOptions, useQuery } from '@tanstack/react-query';
import { HAS_BACKEND } from '@/lib/env';
import { queryClient } from '@/lib/query-client';
import { useToday } from '@/lib/use-today';
import { bookableConcerts } from '../concert-rules';
import { COUNTS_SELECT } from '../concert-columns';
import { programmeKeys } from '../programme-keys';
import type { ProgrammeConcert } from '../programme';
import { programmeErrorOf } from '../programme-error';
import { programmeClient } from '../programme-source';
import { useConcerts } from './list-concerts';

/*
 * The live registration counts of the concerts still to come: one cache entry for the home page's
 * 'Upcoming VR Concerts' cards and the concert page's 'Reserve Spots', so a reservation made on the concert
 * page shows on the home cards at once. Without a backend nothing is read: the programme's counts stay.
 */

export interface ConcertCount {
  capacity: number;
  registered: number;
}
/** Concert id → its counts; concerts missing here keep the programme's counts. */
export type ConcertCounts = Readonly<Record<string, ConcertCount>>;

export async function fetchConcertCounts(ids: readonly string[]): Promise<ConcertCounts> {
  if (ids.length === 0) return {};
  const supabase = await programmeClient();
  const { data, error, status } = await supabase.from('concerts').select(COUNTS_SELECT).in('id', [...ids]);
  if (error) throw programmeErrorOf(error, status);
  const { countsFromRows } = await import('../concert-row');
  return Object.fromEntries(countsFromRows(data).map(({ id, capacity, registered }) => [id, { capacity, registered }]));
}

/** Keyed by the concerts asked about, under `programmeKeys.counts()` (which a reservation updates). */
export const concertCountsQuery = (ids: readonly string[], enabled = true) =>
  queryOptions({
    queryKey: [...programmeKeys.counts(), ids.join(',')],
    queryFn: () => fetchConcertCounts(ids),
    enabled: HAS_BACKEND && enabled && ids.length > 0,
  });

/** The ids whose counts are read: the concerts still to be booked, soonest first. */
export function countedIds(concerts: readonly ProgrammeConcert[] | undefined, now: Date | number): string[] {
  return bookableConcerts(concerts ?? [], now).map((concert) => concert.id);
}

/**
 * The live counts of the concerts still to come (undefined until read, or without a backend). `enabled`
 * false holds the read (and supabase-js) back, e.g. until the cards that show them near the viewport.
 */
export function useConcertCounts({ enabled = true }: { enabled?: boolean } = {}): ConcertCounts | undefined {
  const { data: concerts } = useConcerts();
  const ids = countedIds(concerts, useToday());
  return useQuery(concertCountsQuery(ids, enabled), queryClient).data;
}

/** The concert with its live counts when they are known, else as the programme has it. */
export function withCounts<T extends ProgrammeConcert>(concert: T, counts: ConcertCounts | undefined): T {
  const live = counts?.[concert.id];
  return live ? { ...concert, capacity: live.capacity, registered: live.registered } : concert;
}

/** Puts one concert's counts into every cached set of counts. */
function storeCount(id: string, count: ConcertCount): void {
  queryClient.setQueriesData<ConcertCounts>({ queryKey: programmeKeys.counts() }, (counts) => ({ ...counts, [id]: count }));
}

/** After a reservation: the count `reserve_spots` returned, for every screen that shows it. */
export function storeRegistered(concert: ProgrammeConcert, registered: number): void {
  const capacity = queryClient.getQueriesData<ConcertCounts>({ queryKey: programmeKeys.counts() }).find(([, counts]) => counts?.[concert.id])?.[1]?.[concert.id]?.capacity;
  storeCount(concert.id, { capacity: capacity ?? concert.capacity, registered });
}

/** Reads the concert's counts again now (after 'not enough spots'): the concert as it stands, or undefined. */
export async function recountConcert<T extends ProgrammeConcert>(concert: T): Promise<T | undefined> {
  try {
    const count = (await fetchConcertCounts([concert.id]))[concert.id];
    if (!count) return undefined;
    storeCount(concert.id, count);
    return { ...concert, ...count };
  } catch {
    return undefined;
  }
}
