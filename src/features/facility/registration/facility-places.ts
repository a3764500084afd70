import { isFacilityTimeZone } from './registration-schema';

/** The zones the browser knows (IANA names), as the programme's editor lists them; a short list where it cannot tell. */
export const TIME_ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function'
    ? Intl.supportedValuesOf('timeZone').filter(isFacilityTimeZone)
    : ['Europe/Amsterdam', 'Europe/Berlin', 'Europe/Brussels', 'Europe/Lisbon', 'Europe/London', 'Europe/Madrid', 'Europe/Paris', 'UTC'];

/** The browser's own zone, which is the facility's in nearly every case; UTC when it has none the database takes. */
export function browserTimeZone(): string {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isFacilityTimeZone(zone) ? zone : 'UTC';
}

/**
 * Region codes that name no country a facility is in: groupings (EU, UN …), private use and unknown (QO,
 * XA, XB, ZZ), and the exceptionally reserved ones (Ascension, Ceuta and Melilla …) that belong to a country.
 */
const NOT_COUNTRIES = new Set(['AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'ZZ']);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export interface CountryOption {
  value: string;
  label: string;
}

/** Every ISO 3166-1 country this browser can name, named and sorted in the page's language. */
export function countryOptions(language: string): CountryOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const options: CountryOption[] = [];
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = first + second;
      const label = NOT_COUNTRIES.has(code) ? undefined : names.of(code);
      if (label !== undefined && label !== code) options.push({ value: code, label });
    }
  }
  const collator = new Intl.Collator(language);
  return options.sort((a, b) => collator.compare(a.label, b.label));
}

/** The country of the browser's language setting (nl-NL → NL), or '' when it names none. */
export function browserCountry(languages: readonly string[] = navigator.languages): string {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).region;
      if (region !== undefined && /^[A-Z]{2}$/.test(region) && !NOT_COUNTRIES.has(region)) return region;
    } catch {
      // A malformed tag says nothing about the country.
    }
  }
  return '';
}
