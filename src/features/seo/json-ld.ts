import { BRAND } from '@/content/brand';
import type { Concert } from '@/content/concerts';
import { TICKET_PRICE } from '@/content/ticket';
import { absoluteUrl, pathUrl } from './urls';

/*
 * schema.org structured data (SPEC sections 1 and 9), as pure functions of the content so they
 * can be tested without a browser. Nodes carry an `@id` so they can reference each other
 * inside one `@graph`.
 */

/** SPEC section 9: structured data for the first 3 concerts, each offered at 15 EUR. */
export const STRUCTURED_CONCERT_COUNT = 3;

export interface BrandInfo {
  name: string;
  logoPath: string;
  linkedInUrl: string;
  infoEmail?: string;
}

type Node = { '@type': string; '@id'?: string } & Record<string, unknown>;

export interface JsonLdGraph {
  '@context': 'https://schema.org';
  '@graph': Node[];
}

const organizationId = (siteUrl: string) => `${pathUrl(siteUrl, '/')}#organization`;
const websiteId = (siteUrl: string) => `${pathUrl(siteUrl, '/')}#website`;
const concertUrl = (siteUrl: string, id: string) => pathUrl(siteUrl, `/concert/${encodeURIComponent(id)}`);

export function organizationJsonLd(siteUrl: string, brand: BrandInfo, description: string): Node {
  return {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: brand.name,
    url: pathUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, brand.logoPath),
    description,
    ...(brand.infoEmail ? { email: brand.infoEmail } : {}),
    sameAs: [brand.linkedInUrl],
    address: { '@type': 'PostalAddress', addressCountry: 'NL' },
  };
}

export function websiteJsonLd(siteUrl: string, name: string, language: string): Node {
  return {
    '@type': 'WebSite',
    '@id': websiteId(siteUrl),
    name,
    url: pathUrl(siteUrl, '/'),
    inLanguage: language,
    publisher: { '@id': organizationId(siteUrl) },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${pathUrl(siteUrl, '/concerts')}?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** Online music events for the first three concerts, organised by the site's organisation. */
export function musicEventsJsonLd(concerts: readonly Concert[], siteUrl: string, organizerName: string = BRAND.name): Node[] {
  // A reference to the Organization node by @id, with the name and url search engines ask of an organizer.
  const organizer = { '@type': 'Organization', '@id': organizationId(siteUrl), name: organizerName, url: pathUrl(siteUrl, '/') };
  return concerts.slice(0, STRUCTURED_CONCERT_COUNT).map((concert) => {
    const url = concertUrl(siteUrl, concert.id);
    return {
      '@type': 'MusicEvent',
      '@id': `${url}#event`,
      name: concert.title,
      description: concert.description,
      url,
      image: absoluteUrl(siteUrl, concert.imageUrl),
      startDate: concert.date,
      endDate: concert.endDate ?? concert.date,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url },
      performer: { '@type': 'MusicGroup', name: concert.artist },
      organizer,
      offers: {
        '@type': 'Offer',
        price: String(TICKET_PRICE.amount),
        priceCurrency: TICKET_PRICE.currency,
        availability: 'https://schema.org/InStock',
        url,
      },
    };
  });
}

export function jsonLdGraph(nodes: Node[]): JsonLdGraph {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a <script type="application/ld+json"> body. `<`, `>` and `&` are escaped so no text
 * (a concert title, a translation) can close the script element or open a comment; U+2028/2029
 * because older JavaScript parsers treat them as line ends. JSON.parse reads the escapes back.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c] ?? c);
}
