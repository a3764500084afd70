/*
 * A concert's venue text ('Locality, Venue name, Country or state', SPEC section 3) read for display, pure so
 * it is tested without a browser.
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
