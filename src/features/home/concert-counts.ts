import { QueryObserver, queryOptions, useQuery, type QueryObserverResult } from '@tanstack/react-query';
import { DEMO_CONCERT_IDS, DEMO_CONCERTS, type DemoConcert } from '@/content/demo-concerts';
import { HAS_BACKEND } from '@/lib/env';
import { queryClient } from '@/lib/query-client';
import { loadSupabase } from '@/lib/supabase/client';

/*
 * The live registration counts of the demo concerts (table `concerts`), shared by the home page's
 * 'Upcoming VR Concerts' cards and the concert page with its 'Reserve Spots' form: one cache entry, so
 * a reservation made on the concert page shows on the home cards at once. The home page loads this
 * module only when its section nears the viewport (it carries TanStack Query); the concert page wires it
 * to the reserve feature, because features do not import each other.
 */

export interface ConcertCount {
  capacity: number;
  registered: number;
}
/** Concert id → its counts; concerts missing here keep their sample counts. */
export type ConcertCounts = Readonly<Record<string, ConcertCount>>;

export const CONCERT_COUNTS_KEY = ['concert-counts'] as const;

async function fetchConcertCounts(): Promise<ConcertCounts> {
  const supabase = await loadSupabase();
  if (!supabase) return {};
  const { data, error } = await supabase
    .from('concerts')
    .select('id, capacity, registered')
    .in('id', [...DEMO_CONCERT_IDS]);
  if (error) throw new Error(error.message);
  return Object.fromEntries(data.map(({ id, capacity, registered }) => [id, { capacity, registered }]));
}

/** Without a backend nothing is read: the sample counts of src/content stay. */
export const concertCountsQuery = queryOptions({
  queryKey: CONCERT_COUNTS_KEY,
  queryFn: fetchConcertCounts,
  enabled: HAS_BACKEND,
});

/** The concert with its live counts when they are known, else as the sample data has it. */
export function withCounts(concert: DemoConcert, counts: ConcertCounts | undefined): DemoConcert {
  const live = counts?.[concert.id];
  return live ? { ...concert, capacity: live.capacity, registered: live.registered } : concert;
}

/** The counts after a reservation: the concert's new registered count, the others as they were. */
export function withRegistered(counts: ConcertCounts | undefined, concert: DemoConcert, registered: number): ConcertCounts {
  const capacity = counts?.[concert.id]?.capacity ?? concert.capacity;
  return { ...counts, [concert.id]: { capacity, registered } };
}

/** Concert page: the concert with live counts (sample counts until they arrive, or if they can't be read). */
export function useLiveDemoConcert(concert: DemoConcert): DemoConcert {
  const { data } = useQuery(concertCountsQuery, queryClient);
  return withCounts(concert, data);
}

/** After a reservation: the count `reserve_spots` returned, for every screen that shows it. */
export function storeRegistered(concert: DemoConcert, registered: number): void {
  queryClient.setQueryData<ConcertCounts>(CONCERT_COUNTS_KEY, (counts) => withRegistered(counts, concert, registered));
}

/** Reads the counts again now (e.g. after 'not enough spots'); the concert as it stands, or undefined on failure. */
export async function recountDemoConcert(concert: DemoConcert): Promise<DemoConcert | undefined> {
  try {
    const counts = await queryClient.fetchQuery({ ...concertCountsQuery, staleTime: 0 });
    return withCounts(concert, counts);
  } catch {
    return undefined;
  }
}

/**
 * Home page: calls `listener` with the three demo concerts and their live counts, now if they are cached
 * (e.g. just after a reservation) and whenever they change. Returns the unsubscribe function.
 */
export function watchDemoConcerts(listener: (concerts: readonly DemoConcert[]) => void): () => void {
  const observer = new QueryObserver(queryClient, concertCountsQuery);
  const emit = ({ data }: QueryObserverResult<ConcertCounts>) => {
    if (data) listener(DEMO_CONCERTS.map((concert) => withCounts(concert, data)));
  };
  const unsubscribe = observer.subscribe(emit);
  emit(observer.getCurrentResult());
  return unsubscribe;
}
