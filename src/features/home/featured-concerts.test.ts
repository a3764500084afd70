import { describe, expect, it } from 'vitest';
import { loadSampleProgramme, type ProgrammeConcert } from '@/features/concerts';
import { FEATURED_CONCERT_COUNT, NEW_ARTIST_CONCERT_ID, featuredConcertHref, featuredConcerts } from './featured-concerts';

/** The sample programme with its texts in all six languages. */
const SAMPLE = await loadSampleProgramme();

const CONCERTS = SAMPLE.concerts;
const concert = (id: string, views: number, startsAt: string): ProgrammeConcert => ({ ...CONCERTS[0]!, id, views, startsAt, endsAt: null, youtubeId: null });
const ids = (concerts: readonly ProgrammeConcert[], now: string, count?: number) => featuredConcerts(concerts, Date.parse(now), count).map((c) => c.id);

describe('featuredConcerts', () => {
  it('shows three cards: what is still to come first, soonest first, then the new artist video, played before', () => {
    expect(FEATURED_CONCERT_COUNT).toBe(3);
    expect(ids(CONCERTS, '2026-11-27T12:00:00Z')).toEqual(['amsterdam-philharmonic', 'classical-strings', '9']);
  });

  it('before the 2025 programme, everything is to come: the soonest, with the new artist video in its place', () => {
    expect(ids(CONCERTS, '2025-01-01T00:00:00Z')).toEqual(['1', '2', '9']);
  });

  it('once all has been played, the most watched recordings, the latest played first', () => {
    const played = CONCERTS.filter((c) => c.startsAt < '2026');
    expect(ids(played, '2026-11-27T12:00:00Z')).toEqual(['9', '5', '1']);
  });

  it('never puts a past concert before one still to come, and never repeats one', () => {
    const few = [concert('1', 9000, '2025-01-01T19:00:00Z'), concert('2', 0, '2027-02-01T19:00:00Z'), concert('3', 10, '2027-01-01T19:00:00Z'), concert('9', 1, '2025-06-01T19:00:00Z')];
    expect(ids(few, '2026-11-27T12:00:00Z')).toEqual(['3', '2', '9']);
    expect(ids(few, '2026-11-27T12:00:00Z', 4)).toEqual(['3', '2', '9', '1']);
    expect(NEW_ARTIST_CONCERT_ID).toBe('9');
  });

  it('fills the cards without the new artist video when it is missing', () => {
    const few = [concert('1', 10, '2025-01-01T19:00:00Z'), concert('2', 500, '2025-02-01T19:00:00Z'), concert('3', 400, '2025-03-01T19:00:00Z'), concert('4', 300, '2025-04-01T19:00:00Z')];
    expect(ids(few, '2026-01-01T00:00:00Z')).toEqual(['4', '3', '2']);
    expect(ids(few, '2026-01-01T00:00:00Z', 0)).toEqual([]);
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
