import { CONCERTS, type Concert, type SampleConcert } from './concerts';

/*
 * Rules over the concert data (SPEC section 3), pure so they are tested without a browser.
 */

/** ISO 3166 region codes of the countries a venue can be in (Intl.DisplayNames names them in any language). */
export type VenueCountry = 'GB' | 'SE' | 'NL' | 'US';

/** The words of a venue text that name its country; any other venue is in the US (SPEC section 3). */
const COUNTRY_WORDS: ReadonlyArray<readonly [RegExp, VenueCountry]> = [
  [/\bUK\b/, 'GB'],
  [/\bSweden\b/, 'SE'],
  [/\bNetherlands\b/, 'NL'],
];

const venueParts = (venue: string) =>
  venue
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The first comma-separated part of the venue, trimmed. */
export function venueLocality(venue: string): string {
  return venueParts(venue)[0] ?? '';
}

/** The country named by the words UK, Sweden or Netherlands in the venue; otherwise the US. */
export function venueCountry(venue: string): VenueCountry {
  return COUNTRY_WORDS.find(([word]) => word.test(venue))?.[1] ?? 'US';
}

export interface VenueDescription {
  locality: string;
  /** The hall itself: the second part, when there is one. */
  name: string | null;
  /** What lies between the hall and the country, such as a US state; null when nothing. */
  region: string | null;
  country: VenueCountry;
}

/** A venue split for display: the country word is left out, since pages name the country in the visitor's language. */
export function describeVenue(venue: string): VenueDescription {
  const [locality = '', ...rest] = venueParts(venue);
  const named = rest.filter((part) => !COUNTRY_WORDS.some(([word]) => word.test(part)));
  const [name = null, ...region] = named;
  return { locality, name, region: region.length > 0 ? region.join(', ') : null, country: venueCountry(venue) };
}

/** The last day of a concert: its end date, or its start date when it has none. */
export function concertEndDate(concert: Pick<Concert, 'date' | 'endDate'>): string {
  return concert.endDate ?? concert.date;
}

/** The sample concert with this id, if any (ids compare exactly: '01' is not '1'). */
export function findConcert(id: string | undefined): SampleConcert | undefined {
  return CONCERTS.find((concert) => concert.id === id);
}

/**
 * A calendar date (YYYY-MM-DD) as an instant that every time zone formats as that same day: the dates
 * are the venue's local days, so they are read and formatted in UTC, never shifted by the visitor's zone.
 */
export const calendarDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** The concert's dates in `locale`, one day or a range ('12–13 April 2025'). */
export function formatConcertDates(concert: Pick<Concert, 'date' | 'endDate'>, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  // ICU versions differ in the spaces around the dash (Node's thin spaces, Chromium's plain ones): plain
  // spaces everywhere, so a prerendered page and the browser that adopts it write the same text.
  return format.formatRange(calendarDay(concert.date), calendarDay(concertEndDate(concert))).replace(/[\u2009\u202f]/g, ' ');
}
