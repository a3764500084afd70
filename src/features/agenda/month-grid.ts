import { calendarDay } from './calendar-day';

/*
 * Calendar arithmetic on plain 'YYYY-MM-DD' days, the concert data's own form. Days are computed in UTC,
 * so a visitor's time zone never shifts one (calendar-day.ts).
 */

/** A calendar day as 'YYYY-MM-DD': sorts and compares as text. */
export type IsoDay = string;

/** A month of a year; `month` runs from 1 (January) to 12. */
export interface YearMonth {
  year: number;
  month: number;
}

/** Day of the week as Intl.Locale's week info counts it: 1 is Monday … 7 is Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const toDate = calendarDay;
const fromDate = (date: Date): IsoDay => date.toISOString().slice(0, 10);

export function daysInMonth({ year, month }: YearMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function addDays(day: IsoDay, days: number): IsoDay {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromDate(date);
}

export function monthOf(day: IsoDay): YearMonth {
  const date = toDate(day);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

export function shiftMonth({ year, month }: YearMonth, months: number): YearMonth {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The given day of a month, clamped to its last day (31 March + 1 month is 30 April). */
export function dayInMonth(target: YearMonth, dayOfMonth: number): IsoDay {
  const day = Math.min(dayOfMonth, daysInMonth(target));
  return fromDate(new Date(Date.UTC(target.year, target.month - 1, day)));
}

export const firstOfMonth = (target: YearMonth): IsoDay => dayInMonth(target, 1);
export const lastOfMonth = (target: YearMonth): IsoDay => dayInMonth(target, 31);

/** The same day of the month `months` later (or earlier), clamped to the shorter month. */
export function addMonths(day: IsoDay, months: number): IsoDay {
  return dayInMonth(shiftMonth(monthOf(day), months), toDate(day).getUTCDate());
}

export function weekdayOf(day: IsoDay): Weekday {
  return (((toDate(day).getUTCDay() + 6) % 7) + 1) as Weekday;
}

export function startOfWeek(day: IsoDay, firstDay: Weekday): IsoDay {
  return addDays(day, -((weekdayOf(day) - firstDay + 7) % 7));
}

export const endOfWeek = (day: IsoDay, firstDay: Weekday): IsoDay => addDays(startOfWeek(day, firstDay), 6);

/** The seven weekdays in display order, starting from `firstDay`. */
export function weekdayOrder(firstDay: Weekday): Weekday[] {
  return Array.from({ length: 7 }, (_, i) => (((firstDay - 1 + i) % 7) + 1) as Weekday);
}

/**
 * The weeks of a month as rows of seven: each cell is a day of the month, or null for the days of the
 * months before and after, which the grid leaves empty.
 */
export function buildMonthGrid(target: YearMonth, firstDay: Weekday): Array<Array<IsoDay | null>> {
  const first = firstOfMonth(target);
  const last = lastOfMonth(target);
  const weeks: Array<Array<IsoDay | null>> = [];
  for (let start = startOfWeek(first, firstDay); start <= last; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)).map((day) => (day >= first && day <= last ? day : null)));
  }
  return weeks;
}
