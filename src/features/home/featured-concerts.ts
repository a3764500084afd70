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

/**
 * The featured concerts: the new artist's video always (the SPEC gives its card a link of its own), then
 * the most watched of the others, shown most watched first.
 */
export function featuredConcerts(concerts: readonly ProgrammeConcert[], count = FEATURED_CONCERT_COUNT): ProgrammeConcert[] {
  const byViews = [...concerts].sort((a, b) => b.views - a.views || a.id.localeCompare(b.id));
  const newArtist = byViews.find((concert) => concert.id === NEW_ARTIST_CONCERT_ID);
  const others = byViews.filter((concert) => concert !== newArtist);
  const chosen = newArtist && count > 0 ? [newArtist, ...others.slice(0, count - 1)] : others.slice(0, count);
  return chosen.sort((a, b) => b.views - a.views || a.id.localeCompare(b.id));
}
