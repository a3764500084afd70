import { CONCERTS } from '@/content/concerts';
import { concertEndDate } from '@/content/concert-rules';
import { DEMO_CONCERTS, type DemoConcertId } from '@/content/demo-concerts';
import type { ConcertId } from '@/content/concerts';

/** How many concerts the home page's featured upcoming list shows at most. */
export const UPCOMING_LIST_LENGTH = 4;

/** One line of the list: the concert's title is read from `concerts:items.<id>` or `concerts:upcomingItems.<id>`. */
export type UpcomingEntry =
  | { kind: 'programme'; id: ConcertId; date: string; endDate: string }
  | { kind: 'demo'; id: DemoConcertId; date: string; time: string };

/** The visitor's calendar day as YYYY-MM-DD. */
export function localIsoDate(when: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}`;
}

/**
 * Concerts still to come on `today` (YYYY-MM-DD), soonest first: those of the programme that have not
 * ended and the demo concerts of 'Upcoming VR Concerts'. Nothing past is ever called upcoming.
 */
export function upcomingConcerts(today: string, limit = UPCOMING_LIST_LENGTH): UpcomingEntry[] {
  const programme: UpcomingEntry[] = CONCERTS.filter((c) => concertEndDate(c) >= today).map((c) => ({
    kind: 'programme',
    id: c.id,
    date: c.date,
    endDate: concertEndDate(c),
  }));
  const demos: UpcomingEntry[] = DEMO_CONCERTS.filter((c) => c.date >= today).map((c) => ({
    kind: 'demo',
    id: c.id,
    date: c.date,
    time: c.time,
  }));
  const startOf = (entry: UpcomingEntry) => `${entry.date}T${entry.kind === 'demo' ? entry.time : '00:00'}`;
  return [...programme, ...demos].sort((a, b) => startOf(a).localeCompare(startOf(b))).slice(0, Math.max(limit, 0));
}
