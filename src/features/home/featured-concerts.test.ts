import { describe, expect, it } from 'vitest';
import { loadSampleProgramme, type ProgrammeConcert } from '@/features/concerts';
import { FEATURED_CONCERT_COUNT, NEW_ARTIST_CONCERT_ID, featuredConcertHref, featuredConcerts } from './featured-concerts';

/** The sample programme with its texts in all six languages. */
const SAMPLE = await loadSampleProgramme();

const CONCERTS = SAMPLE.concerts;
const concert = (id: string, views: number, startsAt: string): ProgrammeConcert => ({ ...CONCERTS[0]!, id, views, startsAt, endsAt: null, youtubeId: null });
const ids = (concerts: readonly ProgrammeConcert[], count?: number) => featuredConcerts(concerts, count).map((c) => c.id);
/** What the Upcoming VR Concerts and the upcoming list show: the demo concert cards, all still to come. */
const DEMO_CARDS = ['amsterdam-philharmonic', 'classical-strings', 'jazz-quartet'];

describe('featuredConcerts', () => {
  it('shows three of the nine sample concerts: the new artist video and the two most watched, latest first', () => {
    expect(FEATURED_CONCERT_COUNT).toBe(3);
    expect(ids(CONCERTS)).toEqual(['9', '5', '1']);
  });

  it('never shows a demo concert card, which the upcoming sections of the page already show', () => {
    expect(CONCERTS.map((c) => c.id)).toEqual(expect.arrayContaining(DEMO_CARDS));
    const all = ids(CONCERTS, CONCERTS.length);
    expect(all).toEqual(['9', '8', '7', '6', '5', '4', '3', '2', '1']);
    expect(all.filter((id) => DEMO_CARDS.includes(id))).toEqual([]);
  });

  it('never repeats one, and a recording still to come takes its date place, not the first one', () => {
    const few = [concert('1', 9000, '2025-01-01T19:00:00Z'), concert('2', 5, '2027-02-01T19:00:00Z'), concert('3', 10, '2026-01-01T19:00:00Z'), concert('9', 1, '2025-06-01T19:00:00Z')];
    expect(ids(few)).toEqual(['3', '9', '1']);
    expect(ids(few, 4)).toEqual(['2', '3', '9', '1']);
    expect(NEW_ARTIST_CONCERT_ID).toBe('9');
  });

  it('fills the cards without the new artist video when it is missing, and leaves out what nobody has watched', () => {
    const few = [concert('1', 10, '2025-01-01T19:00:00Z'), concert('2', 500, '2025-02-01T19:00:00Z'), concert('3', 400, '2025-03-01T19:00:00Z'), concert('4', 300, '2025-04-01T19:00:00Z'), concert('new', 0, '2027-04-01T19:00:00Z')];
    expect(ids(few)).toEqual(['4', '3', '2']);
    expect(ids(few, 9)).toEqual(['4', '3', '2', '1']);
    expect(ids(few, 0)).toEqual([]);
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
