import { dateTimeFormat } from '@/lib/intl-formatters';

/** A month (YYYY-MM) in words in the page's language: 'March 2031' (long), 'Mar 31' (short, the chart's rows). */

export function monthFormatter(language: string, length: 'long' | 'short' = 'long') {
  const format = dateTimeFormat(language, length === 'long' ? { month: 'long', year: 'numeric', timeZone: 'UTC' } : { month: 'short', year: '2-digit', timeZone: 'UTC' });
  return (month: string) => {
    const [year = 0, number = 1] = month.split('-').map(Number);
    return format.format(Date.UTC(year, number - 1, 1));
  };
}
