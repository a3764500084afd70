import type { Weekday } from './month-grid';

/** What Intl.Locale reports of a region's week; older engines only have the `weekInfo` getter. */
type WeekInfoLocale = Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };

const isWeekday = (value: unknown): value is Weekday => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 7;

/** The first day of the week where `locale` is used ('en-GB': Monday, 'en-US': Sunday); Monday when unknown. */
export function firstDayOfWeek(locale: string): Weekday {
  try {
    const info = new Intl.Locale(locale) as WeekInfoLocale;
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    return isWeekday(firstDay) ? firstDay : 1;
  } catch {
    return 1;
  }
}
