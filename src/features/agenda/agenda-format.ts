import { describeVenue } from '@/features/concerts';
import { dateTimeFormat, regionNames } from '@/lib/intl-formatters';
import { calendarDay } from './calendar-day';
import { firstOfMonth, weekdayOrder, type IsoDay, type Weekday, type YearMonth } from './month-grid';

/*
 * Texts the agenda builds with Intl in the visitor's language: no date library and no translation
 * file needed for month, weekday or country names.
 */

/** Hall, locality, state and country, the country named in the visitor's language (names stay as they are). */
export function formatLocation(venue: string, language: string): string {
  const { name, locality, region, country } = describeVenue(venue);
  const countryName = regionNames(language).of(country) ?? country;
  return [name, locality, region, countryName].filter(Boolean).join(', ');
}

/** 'Saturday, 12 April 2025': a day spelt out, as a screen reader should say it. */
export function formatFullDay(day: IsoDay, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(calendarDay(day));
}

/** 'April 2025'. */
export function formatMonth(target: YearMonth, language: string): string {
  return dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(calendarDay(firstOfMonth(target)));
}

/** The day of the month as the language writes it ('12'). */
export function formatDayNumber(day: IsoDay, language: string): string {
  return dateTimeFormat(language, { day: 'numeric', timeZone: 'UTC' }).format(calendarDay(day));
}

/** Column headings from the week's first day: a short name to show and the long one for screen readers. */
export function weekdayNames(firstDay: Weekday, language: string): Array<{ short: string; long: string }> {
  const short = dateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const long = dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  // 2025-04-07 is a Monday: weekday n is n - 1 days later.
  return weekdayOrder(firstDay).map((weekday) => {
    const date = calendarDay(`2025-04-${String(6 + weekday).padStart(2, '0')}`);
    return { short: short.format(date), long: long.format(date) };
  });
}

/** 'A, B and C' in the visitor's language. */
export function formatList(items: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
}
