import type { Artist } from '@/content/artists';

/** 'Houston, Texas, United States': the place as it is named there, the country in the visitor's language. */
export function hometownText({ place, country }: Artist['hometown'], language: string): string {
  const countryName = new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
  return `${place}, ${countryName}`;
}
