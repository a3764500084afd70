import { describe, expect, it } from 'vitest';
import { reserveOutcome } from './reserve-spots';

describe('reserveOutcome', () => {
  it('returns the new registered count the function answered', () => {
    expect(reserveOutcome({ data: 90, error: null })).toEqual({ status: 'reserved', registered: 90 });
  });

  it('reads P0001 not_enough_spots as not enough spots', () => {
    const error = { code: 'P0001', message: 'not_enough_spots', details: '98 of 100 taken', hint: null };
    expect(reserveOutcome({ data: null, error })).toEqual({ status: 'notEnoughSpots' });
  });

  it('reads P0002 as an unknown concert', () => {
    expect(reserveOutcome({ data: null, error: { code: 'P0002', message: 'unknown_concert' } })).toEqual({ status: 'unknownConcert' });
  });

  it('treats another P0001 message, a server error or a network failure as a failure', () => {
    expect(reserveOutcome({ data: null, error: { code: 'P0001', message: 'something else' } })).toEqual({ status: 'failed' });
    expect(reserveOutcome({ data: null, error: { message: 'Internal Server Error' } })).toEqual({ status: 'failed' });
    expect(reserveOutcome({ data: null, error: { code: '', message: 'TypeError: Failed to fetch' } })).toEqual({ status: 'failed' });
  });

  it('treats an answer without a whole number as a failure', () => {
    expect(reserveOutcome({ data: null, error: null })).toEqual({ status: 'failed' });
    expect(reserveOutcome({ data: '90', error: null })).toEqual({ status: 'failed' });
    expect(reserveOutcome({ data: 90.5, error: null })).toEqual({ status: 'failed' });
  });
});
