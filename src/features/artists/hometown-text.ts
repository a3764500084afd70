import type { ProgrammeArtist } from '@/features/concerts';
import { regionNames } from '@/lib/intl-formatters';

/** 'Houston, Texas, United States': the place as it is named there, the country in the visitor's language. */
export function hometownText({ hometown, country }: Pick<ProgrammeArtist, 'hometown' | 'country'>, language: string): string {
  const countryName = country ? (regionNames(language).of(country) ?? country) : null;
  return [hometown, countryName].filter(Boolean).join(', ');
}
