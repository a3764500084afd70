import { describe, expect, it } from 'vitest';
import { loadSampleProgramme, type ProgrammeConcert } from '@/features/concerts';
import { FEATURED_CONCERT_COUNT, NEW_ARTIST_CONCERT_ID, featuredConcertHref, featuredConcerts } from './featured-concerts';

/** The sample programme with its texts in all six languages. */
const SAMPLE = await loadSampleProgramme();

const CONCERTS = SAMPLE.concerts;
const concert = (id: string, views: number): ProgrammeConcert => ({ ...CONCERTS[0]!, id, views, youtubeId: null });

describe('featuredConcerts', () => {
  it('shows three cards: the most watched concerts, with the new artist video among them', () => {
    expect(FEATURED_CONCERT_COUNT).toBe(3);
    expect(featuredConcerts(CONCERTS).map((c) => c.id)).toEqual(['1', '9', '5']);
  });

  it('keeps the new artist video even when it is the least watched, most watched first', () => {
    const few = [concert('1', 10), concert('2', 500), concert('3', 400), concert('9', 1)];
    expect(featuredConcerts(few).map((c) => c.id)).toEqual(['2', '3', '9']);
    expect(NEW_ARTIST_CONCERT_ID).toBe('9');
  });

  it('fills the cards with the most watched when the new artist video is missing, and never repeats one', () => {
    const few = [concert('1', 10), concert('2', 500), concert('3', 400), concert('4', 300)];
    expect(featuredConcerts(few).map((c) => c.id)).toEqual(['2', '3', '4']);
    expect(featuredConcerts([concert('9', 5)]).map((c) => c.id)).toEqual(['9']);
    expect(featuredConcerts(CONCERTS, 0)).toEqual([]);
  });
});

describe('featuredConcertHref', () => {
  it("leads the artist video (id 9) to its artist's page and every other concert to its viewer", () => {
    const hrefs = Object.fromEntries(CONCERTS.map((c) => [c.id, featuredConcertHref(c)]));
    expect(hrefs['9']).toBe('/artist/9');
    expect(hrefs['1']).toBe('/concert/1');
    expect(hrefs['amsterdam-philharmonic']).toBe('/concert/amsterdam-philharmonic');
    expect(Object.values(hrefs).filter((href) => href.startsWith('/artist/'))).toEqual(['/artist/9']);
  });
});
