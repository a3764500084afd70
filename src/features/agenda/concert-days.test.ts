import { describe, expect, it } from 'vitest';
import { CONCERTS } from '@/content/concerts';
import { concertsInMonth, concertsOnDay, dayToShow, firstConcertDay } from './concert-days';

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

describe('dayToShow', () => {
  it('starts on the first concert of what is shown', () => {
    expect(dayToShow(null, CONCERTS)).toBe('2025-04-12');
    expect(dayToShow(null, only('5', '9'))).toBe('2025-05-17');
  });

  it('stays on the day while its month still has a concert', () => {
    expect(dayToShow('2025-06-10', only('7', '8'))).toBe('2025-06-10');
  });

  it('moves to the first concert when the month has none left', () => {
    expect(dayToShow('2025-04-12', only('8', '9'))).toBe('2025-06-14');
    expect(dayToShow('2025-09-01', CONCERTS)).toBe('2025-04-12');
  });

  it('stays where it is when nothing is shown', () => {
    expect(dayToShow('2025-05-10', [])).toBe('2025-05-10');
    expect(dayToShow(null, [])).toBeNull();
  });
});
