import { absoluteUrl, pathUrl } from './urls';

/*
 * schema.org structured data (SPEC sections 1 and 9), as pure functions of the content so they
 * can be tested without a browser. Nodes carry an `@id` so they can reference each other
 * inside one `@graph`.
 */

export interface BrandInfo {
  name: string;
  logoPath: string;
  linkedInUrl: string;
  infoEmail?: string;
}

export type Node = { '@type': string; '@id'?: string } & Record<string, unknown>;

export interface JsonLdGraph {
  '@context': 'https://schema.org';
  '@graph': Node[];
}

export const organizationId = (siteUrl: string) => `${pathUrl(siteUrl, '/')}#organization`;
const websiteId = (siteUrl: string) => `${pathUrl(siteUrl, '/')}#website`;

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
