import { describe, expect, it } from 'vitest';
import { jsonLdGraph, organizationJsonLd, serializeJsonLd, websiteJsonLd } from './json-ld';

const SITE = 'https://tutti.example';

describe('serializeJsonLd', () => {
  const hostile = '</script><script>alert(1)</script>';

  it('leaves no character that could end the script element, yet parses back unchanged', () => {
    const text = serializeJsonLd({ name: hostile, note: 'a & b > c' });
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual({ name: hostile, note: 'a & b > c' });
  });

  it('escapes the JavaScript line separators U+2028 and U+2029', () => {
    const text = serializeJsonLd({ name: 'a\u2028b\u2029c' });
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ name: 'a\u2028b\u2029c' });
  });
});

describe('websiteJsonLd and organizationJsonLd', () => {
  it('offers a search of the concert list', () => {
    const site = websiteJsonLd(`${SITE}/`, 'Tutti', 'nl');
    expect(site).toMatchObject({
      '@type': 'WebSite',
      url: `${SITE}/`,
      inLanguage: 'nl',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${SITE}/concerts?search={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('describes the organisation with absolute logo, LinkedIn and Dutch address', () => {
    const brand = { name: 'Tutti', logoPath: '/logo.svg', linkedInUrl: 'https://www.linkedin.com/company/x' };
    expect(organizationJsonLd(SITE, brand, 'Concerts in care.')).toMatchObject({
      '@type': 'Organization',
      '@id': `${SITE}/#organization`,
      name: 'Tutti',
      url: `${SITE}/`,
      logo: `${SITE}/logo.svg`,
      description: 'Concerts in care.',
      sameAs: ['https://www.linkedin.com/company/x'],
      address: { '@type': 'PostalAddress', addressCountry: 'NL' },
    });
  });

  it('wraps nodes in one schema.org graph', () => {
    expect(jsonLdGraph([])).toEqual({ '@context': 'https://schema.org', '@graph': [] });
  });
});
