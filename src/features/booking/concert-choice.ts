import { isBookable, type ProgrammeConcert } from '@/features/concerts';
import { CONCERT_ID_PATTERN } from '@/lib/forms/schemas';

/**
 * What became of the concert a booking names (`?concert=<id>` from 'Book now', or a kept draft): pure, so
 * the rules are tested without a browser. Only a concert that can be booked, or one still being looked up
 * (the database checks it again on insert), travels with the form; the others are shown with a notice and
 * the form is sent without them.
 */
export type ConcertChoice =
  | { kind: 'none' }
  | { kind: 'loading'; id: string }
  /** The programme could not be read just now: the id is sent, and the database decides. */
  | { kind: 'unchecked'; id: string }
  | { kind: 'bookable'; concert: ProgrammeConcert }
  | { kind: 'unknown'; id: string }
  | { kind: 'past'; concert: ProgrammeConcert }
  /** An admin cancelled or postponed it: the notice says which, not that it has taken place. */
  | { kind: 'cancelled'; concert: ProgrammeConcert }
  | { kind: 'postponed'; concert: ProgrammeConcert }
  | { kind: 'unpublished'; concert: ProgrammeConcert };

/** The read of one concert, as TanStack Query reports it (null: no such concert for this visitor). */
export interface ConcertRead {
  status: 'pending' | 'error' | 'success';
  data: ProgrammeConcert | null | undefined;
}

export function concertChoice(id: string, read: ConcertRead, now: number): ConcertChoice {
  const wanted = id.trim();
  if (wanted === '') return { kind: 'none' };
  if (!CONCERT_ID_PATTERN.test(wanted)) return { kind: 'unknown', id: wanted };
  const concert = read.data;
  if (concert === null) return { kind: 'unknown', id: wanted };
  if (concert === undefined) return read.status === 'error' ? { kind: 'unchecked', id: wanted } : { kind: 'loading', id: wanted };
  if (isBookable(concert, now)) return { kind: 'bookable', concert };
  if (!concert.published) return { kind: 'unpublished', concert };
  return concert.status === 'scheduled' ? { kind: 'past', concert } : { kind: concert.status, concert };
}

/** The concert id the form sends: none for a concert that is known not to be bookable. */
export function concertToSend(choice: ConcertChoice): string | null {
  if (choice.kind === 'bookable') return choice.concert.id;
  return choice.kind === 'loading' || choice.kind === 'unchecked' ? choice.id : null;
}
