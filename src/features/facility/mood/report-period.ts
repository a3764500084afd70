import { dateTimeFormat } from '@/lib/intl-formatters';
import type { ReportPeriod } from './mood-report';

export const PERIOD_KEYS = ['last12', 'last6', 'thisYear', 'lastYear'] as const;
export type PeriodKey = (typeof PERIOD_KEYS)[number];

/** The months a period choice covers, up to the month of `now` on the given clock (the facility's, or the reader's). */
export function reportPeriod(key: PeriodKey, now: Date, timeZone: string): ReportPeriod {
  const parts = dateTimeFormat('en', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(now);
  const year = Number(parts.find((part) => part.type === 'year')?.value);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  const current = `${year}-${String(month).padStart(2, '0')}`;
  const monthsBack = (n: number) => new Date(Date.UTC(year, month - 1 - n, 1)).toISOString().slice(0, 7);
  switch (key) {
    case 'last12':
      return { since: monthsBack(11), until: current };
    case 'last6':
      return { since: monthsBack(5), until: current };
    case 'thisYear':
      return { since: `${year}-01`, until: current };
    case 'lastYear':
      return { since: `${year - 1}-01`, until: `${year - 1}-12` };
  }
}
