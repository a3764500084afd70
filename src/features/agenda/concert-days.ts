import { firstOfMonth, lastOfMonth, monthOf, type IsoDay, type YearMonth } from './month-grid';

/** What the calendar needs of a concert: its first and (optional) last day. */
type Dated = { date: IsoDay; endDate?: IsoDay };

const lastDay = (concert: Dated) => concert.endDate ?? concert.date;

/** The concerts on `day`: a concert of several days is on each of them. */
export function concertsOnDay<T extends Dated>(concerts: readonly T[], day: IsoDay): T[] {
  return concerts.filter((concert) => concert.date <= day && day <= lastDay(concert));
}

/** The concerts with at least one day in the month. */
export function concertsInMonth<T extends Dated>(concerts: readonly T[], target: YearMonth): T[] {
  const first = firstOfMonth(target);
  const last = lastOfMonth(target);
  return concerts.filter((concert) => concert.date <= last && first <= lastDay(concert));
}

/** The first day of the month with a concert (its first day there), or the 1st when the month has none. */
export function firstConcertDay(concerts: readonly Dated[], target: YearMonth): IsoDay {
  const first = firstOfMonth(target);
  const starts = concertsInMonth(concerts, target).map((concert) => (concert.date < first ? first : concert.date));
  return starts.sort()[0] ?? first;
}

/** The visitor's own calendar day of `when`, as YYYY-MM-DD. */
export function visitorDay(when: Date): IsoDay {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}`;
}

/** The day a month opens on: its first concert day, else today when today is in it, else its 1st. */
export function openingDay(concerts: readonly Dated[], target: YearMonth, today: IsoDay): IsoDay {
  if (concertsInMonth(concerts, target).length > 0) return firstConcertDay(concerts, target);
  const sameMonth = monthOf(today).year === target.year && monthOf(today).month === target.month;
  return sameMonth ? today : firstOfMonth(target);
}

/**
 * The day the calendar should show when the concerts it shows change: the same day while its month still
 * has one of them; otherwise the first concert day of the nearest month that has one, later months first
 * (what is still to come before what has been); with none, the day stays.
 */
export function dayToShow(current: IsoDay, concerts: readonly Dated[]): IsoDay {
  if (concertsInMonth(concerts, monthOf(current)).length > 0) return current;
  const byStart = [...concerts].sort((a, b) => a.date.localeCompare(b.date));
  const later = byStart.find((concert) => concert.date >= current);
  const nearest = later ?? byStart[byStart.length - 1];
  return nearest ? firstConcertDay(concerts, monthOf(nearest.date)) : current;
}
