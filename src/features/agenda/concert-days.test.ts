import { describe, expect, it } from 'vitest';
import { concertDays, loadSampleProgramme } from '@/features/concerts';
import { concertsInMonth, concertsOnDay, dayToShow, firstConcertDay, openingDay, visitorDay } from './concert-days';

/** The sample programme's concerts of 2025 (the nine with a venue), by their days on the venue's clock. */
const CONCERTS = (await loadSampleProgramme(['en'])).concerts.filter((concert) => concert.venue !== null).map((concert) => ({ id: concert.id, ...concertDays(concert) }));

const ids = (list: readonly { id: string }[]) => list.map((concert) => concert.id);
const only = (...wanted: string[]) => CONCERTS.filter((concert) => wanted.includes(concert.id));

describe('concerts in the calendar', () => {
  it('puts a concert on its day, and a two-day concert on both days', () => {
    expect(ids(concertsOnDay(CONCERTS, '2025-04-12'))).toEqual(['1']);
    expect(ids(concertsOnDay(CONCERTS, '2025-04-26'))).toEqual(['3']);
    expect(ids(concertsOnDay(CONCERTS, '2025-04-27'))).toEqual(['3']);
    expect(ids(concertsOnDay(CONCERTS, '2025-04-28'))).toEqual([]);
  });

  it('lists the concerts of a month', () => {
    expect(ids(concertsInMonth(CONCERTS, { year: 2025, month: 4 }))).toEqual(['1', '2', '3']);
    expect(ids(concertsInMonth(CONCERTS, { year: 2025, month: 6 }))).toEqual(['7', '8', '9']);
    expect(concertsInMonth(CONCERTS, { year: 2025, month: 7 })).toEqual([]);
  });

  it('counts a concert that runs over a month end in both months', () => {
    const overMonthEnd = [{ date: '2025-04-30', endDate: '2025-05-01' }];
    expect(concertsInMonth(overMonthEnd, { year: 2025, month: 5 })).toHaveLength(1);
    expect(firstConcertDay(overMonthEnd, { year: 2025, month: 5 })).toBe('2025-05-01');
  });

  it('finds the first concert day of a month, or its 1st', () => {
    expect(firstConcertDay(CONCERTS, { year: 2025, month: 5 })).toBe('2025-05-04');
    expect(firstConcertDay(CONCERTS, { year: 2025, month: 8 })).toBe('2025-08-01');
  });
});

describe('openingDay', () => {
  it('opens a month on its first concert, else on today when today is in it, else on its 1st', () => {
    expect(openingDay(CONCERTS, { year: 2025, month: 4 }, '2026-11-25')).toBe('2025-04-12');
    expect(openingDay(CONCERTS, { year: 2026, month: 11 }, '2026-11-25')).toBe('2026-11-25');
    expect(openingDay(CONCERTS, { year: 2026, month: 12 }, '2026-11-25')).toBe('2026-12-01');
    expect(visitorDay(new Date(2026, 10, 25, 23, 30))).toBe('2026-11-25');
  });
});

describe('dayToShow', () => {
  it('stays on the day while its month still has a concert', () => {
    expect(dayToShow('2025-06-10', only('7', '8'))).toBe('2025-06-10');
  });

  it('moves to the nearest month with a concert, later months first', () => {
    expect(dayToShow('2025-04-12', only('8', '9'))).toBe('2025-06-14');
    expect(dayToShow('2025-09-01', CONCERTS)).toBe('2025-06-06');
    expect(dayToShow('2025-05-30', only('1', '9'))).toBe('2025-06-21');
  });

  it('stays where it is when nothing is shown', () => {
    expect(dayToShow('2025-05-10', [])).toBe('2025-05-10');
  });
});
