import { hasEnded, type ProgrammeConcert } from '@/features/concerts';

/** SPEC section 9: the Featured Concerts section shows 3 cards. */
export const FEATURED_CONCERT_COUNT = 3;

/** SPEC sections 2 and 9: the concert of the New Artist banner ('Long Live The Lights'). */
export const NEW_ARTIST_CONCERT_ID = '9';

/** An artist video is presented by its artist's page, not by the concert viewer. */
export const isArtistVideo = (concert: ProgrammeConcert) => concert.youtubeId !== null && concert.artistId !== null;

/** Where a featured card leads: the artist's page for an artist video ('Meet the Artist'), else the concert. */
export function featuredConcertHref(concert: ProgrammeConcert): string {
  return isArtistVideo(concert) && concert.artistId ? `/artist/${encodeURIComponent(concert.artistId)}` : `/concert/${encodeURIComponent(concert.id)}`;
}

const start = (concert: ProgrammeConcert) => Date.parse(concert.startsAt);
const soonestFirst = (a: ProgrammeConcert, b: ProgrammeConcert) => start(a) - start(b) || a.id.localeCompare(b.id);
const latestFirst = (a: ProgrammeConcert, b: ProgrammeConcert) => start(b) - start(a) || a.id.localeCompare(b.id);
const mostWatched = (a: ProgrammeConcert, b: ProgrammeConcert) => b.views - a.views || a.id.localeCompare(b.id);

/**
 * The featured concerts at `now`, told honestly: the new artist's video always (the SPEC gives its card a link
 * of its own), then what is still to come, soonest first, then the most watched of those already played.
 * Shown in programme order: upcoming soonest first, then past ones latest first, so no past date reads as next.
 */
export function featuredConcerts(concerts: readonly ProgrammeConcert[], now: Date | number, count = FEATURED_CONCERT_COUNT): ProgrammeConcert[] {
  const upcoming = concerts.filter((concert) => !hasEnded(concert, now)).sort(soonestFirst);
  const past = concerts.filter((concert) => hasEnded(concert, now)).sort(mostWatched);
  const newArtist = concerts.find((concert) => concert.id === NEW_ARTIST_CONCERT_ID);
  const others = [...upcoming, ...past].filter((concert) => concert !== newArtist);
  const chosen = newArtist && count > 0 ? [newArtist, ...others.slice(0, count - 1)] : others.slice(0, Math.max(count, 0));
  return [...chosen.filter((concert) => !hasEnded(concert, now)).sort(soonestFirst), ...chosen.filter((concert) => hasEnded(concert, now)).sort(latestFirst)];
}
