import { concertEnd } from './concert-end';
import { hasOwnRecording } from './own-recording';
import type { ArtistText, ConcertText, Language, ProgrammeArtist, ProgrammeConcert, Texts } from './programme';

/*
 * Rules over the programme, pure so they are tested without a browser. `now` is passed in: a page gives the
 * day it renders for (useToday), so a prerendered page and the browser that adopts it agree.
 */

type Instant = Date | number;
const ms = (now: Instant) => (typeof now === 'number' ? now : now.getTime());

/** A concert is booked until it starts; one not published, cancelled or postponed is booked by nobody. */
export function isBookable(concert: Pick<ProgrammeConcert, 'startsAt' | 'published' | 'status'>, now: Instant): boolean {
  return concert.published && concert.status === 'scheduled' && Date.parse(concert.startsAt) > ms(now);
}

/** Started (or over) and filmed: offered as a recording instead of for booking (the demo's stream is not its film). */
export function isRecording(concert: Pick<ProgrammeConcert, 'startsAt' | 'published' | 'stream'>, now: Instant = Date.now()): boolean {
  return hasOwnRecording(concert) && Date.parse(concert.startsAt) <= ms(now);
}

/** Over: its end has passed (without one, the usual length after its start: concert-end.ts), as concert-life.ts says. */
export function hasEnded(concert: Pick<ProgrammeConcert, 'startsAt' | 'endsAt'>, now: Instant): boolean {
  return Date.parse(concertEnd(concert)) <= ms(now);
}

/** The text in `language`, else English, else whichever language is at hand (a row always has English). */
function textIn<T>(texts: Texts<T>, language: string): { own: T | undefined; fallback: T | undefined } {
  return { own: texts[language as Language], fallback: texts.en ?? Object.values(texts).find((text) => text !== undefined) };
}

/** The concert's title and description in `language`, or in English where that language has none. */
export function concertText(concert: Pick<ProgrammeConcert, 'texts'>, language: string): ConcertText {
  const { own, fallback } = textIn(concert.texts, language);
  return { title: own?.title || fallback?.title || '', description: own?.description || fallback?.description || '' };
}

/** The artist's short line and bio in `language`, or in English where that language has none. */
export function artistText(artist: Pick<ProgrammeArtist, 'texts'>, language: string): ArtistText {
  const { own, fallback } = textIn(artist.texts, language);
  return { tagline: own?.tagline || fallback?.tagline || '', bio: own?.bio || fallback?.bio || '' };
}

/** Spots still free; never negative, even if more were registered than there are seats. */
export function remainingSpots({ capacity, registered }: Pick<ProgrammeConcert, 'capacity' | 'registered'>): number {
  return Math.max(capacity - registered, 0);
}

/** The concerts still to be booked, soonest first. */
export function bookableConcerts<T extends ProgrammeConcert>(concerts: readonly T[], now: Instant): T[] {
  return concerts.filter((concert) => isBookable(concert, now)).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

export const findById = <T extends { id: string }>(items: readonly T[] | undefined, id: string | undefined): T | undefined =>
  id === undefined ? undefined : items?.find((item) => item.id === id);
