import { describe, expect, it } from 'vitest';
import { splitByTime, toReservedConcerts } from './facility-concerts';

const row = (id: string, startsAt: string, extra: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  spots: 4,
  concert: { id: `concert-${id}`, title: `Concert ${id}`, texts: { en: { title: `Concert ${id} (en)` }, nl: { title: `Concert ${id} (nl)` } }, starts_at: startsAt, ends_at: null, status: 'scheduled', ...extra },
});

describe('a facility’s reserved concerts', () => {
  it('take the title in the page’s language, else English, else the concert’s own', () => {
    const [nl] = toReservedConcerts([row('1', '2026-12-01T18:00:00Z')], 'nl');
    const [fr] = toReservedConcerts([row('1', '2026-12-01T18:00:00Z')], 'fr');
    const [bare] = toReservedConcerts([row('1', '2026-12-01T18:00:00Z', { texts: null })], 'fr');
    expect([nl?.title, fr?.title, bare?.title]).toEqual(['Concert 1 (nl)', 'Concert 1 (en)', 'Concert 1']);
  });

  it('leave out a reservation whose concert is no longer readable', () => {
    expect(toReservedConcerts([{ ...row('1', '2026-12-01T18:00:00Z'), concert: null }], 'en')).toEqual([]);
  });

  it('end two hours after the start when the concert has no end', () => {
    expect(toReservedConcerts([row('1', '2026-12-01T18:00:00Z')], 'en')[0]?.endsAt).toBe('2026-12-01T20:00:00.000Z');
  });

  it('are coming until they end (soonest first) and past after (latest first)', () => {
    const concerts = toReservedConcerts(
      [row('1', '2026-12-01T18:00:00Z'), row('2', '2026-11-01T18:00:00Z'), row('3', '2026-12-20T18:00:00Z'), row('4', '2026-10-01T18:00:00Z')],
      'en',
    );
    const { coming, past } = splitByTime(concerts, Date.parse('2026-12-01T19:00:00Z'));
    expect(coming.map((c) => c.concertId)).toEqual(['concert-1', 'concert-3']);
    expect(past.map((c) => c.concertId)).toEqual(['concert-2', 'concert-4']);
  });
});
