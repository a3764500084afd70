import { describe, expect, it } from 'vitest';
import { formatDayNumber, formatFullDay, formatList, formatLocation, formatMonth, weekdayNames } from './agenda-format';

describe('agenda texts', () => {
  it('names the hall, locality and country, the country translated', () => {
    expect(formatLocation('Amsterdam, Concertgebouw, Netherlands', 'en')).toBe('Concertgebouw, Amsterdam, Netherlands');
    expect(formatLocation('Amsterdam, Concertgebouw, Netherlands', 'de')).toBe('Concertgebouw, Amsterdam, Niederlande');
    expect(formatLocation('Nashville, Ryman Auditorium, Tennessee', 'en')).toBe('Ryman Auditorium, Nashville, Tennessee, United States');
  });

  it('spells out days and months in UTC, whatever the time zone', () => {
    expect(formatFullDay('2025-04-12', 'en')).toBe('Saturday, April 12, 2025');
    expect(formatFullDay('2025-04-12', 'de')).toBe('Samstag, 12. April 2025');
    expect(formatMonth({ year: 2025, month: 5 }, 'en')).toBe('May 2025');
    expect(formatMonth({ year: 2025, month: 5 }, 'fr')).toBe('mai 2025');
    expect(formatDayNumber('2025-04-01', 'en')).toBe('1');
  });

  it('names the weekdays from the first day of the week', () => {
    expect(weekdayNames(1, 'en').map((day) => day.long)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(weekdayNames(7, 'de')[0]).toEqual({ short: 'So', long: 'Sonntag' });
  });

  it('joins titles as a sentence', () => {
    expect(formatList(['A', 'B', 'C'], 'en')).toBe('A, B, and C');
    expect(formatList(['A', 'B'], 'de')).toBe('A und B');
  });
});
