/**
 * Intl's formatters are costly to make (each one loads its locale's data) and free to reuse: a page of twelve
 * concert cards made some fifty while it came alive, most of them alike. One of each per locale and options.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const displayNames = new Map<string, Intl.DisplayNames>();

function reuse<T>(made: Map<string, T>, locale: string, options: object, make: () => T): T {
  const key = `${locale}|${JSON.stringify(options)}`;
  const known = made.get(key);
  if (known) return known;
  const fresh = make();
  made.set(key, fresh);
  return fresh;
}

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  reuse(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  reuse(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));

export const regionNames = (locale: string): Intl.DisplayNames =>
  reuse(displayNames, locale, { type: 'region' }, () => new Intl.DisplayNames([locale], { type: 'region' }));
