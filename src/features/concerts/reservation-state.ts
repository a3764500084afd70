import { FEW_SPOTS_THRESHOLD } from './spots';
import { isBookable, remainingSpots } from './concert-rules';
import type { ProgrammeConcert } from './programme';

/*
 * Where a concert's reservations stand, from its spots left and its start, for the structured data's
 * availability, by the same FEW_SPOTS_THRESHOLD as the pages' spots message (spots.ts).
 */

/** open: spots enough; few: FEW_SPOTS_THRESHOLD or fewer left; soldOut: none left; closed: started, not published, cancelled or postponed. */
export type ReservationState = 'open' | 'few' | 'soldOut' | 'closed';

type Instant = Date | number;

export function reservationState(concert: Pick<ProgrammeConcert, 'startsAt' | 'published' | 'status' | 'capacity' | 'registered'>, now: Instant): ReservationState {
  if (!isBookable(concert, now)) return 'closed';
  const left = remainingSpots(concert);
  if (left === 0) return 'soldOut';
  return left <= FEW_SPOTS_THRESHOLD ? 'few' : 'open';
}
