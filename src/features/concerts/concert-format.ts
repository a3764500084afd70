import { dateTimeFormat, numberFormat } from '@/lib/intl-formatters';
import type { ProgrammeConcert } from './programme';
import { localDay, type IsoDay } from './zoned-time';

/*
 * A concert's dates and times as a visitor reads them: on the venue's clock (its time zone), in the
 * visitor's language, with Intl only.
 */

type Dated = Pick<ProgrammeConcert, 'startsAt' | 'endsAt' | 'timeZone'>;

/** The venue's local days of the concert: its first, and its last when that is another day. */
export function concertDays(concert: Dated): { date: IsoDay; endDate?: IsoDay } {
  const date = localDay(concert.startsAt, concert.timeZone);
  const last = concert.endsAt ? localDay(concert.endsAt, concert.timeZone) : date;
  return last > date ? { date, endDate: last } : { date };
}

/** ICU versions differ in the spaces around a range's dash (thin or plain): plain everywhere, so a prerendered page and the browser agree. */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

/** 'April 12, 2025', or a range over several days ('April 26 – 27, 2025'). */
export function formatConcertDates(concert: Dated, language: string, dateStyle: 'long' | 'full' = 'long'): string {
  const format = dateTimeFormat(language, { dateStyle, timeZone: concert.timeZone });
  const start = Date.parse(concert.startsAt);
  const { endDate } = concertDays(concert);
  return plainSpaces(endDate && concert.endsAt ? format.formatRange(start, Date.parse(concert.endsAt)) : format.format(start));
}

/** The start time on the venue's clock ('7:30 PM', '19:30'). */
export function formatConcertTime(concert: Dated, language: string): string {
  const format = dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: concert.timeZone });
  return plainSpaces(format.format(Date.parse(concert.startsAt)));
}

/**
 * The start on the visitor's own clock ('1:30 PM'), or null where it reads the same as on the venue's: the
 * waiting room adds it for a visitor in another zone.
 */
export function formatStartForVisitor(concert: Dated, language: string, visitorZone: string): string | null {
  const theirs = plainSpaces(dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: visitorZone }).format(Date.parse(concert.startsAt)));
  return theirs === formatConcertTime(concert, language) ? null : theirs;
}

/** '€15' in English, '15 €' in German: cents only when there are some. */
export function formatPrice(concert: Pick<ProgrammeConcert, 'priceCents' | 'currency'>, language: string): string {
  const whole = concert.priceCents % 100 === 0;
  return numberFormat(language, { style: 'currency', currency: concert.currency, minimumFractionDigits: whole ? 0 : 2 }).format(concert.priceCents / 100);
}

/** Registered divided by capacity, as a percentage from 0 to 100 (0 for a concert without seats). */
export function registrationPercent({ capacity, registered }: Pick<ProgrammeConcert, 'capacity' | 'registered'>): number {
  if (capacity <= 0) return 0;
  return Math.min(Math.max((registered / capacity) * 100, 0), 100);
}
