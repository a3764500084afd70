import type { ProgrammeConcert } from './programme';

/*
 * When a concert ends. An admin may leave the end open; it is then taken to last as long as an evening of the
 * sample programme (19:30 to 21:30), so a search engine or calendar gets a real end, not the start again; the
 * concert's life (concert-life.ts) and concert-rules' hasEnded count it as over then too.
 */

export const USUAL_CONCERT_MS = 2 * 60 * 60 * 1000;

/** The concert's end as an ISO instant: its own, or its start plus the usual length. */
export function concertEnd(concert: Pick<ProgrammeConcert, 'startsAt' | 'endsAt'>): string {
  return concert.endsAt ?? new Date(Date.parse(concert.startsAt) + USUAL_CONCERT_MS).toISOString();
}
