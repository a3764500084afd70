import { describe, expect, it } from 'vitest';
import { instantToZoned, isTimeZone, zonedToInstant } from './zoned-time';

describe('zoned time', () => {
  it('turns a wall-clock time in a zone into the instant, summer and winter', () => {
    expect(zonedToInstant('2026-04-12T20:00', 'Europe/Amsterdam')).toBe('2026-04-12T18:00:00Z');
    expect(zonedToInstant('2026-12-12T20:00', 'Europe/Amsterdam')).toBe('2026-12-12T19:00:00Z');
    expect(zonedToInstant('2026-06-01T19:30', 'America/Chicago')).toBe('2026-06-02T00:30:00Z');
    expect(zonedToInstant('2026-06-01T19:30', 'UTC')).toBe('2026-06-01T19:30:00Z');
  });

  it('goes back to the wall clock for the editor', () => {
    expect(instantToZoned('2026-04-12T18:00:00+00:00', 'Europe/Amsterdam')).toBe('2026-04-12T20:00');
    expect(instantToZoned('2026-06-02T00:30:00Z', 'America/Chicago')).toBe('2026-06-01T19:30');
  });

  it('refuses what is no time or no zone', () => {
    expect(zonedToInstant('2026-02-30T20:00', 'Europe/Amsterdam')).toBeNull();
    expect(zonedToInstant('12/04/2026 20:00', 'Europe/Amsterdam')).toBeNull();
    expect(zonedToInstant('2026-04-12T20:00', 'Mars/Olympus')).toBeNull();
    expect(isTimeZone('Europe/Lisbon')).toBe(true);
    expect(isTimeZone(' Europe/Lisbon')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('refuses a time the clocks skip, rather than moving it an hour', () => {
    expect(zonedToInstant('2026-03-29T02:30', 'Europe/Amsterdam')).toBeNull();
    expect(zonedToInstant('2026-03-29T03:30', 'Europe/Amsterdam')).toBe('2026-03-29T01:30:00Z');
    // The hour that happens twice when they go back is a real time: its first occurrence.
    expect(zonedToInstant('2026-10-25T02:30', 'Europe/Amsterdam')).not.toBeNull();
  });
});
