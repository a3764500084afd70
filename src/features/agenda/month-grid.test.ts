import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  buildMonthGrid,
  daysInMonth,
  endOfWeek,
  monthOf,
  shiftMonth,
  startOfWeek,
  weekdayOf,
  weekdayOrder,
} from './month-grid';

describe('calendar arithmetic', () => {
  it('counts the days of a month, leap years included', () => {
    expect(daysInMonth({ year: 2025, month: 4 })).toBe(30);
    expect(daysInMonth({ year: 2025, month: 2 })).toBe(28);
    expect(daysInMonth({ year: 2024, month: 2 })).toBe(29);
  });

  it('adds days across months and years', () => {
    expect(addDays('2025-04-30', 1)).toBe('2025-05-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2025-04-12', 7)).toBe('2025-04-19');
  });

  it('adds months, clamping to the shorter month', () => {
    expect(addMonths('2025-04-12', 1)).toBe('2025-05-12');
    expect(addMonths('2025-03-31', 1)).toBe('2025-04-30');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2025-01-15', -1)).toBe('2024-12-15');
    expect(addMonths('2025-12-15', 1)).toBe('2026-01-15');
  });

  it('shifts months over year ends', () => {
    expect(shiftMonth({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(shiftMonth({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12 });
    expect(monthOf('2025-06-21')).toEqual({ year: 2025, month: 6 });
  });

  it('numbers weekdays from Monday (1) to Sunday (7)', () => {
    expect(weekdayOf('2025-04-14')).toBe(1);
    expect(weekdayOf('2025-04-12')).toBe(6);
    expect(weekdayOf('2025-04-13')).toBe(7);
  });

  it('finds the start and end of a week for a Monday or a Sunday start', () => {
    expect(startOfWeek('2025-04-12', 1)).toBe('2025-04-07');
    expect(endOfWeek('2025-04-12', 1)).toBe('2025-04-13');
    expect(startOfWeek('2025-04-12', 7)).toBe('2025-04-06');
    expect(endOfWeek('2025-04-12', 7)).toBe('2025-04-12');
    expect(startOfWeek('2025-04-13', 7)).toBe('2025-04-13');
    expect(weekdayOrder(7)).toEqual([7, 1, 2, 3, 4, 5, 6]);
  });
});

describe('buildMonthGrid', () => {
  it('lays April 2025 out in weeks from Monday, leaving other months empty', () => {
    const weeks = buildMonthGrid({ year: 2025, month: 4 }, 1);
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    // 1 April 2025 is a Tuesday.
    expect(weeks[0]).toEqual([null, '2025-04-01', '2025-04-02', '2025-04-03', '2025-04-04', '2025-04-05', '2025-04-06']);
    expect(weeks[4]).toEqual(['2025-04-28', '2025-04-29', '2025-04-30', null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('starts on Sunday where the week does', () => {
    const weeks = buildMonthGrid({ year: 2025, month: 6 }, 7);
    // 1 June 2025 is a Sunday: no empty cell before it.
    expect(weeks[0]?.[0]).toBe('2025-06-01');
    expect(weeks.at(-1)?.filter(Boolean).at(-1)).toBe('2025-06-30');
  });

  it('needs six rows for a month that starts late in the week', () => {
    // 1 March 2025 is a Saturday; 31 days need six Monday-first rows.
    expect(buildMonthGrid({ year: 2025, month: 3 }, 1)).toHaveLength(6);
    // February 2021 starts on a Monday and fills exactly four rows.
    expect(buildMonthGrid({ year: 2021, month: 2 }, 1)).toHaveLength(4);
  });
});
