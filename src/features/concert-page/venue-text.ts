import { describeVenue } from '@/features/concerts';

/** Hall, locality, state and country, the country named in the visitor's language (names stay as they are). */
export function venueText(venue: string, language: string): string {
  const { name, locality, region, country } = describeVenue(venue);
  const countryName = new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
  return [name, locality, region, countryName].filter(Boolean).join(', ');
}
