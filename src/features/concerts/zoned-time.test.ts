import { describe, expect, it } from 'vitest';
import { localDay, zonedInstant } from './zoned-time';

describe('zonedInstant', () => {
  it.each([
    ['2025-04-12', '19:30', 'Europe/Amsterdam', '2025-04-12T17:30:00Z'],
    ['2025-01-12', '19:30', 'Europe/Amsterdam', '2025-01-12T18:30:00Z'],
    ['2025-06-06', '19:30', 'America/Chicago', '2025-06-07T00:30:00Z'],
    // Summer time begins at 02:00 in Amsterdam that night, and ends at 02:00 in London in October.
    ['2025-03-30', '02:30', 'Europe/Amsterdam', '2025-03-30T01:30:00Z'],
    ['2025-10-26', '12:00', 'Europe/London', '2025-10-26T12:00:00Z'],
  ])('%s %s in %s is %s', (day, time, zone, instant) => {
    expect(zonedInstant(day, time, zone)).toBe(instant);
  });

  it('is on the day it names in the venue zone, wherever the instant falls in UTC', () => {
    expect(localDay(zonedInstant('2025-06-06', '19:30', 'America/Chicago'), 'America/Chicago')).toBe('2025-06-06');
  });
});
