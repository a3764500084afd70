import { describe, expect, it } from 'vitest';
import { countdownClock, countdownWords } from './countdown';

const MINUTE = 60_000;

describe('the countdown', () => {
  it('reads as a clock: minutes and seconds, hours from an hour, never negative', () => {
    expect(countdownClock(15 * MINUTE)).toBe('15:00');
    expect(countdownClock(12 * MINUTE + 5_000)).toBe('12:05');
    expect(countdownClock(12 * MINUTE + 4_001)).toBe('12:05');
    expect(countdownClock(62 * MINUTE + 5_000)).toBe('1:02:05');
    expect(countdownClock(999)).toBe('0:01');
    expect(countdownClock(-5_000)).toBe('0:00');
  });

  it('says it in words in the visitor’s language, rounding up', () => {
    expect(countdownWords(15 * MINUTE, 'en')).toBe('in 15 minutes');
    expect(countdownWords(11 * MINUTE + 1_000, 'en')).toBe('in 12 minutes');
    expect(countdownWords(MINUTE, 'en')).toBe('in 1 minute');
    expect(countdownWords(40_000, 'en')).toBe('in 40 seconds');
    expect(countdownWords(120 * MINUTE, 'en')).toBe('in 2 hours');
    expect(countdownWords(15 * MINUTE, 'nl')).toBe('over 15 minuten');
    expect(countdownWords(15 * MINUTE, 'de')).toBe('in 15 Minuten');
    expect(countdownWords(15 * MINUTE, 'fr')).toBe('dans 15 minutes');
  });
});
