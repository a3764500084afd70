import type { ProgrammeConcert } from '@/features/concerts';

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
const latestFirst = (a: ProgrammeConcert, b: ProgrammeConcert) => start(b) - start(a) || a.id.localeCompare(b.id);
const mostWatched = (a: ProgrammeConcert, b: ProgrammeConcert) => b.views - a.views || a.id.localeCompare(b.id);

/**
 * A concert of the recorded programme: SPEC section 3's sample concerts (ids 1 to 9) have been watched, the demo
 * concert cards (amsterdam-philharmonic and the others, nobody has watched them yet) have not. Those are what the
 * Upcoming VR Concerts and the upcoming list show: Featured Concerts never repeats them.
 */
export const isRecorded = (concert: ProgrammeConcert) => concert.views > 0;

/**
 * The featured concerts: the new artist's video always (the SPEC gives its card a link of its own), then the
 * most watched of the other recordings; shown latest first. Whether each is past is the card's to say.
 */
export function featuredConcerts(concerts: readonly ProgrammeConcert[], count = FEATURED_CONCERT_COUNT): ProgrammeConcert[] {
  const recorded = concerts.filter(isRecorded);
  const newArtist = recorded.find((concert) => concert.id === NEW_ARTIST_CONCERT_ID);
  const others = recorded.filter((concert) => concert !== newArtist).sort(mostWatched);
  const chosen = newArtist && count > 0 ? [newArtist, ...others.slice(0, count - 1)] : others.slice(0, Math.max(count, 0));
  return chosen.sort(latestFirst);
}
