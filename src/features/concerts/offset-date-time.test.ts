import { describe, expect, it } from 'vitest';
import { offsetDateTime } from './offset-date-time';

describe('a concert on its venue clock', () => {
  it("writes an instant with the venue's offset, winter and summer", () => {
    expect(offsetDateTime('2027-03-06T18:30:00Z', 'Europe/Amsterdam')).toBe('2027-03-06T19:30:00+01:00');
    expect(offsetDateTime('2025-04-12T17:30:00.000Z', 'Europe/Amsterdam')).toBe('2025-04-12T19:30:00+02:00');
    expect(offsetDateTime('2025-06-07T01:30:00Z', 'America/Chicago')).toBe('2025-06-06T20:30:00-05:00');
    expect(offsetDateTime('2025-01-10T12:00:00Z', 'Asia/Kolkata')).toBe('2025-01-10T17:30:00+05:30');
    expect(offsetDateTime('2025-01-10T12:00:00Z', 'Europe/London')).toBe('2025-01-10T12:00:00+00:00');
  });
});
