import { BRAND } from '@/content/brand';
import { concertText, remainingSpots, type ProgrammeConcert } from '@/features/concerts';
import { organizationId, type Node } from './json-ld';
import { absoluteUrl, pathUrl } from './urls';

/*
 * The concerts as schema.org MusicEvents, apart from json-ld.ts: the site's own graph is in every page's first
 * download, the programme's code only where concerts are shown.
 */

/** SPEC section 9: structured data for the first 3 concerts (each at its own price: 15 EUR in the samples). */
export const STRUCTURED_CONCERT_COUNT = 3;

const concertUrl = (siteUrl: string, id: string) => pathUrl(siteUrl, `/concert/${encodeURIComponent(id)}`);

/**
 * Online music events for the first three concerts given (the page gives those still to come, soonest
 * first), in `language`, organised by the site's organisation.
 */
export function musicEventsJsonLd(concerts: readonly ProgrammeConcert[], siteUrl: string, organizerName: string = BRAND.name, language = 'en'): Node[] {
  // A reference to the Organization node by @id, with the name and url search engines ask of an organizer.
  const organizer = { '@type': 'Organization', '@id': organizationId(siteUrl), name: organizerName, url: pathUrl(siteUrl, '/') };
  return concerts.slice(0, STRUCTURED_CONCERT_COUNT).map((concert) => {
    const url = concertUrl(siteUrl, concert.id);
    const { title, description } = concertText(concert, language);
    return {
      '@type': 'MusicEvent',
      '@id': `${url}#event`,
      name: title,
      ...(description ? { description } : {}),
      url,
      image: absoluteUrl(siteUrl, concert.posterUrl),
      startDate: concert.startsAt,
      endDate: concert.endsAt ?? concert.startsAt,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url },
      ...(concert.artistName ? { performer: { '@type': 'MusicGroup', name: concert.artistName } } : {}),
      organizer,
      offers: {
        '@type': 'Offer',
        price: String(concert.priceCents / 100),
        priceCurrency: concert.currency,
        availability: remainingSpots(concert) > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        url,
      },
    };
  });
}

