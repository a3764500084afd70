import { concertIcs } from '../calendar/concert-ics';
import type { ReservedConcert } from './facility-concerts';

/**
 * A reserved concert as a calendar file on the facility's clock. The UID names the concert and the facility, so
 * downloading it again updates the event in the calendar instead of adding a second one.
 */
export function reservedConcertIcs(concert: ReservedConcert, facility: { id: string; timeZone: string }, origin: string): string {
  return concertIcs({
    uid: `concert-${concert.concertId}-facility-${facility.id}@${new URL(origin).host}`,
    title: concert.title,
    startsAt: concert.startsAt,
    endsAt: concert.endsAt,
    timeZone: facility.timeZone,
    url: `${origin}/concert/${encodeURIComponent(concert.concertId)}`,
  });
}
