import type { CellValue, ColumnKind } from './admin-tables';

/** A value as a person reads it in the table: moments and dates in the visitor's language. */
export function formatCell(value: CellValue, kind: ColumnKind, language: string): string {
  if (value === null) return '';
  if (kind === 'number' && typeof value === 'number') return new Intl.NumberFormat(language).format(value);
  if (typeof value !== 'string' || (kind !== 'datetime' && kind !== 'date')) return String(value);
  // A date column holds a calendar day ('2026-12-01'): shown in UTC so no time zone moves it a day.
  const date = new Date(kind === 'date' ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(language, kind).format(date);
}

/** One formatter per language and kind: a table of a thousand rows would otherwise build thousands. */
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: string, kind: 'date' | 'datetime'): Intl.DateTimeFormat {
  const key = `${language} ${kind}`;
  let format = formats.get(key);
  if (format === undefined) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'date' ? { dateStyle: 'medium', timeZone: 'UTC' } : { dateStyle: 'medium', timeStyle: 'short' };
    format = new Intl.DateTimeFormat(language, options);
    formats.set(key, format);
  }
  return format;
}
