import { describe, expect, it } from 'vitest';
import { reservationState } from './reservation-state';
import { loadSampleProgramme } from './sample/sample-programme';

/** The sample programme with its texts in all six languages. */
const SAMPLE = await loadSampleProgramme();

const NOW = Date.parse('2026-11-25T12:00:00Z');
const amsterdam = SAMPLE.concerts.find((concert) => concert.id === 'amsterdam-philharmonic')!;

describe('reservation state', () => {
  it('follows the spots left while the concert can be booked', () => {
    expect(reservationState({ ...amsterdam, capacity: 100, registered: 41 }, NOW)).toBe('open');
    expect(reservationState({ ...amsterdam, capacity: 100, registered: 80 }, NOW)).toBe('few');
    expect(reservationState({ ...amsterdam, capacity: 100, registered: 99 }, NOW)).toBe('few');
    expect(reservationState({ ...amsterdam, capacity: 100, registered: 100 }, NOW)).toBe('soldOut');
    expect(reservationState({ ...amsterdam, capacity: 100, registered: 120 }, NOW)).toBe('soldOut');
  });

  it('is closed once the concert has started, while it is a draft, and when it is cancelled or postponed', () => {
    expect(reservationState(amsterdam, Date.parse(amsterdam.startsAt))).toBe('closed');
    expect(reservationState({ ...amsterdam, published: false }, NOW)).toBe('closed');
    expect(reservationState({ ...amsterdam, status: 'cancelled' }, NOW)).toBe('closed');
    expect(reservationState({ ...amsterdam, status: 'postponed' }, NOW)).toBe('closed');
  });
});
