import { describeVenue } from '@/features/concerts';
import { regionNames } from '@/lib/intl-formatters';

/** Hall, locality, state and country, the country named in the visitor's language (names stay as they are). */
export function venueText(venue: string, language: string): string {
  const { name, locality, region, country } = describeVenue(venue);
  const countryName = regionNames(language).of(country) ?? country;
  return [name, locality, region, countryName].filter(Boolean).join(', ');
}
