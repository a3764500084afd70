import { concertEnd } from './concert-end';
import { hasOwnRecording } from './own-recording';
import type { ConcertStatus, ProgrammeConcert } from './programme';

/*
 * Where a concert stands at an instant (issue 24): announced → doors open → live → ended → recording, unless
 * an admin cancelled or postponed it. Pure, and `now` is passed in, so the prerender and the browser can be
 * asked the same question; the pages ask it only in the browser (use-concert-phase.ts), since a prerendered
 * page is written once and read for weeks. Times are instants: the venue's zone decides how they are shown,
 * never when a phase begins. Relative imports only: the build's prerender loads the programme's rules.
 */

/** How long before the start the waiting room opens when an admin sets nothing: a quarter of an hour. */
export const DEFAULT_DOORS_OPEN_MINUTES = 15;
/** The most an admin may set: two hours (the database checks the same). */
export const MAX_DOORS_OPEN_MINUTES = 120;

export type ConcertPhase = 'announced' | 'doors-open' | 'live' | 'ended' | 'recording' | 'cancelled' | 'postponed';

type Instant = Date | number;
const ms = (now: Instant) => (typeof now === 'number' ? now : now.getTime());
const MINUTE_MS = 60_000;

export type LifeFacts = Pick<ProgrammeConcert, 'startsAt' | 'endsAt' | 'status' | 'doorsOpenMinutes' | 'published' | 'stream'>;

/** The instants at which the phase changes: doors, start, end (in that order, as epoch milliseconds). */
export function concertBoundaries(concert: Pick<LifeFacts, 'startsAt' | 'endsAt' | 'doorsOpenMinutes'>): [number, number, number] {
  const start = Date.parse(concert.startsAt);
  return [start - concert.doorsOpenMinutes * MINUTE_MS, start, Date.parse(concertEnd(concert))];
}

export function concertPhase(concert: LifeFacts, now: Instant): ConcertPhase {
  if (concert.status !== 'scheduled') return concert.status;
  const [doors, start, end] = concertBoundaries(concert);
  const at = ms(now);
  if (at < doors) return 'announced';
  if (at < start) return 'doors-open';
  if (at < end) return 'live';
  return hasOwnRecording(concert) ? 'recording' : 'ended';
}

/**
 * The next instant after `now` at which the phase changes, or null when it never will by the clock alone (a
 * cancelled, postponed or ended concert changes only when its row does).
 */
export function nextPhaseChange(concert: LifeFacts, now: Instant): number | null {
  if (concert.status !== 'scheduled') return null;
  const at = ms(now);
  return concertBoundaries(concert).find((boundary) => boundary > at) ?? null;
}

/** The phases in which the concert's page shows the waiting room or the live stream rather than its details. */
export const isConcertNight = (phase: ConcertPhase) => phase === 'doors-open' || phase === 'live';

/** schema.org's eventStatus for the concert's structured data. */
export function eventStatus(status: ConcertStatus): string {
  const names: Record<ConcertStatus, string> = { scheduled: 'EventScheduled', cancelled: 'EventCancelled', postponed: 'EventPostponed' };
  return `https://schema.org/${names[status]}`;
}
