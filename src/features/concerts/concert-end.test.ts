import { describe, expect, it } from 'vitest';
import { concertEnd } from './concert-end';

describe('a concert without an end', () => {
  it('ends at its own end, or two hours after its start', () => {
    expect(concertEnd({ startsAt: '2027-03-06T18:30:00.000Z', endsAt: null })).toBe('2027-03-06T20:30:00.000Z');
    expect(concertEnd({ startsAt: '2025-04-26T17:30:00Z', endsAt: '2025-04-27T19:30:00Z' })).toBe('2025-04-27T19:30:00Z');
  });
});

