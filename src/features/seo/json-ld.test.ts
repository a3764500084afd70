import { describe, expect, it } from 'vitest';
import { sampleProgramme, type ProgrammeConcert } from '@/features/concerts';
import { jsonLdGraph, organizationJsonLd, serializeJsonLd, websiteJsonLd } from './json-ld';
import { musicEventsJsonLd } from './music-events';

const SITE = 'https://tutti.example';

const concert = (id: string, overrides: Partial<ProgrammeConcert> = {}): ProgrammeConcert => ({
  ...sampleProgramme().concerts[0]!,
  id,
  texts: { en: { title: `Concert ${id}`, description: `Description ${id}` }, nl: { title: `Concert ${id} (nl)`, description: '' } },
  artistName: `Band ${id}`,
  startsAt: `2025-05-0${id}T17:30:00.000Z`,
  endsAt: null,
  posterUrl: `/media/concert-${id}.jpg`,
  ...overrides,
});

const FIVE = [
  concert('1', { endsAt: '2025-05-02T19:30:00.000Z' }),
  concert('2', { posterUrl: 'https://images.example/2.jpg' }),
  concert('3', { registered: 100 }),
  concert('4'),
  concert('5'),
];

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

describe('musicEventsJsonLd', () => {
  const events = musicEventsJsonLd(FIVE, SITE, 'Tutti');

  it('describes only the first 3 concerts, in order', () => {
    expect(events.map((e) => e.name)).toEqual(['Concert 1', 'Concert 2', 'Concert 3']);
    expect(events.every((e) => e['@type'] === 'MusicEvent')).toBe(true);
  });

  it('offers every event online at 15 EUR, in stock, on its concert page', () => {
    for (const [i, event] of events.entries()) {
      const url = `${SITE}/concert/${i + 1}`;
      expect(event).toMatchObject({
        url,
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: { '@type': 'VirtualLocation', url },
        offers: { '@type': 'Offer', price: '15', priceCurrency: 'EUR', availability: `https://schema.org/${i === 2 ? 'SoldOut' : 'InStock'}`, url },
      });
    }
  });

  it('ends at the start unless an end is given', () => {
    expect(events[0]).toMatchObject({ startDate: '2025-05-01T17:30:00.000Z', endDate: '2025-05-02T19:30:00.000Z' });
    expect(events[2]).toMatchObject({ startDate: '2025-05-03T17:30:00.000Z', endDate: '2025-05-03T17:30:00.000Z' });
  });

  it("names the events in the page's language, in English where it has no text", () => {
    expect(musicEventsJsonLd(FIVE, SITE, 'Tutti', 'nl').map((e) => [e.name, e.description])).toEqual([
      ['Concert 1 (nl)', 'Description 1'],
      ['Concert 2 (nl)', 'Description 2'],
      ['Concert 3 (nl)', 'Description 3'],
    ]);
  });

  it('names the performer, the organizer, and an absolute image', () => {
    expect(events[0]).toMatchObject({
      performer: { '@type': 'MusicGroup', name: 'Band 1' },
      organizer: { '@type': 'Organization', '@id': `${SITE}/#organization`, name: 'Tutti' },
      image: `${SITE}/media/concert-1.jpg`,
      description: 'Description 1',
    });
    expect(events[1]?.image).toBe('https://images.example/2.jpg');
  });

  it('is empty without concerts', () => {
    expect(musicEventsJsonLd([], SITE)).toEqual([]);
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
