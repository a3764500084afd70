import { describe, expect, it } from 'vitest';
import { loadSampleProgramme } from '@/features/concerts';
import { upcomingConcerts, UPCOMING_LIST_LENGTH } from './upcoming-list';

/** The sample programme with its texts in all six languages. */
const SAMPLE = await loadSampleProgramme();

const ids = (now: string, limit?: number) => upcomingConcerts(SAMPLE.concerts, Date.parse(now), limit).map((concert) => concert.id);

describe('upcomingConcerts', () => {
  it('after the 2025 programme, lists the demo concerts soonest first', () => {
    expect(ids('2026-11-22T12:00:00Z')).toEqual(['amsterdam-philharmonic', 'classical-strings', 'jazz-quartet']);
  });

  it('before the programme, lists its first concerts up to the list length', () => {
    expect(UPCOMING_LIST_LENGTH).toBe(4);
    expect(ids('2025-01-01T00:00:00Z')).toEqual(['1', '2', '3', '4']);
  });

  it('keeps a concert of several days until its end, and drops it after', () => {
    expect(ids('2025-04-27T12:00:00Z', 1)).toEqual(['3']);
    expect(ids('2025-04-28T12:00:00Z', 1)).toEqual(['4']);
  });

  it('keeps a one-day concert while it plays (without an end, the usual two hours), and lists nothing after the last one', () => {
    expect(ids('2027-04-03T13:00:00Z')).toEqual(['jazz-quartet']);
    expect(ids('2027-04-03T15:59:59Z')).toEqual(['jazz-quartet']);
    expect(ids('2027-04-03T16:00:00Z')).toEqual([]);
    expect(ids('2026-11-22T12:00:00Z', 0)).toEqual([]);
  });

  it('never calls a cancelled or postponed concert upcoming', () => {
    const changed = SAMPLE.concerts.map((concert) =>
      concert.id === 'amsterdam-philharmonic' ? { ...concert, status: 'cancelled' as const } : concert.id === 'classical-strings' ? { ...concert, status: 'postponed' as const } : concert,
    );
    expect(upcomingConcerts(changed, Date.parse('2026-11-22T12:00:00Z')).map((concert) => concert.id)).toEqual(['jazz-quartet']);
  });
});
