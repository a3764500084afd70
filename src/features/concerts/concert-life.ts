import { concertEnd } from './concert-end';
import { hasOwnRecording } from './own-recording';
import type { ConcertStatus, ProgrammeConcert } from './programme';
import { wallClock, zonedInstant } from './zoned-time';

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

export type LifeFacts = Pick<ProgrammeConcert, 'startsAt' | 'endsAt' | 'status' | 'doorsOpenMinutes' | 'published' | 'stream' | 'timeZone'>;

/** One evening of a concert: when its doors open, when it starts and ends (epoch milliseconds). */
export type Night = [doors: number, start: number, end: number];

const DAY_MS = 24 * 60 * MINUTE_MS;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * The concert's evenings. Most have one: doors, start, end. One that runs over several days (two evenings of
 * a festival, 19:30 on the first to 21:30 on the last) plays each evening from its start time to its end time
 * on the venue's clock, not through the night between.
 */
export function concertNights(concert: Pick<LifeFacts, 'startsAt' | 'endsAt' | 'doorsOpenMinutes' | 'timeZone'>): Night[] {
  const start = Date.parse(concert.startsAt);
  const end = Date.parse(concertEnd(concert));
  const doors = concert.doorsOpenMinutes * MINUTE_MS;
  if (end - start <= DAY_MS) return [[start - doors, start, end]];
  const first = wallClock(start, concert.timeZone);
  const last = wallClock(end, concert.timeZone);
  const nights: Night[] = [];
  for (let day = first.day; day <= last.day; day = nextDay(day)) {
    const from = Date.parse(zonedInstant(day, first.time, concert.timeZone));
    let to = Date.parse(zonedInstant(day, last.time, concert.timeZone));
    // An evening that ends after midnight ends on the next day.
    if (to <= from) to = Date.parse(zonedInstant(nextDay(day), last.time, concert.timeZone));
    if (from < end) nights.push([from - doors, from, Math.min(to, end)]);
  }
  return nights;
}

/** The instants at which the first evening's phase changes: doors, start, end. */
export function concertBoundaries(concert: Pick<LifeFacts, 'startsAt' | 'endsAt' | 'doorsOpenMinutes' | 'timeZone'>): Night {
  return concertNights(concert)[0] ?? [Number.NaN, Number.NaN, Number.NaN];
}

/** The evening under way or next to come at `now`, or null once the last is over. */
export function currentNight(concert: Pick<LifeFacts, 'startsAt' | 'endsAt' | 'doorsOpenMinutes' | 'timeZone'>, now: Instant): Night | null {
  const at = ms(now);
  return concertNights(concert).find(([, , end]) => at < end) ?? null;
}

export function concertPhase(concert: LifeFacts, now: Instant): ConcertPhase {
  if (concert.status !== 'scheduled') return concert.status;
  const night = currentNight(concert, now);
  if (night === null) return hasOwnRecording(concert) ? 'recording' : 'ended';
  const [doors, start] = night;
  const at = ms(now);
  // Before an evening's doors, the next evening is still to come: the concert is announced again.
  if (at < doors) return 'announced';
  return at < start ? 'doors-open' : 'live';
}

/**
 * The next instant after `now` at which the phase changes, or null when it never will by the clock alone (a
 * cancelled, postponed or ended concert changes only when its row does).
 */
export function nextPhaseChange(concert: LifeFacts, now: Instant): number | null {
  if (concert.status !== 'scheduled') return null;
  const at = ms(now);
  return concertNights(concert).flat().find((boundary) => boundary > at) ?? null;
}

/** The phases in which the concert's page shows the waiting room or the live stream rather than its details. */
export const isConcertNight = (phase: ConcertPhase) => phase === 'doors-open' || phase === 'live';

/** The concerts whose night it is and that can be watched here (a live address set): doors open or live, by start. */
export function watchableNow<T extends LifeFacts & Pick<ProgrammeConcert, 'liveStream'>>(concerts: readonly T[], now: Instant): T[] {
  return concerts
    .filter((concert) => concert.published && concert.liveStream !== null && isConcertNight(concertPhase(concert, now)))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

/** schema.org's eventStatus for the concert's structured data. */
export function eventStatus(status: ConcertStatus): string {
  const names: Record<ConcertStatus, string> = { scheduled: 'EventScheduled', cancelled: 'EventCancelled', postponed: 'EventPostponed' };
  return `https://schema.org/${names[status]}`;
}
