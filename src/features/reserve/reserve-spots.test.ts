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

describe('reserveOutcome: the hardened rules (supabase/migrations)', () => {
  const refused = (message: string, details?: string) => reserveOutcome({ data: null, error: { code: 'P0001', message, details } });

  it('reads a concert that has started', () => {
    expect(refused('concert_started')).toEqual({ status: 'concertStarted' });
    expect(refused('concert_cancelled')).toEqual({ status: 'concertCancelled' });
    expect(refused('concert_postponed')).toEqual({ status: 'concertPostponed' });
  });

  it("reads the address's cap with what it may still reserve, and without when DETAIL is not a count", () => {
    expect(refused('address_limit', '3')).toEqual({ status: 'addressLimit', remaining: 3 });
    expect(refused('address_limit', '0')).toEqual({ status: 'addressLimit', remaining: 0 });
    expect(refused('address_limit', 'lots')).toEqual({ status: 'addressLimit' });
    expect(refused('address_limit')).toEqual({ status: 'addressLimit' });
  });

  it('reads the limit on sends per hour', () => {
    expect(refused('rate_limited')).toEqual({ status: 'rateLimited' });
  });

  it('tells a timeout of the client (lib/timed-fetch) from another network failure', () => {
    const timeout = { code: '', message: 'AbortError: request timed out after 15000 ms' };
    expect(reserveOutcome({ data: null, error: timeout })).toEqual({ status: 'timeout' });
  });
});
