import { describe, expect, it } from 'vitest';
import { loadSampleProgramme, type ProgrammeConcert } from '@/features/concerts';
import type { Booking } from '@/lib/forms/schemas';
import { concertChoice, concertToSend } from './concert-choice';
import { forwardedFields } from './send-booking';

/** The sample programme with its texts in all six languages. */
const SAMPLE = await loadSampleProgramme();

const NOW = Date.parse('2026-11-25T12:00:00Z');
const concert = (id: string): ProgrammeConcert => {
  const found = SAMPLE.concerts.find((c) => c.id === id);
  if (!found) throw new Error(`no sample concert ${id}`);
  return found;
};
const upcoming = concert('jazz-quartet');
const past = concert('1');
const read = (data: ProgrammeConcert | null | undefined, status: 'pending' | 'error' | 'success' = 'success') => ({ status, data });

describe('concertChoice', () => {
  it('offers a published concert that has not started, and sends its id', () => {
    const choice = concertChoice('jazz-quartet', read(upcoming), NOW);
    expect(choice).toEqual({ kind: 'bookable', concert: upcoming });
    expect(concertToSend(choice)).toBe('jazz-quartet');
  });

  it('names a past, unpublished or unknown concert, and sends none of them', () => {
    const cases = [
      concertChoice('1', read(past), NOW),
      concertChoice('jazz-quartet', read({ ...upcoming, published: false }), NOW),
      concertChoice('no-such-concert', read(null), NOW),
      concertChoice('Not A Slug!', read(undefined, 'pending'), NOW),
    ];
    expect(cases.map((choice) => choice.kind)).toEqual(['past', 'unpublished', 'unknown', 'unknown']);
    expect(cases.map(concertToSend)).toEqual([null, null, null, null]);
  });

  it('sends the id while it is being read, or when it could not be read (the database checks it)', () => {
    expect(concertChoice('jazz-quartet', read(undefined, 'pending'), NOW)).toEqual({ kind: 'loading', id: 'jazz-quartet' });
    const unchecked = concertChoice('jazz-quartet', read(undefined, 'error'), NOW);
    expect(unchecked).toEqual({ kind: 'unchecked', id: 'jazz-quartet' });
    expect(concertToSend(unchecked)).toBe('jazz-quartet');
  });

  it('is none without an id', () => {
    expect(concertChoice('  ', read(undefined, 'pending'), NOW)).toEqual({ kind: 'none' });
  });

  it('names a cancelled or postponed concert as such (not as past), and sends neither', () => {
    for (const status of ['cancelled', 'postponed'] as const) {
      const choice = concertChoice('jazz-quartet', read({ ...upcoming, status }), NOW);
      expect(choice.kind).toBe(status);
      expect(concertToSend(choice)).toBeNull();
    }
  });

  it('is past from the moment the concert starts', () => {
    expect(concertChoice('jazz-quartet', read(upcoming), Date.parse(upcoming.startsAt)).kind).toBe('past');
  });
});

describe('forwardedFields (no backend: the email the team reads)', () => {
  const booking = { concert_id: 'jazz-quartet', name: 'Ada', email: 'ada@care.example', phone: null, facility_name: 'Zonnehuis' } as Booking;

  it('adds the concert in English (title, date and time on the venue clock) beside its id', () => {
    const fields = forwardedFields(booking, { kind: 'bookable', concert: upcoming });
    expect(fields.concert_id).toBe('jazz-quartet');
    expect(fields.concert).toContain(upcoming.texts.en?.title);
    expect(fields.concert).toMatch(/\d{4}, \d{1,2}:\d{2}/);
    expect(fields.concert).toContain(`(${upcoming.timeZone})`);
  });

  it('lists only the filled columns when there is no concert to name', () => {
    expect(forwardedFields({ ...booking, concert_id: null }, { kind: 'none' })).toEqual({ name: 'Ada', email: 'ada@care.example', facility_name: 'Zonnehuis' });
  });
});
