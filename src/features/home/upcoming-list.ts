import { hasEnded, type ProgrammeConcert } from '@/features/concerts';

/** How many concerts the home page's featured upcoming list shows at most. */
export const UPCOMING_LIST_LENGTH = 4;

/**
 * Concerts still to come at `now`, soonest first: those that have not ended (one playing now stays until its
 * end, a concert of several days too). Nothing past, cancelled or postponed is ever called upcoming.
 */
export function upcomingConcerts(concerts: readonly ProgrammeConcert[], now: Date | number, limit = UPCOMING_LIST_LENGTH): ProgrammeConcert[] {
  return concerts
    .filter((concert) => concert.status === 'scheduled' && !hasEnded(concert, now))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
    .slice(0, Math.max(limit, 0));
}
