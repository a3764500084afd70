import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  DEFAULT_LANGUAGE,
  isCountry,
  isLanguage,
  type Country,
  type Language,
} from './config';

export interface LanguageSources {
  /** `location.search`, e.g. `?lang=nl&country=nl`. */
  search: string;
  stored: string | null;
  /** `navigator.languages`, most preferred first. */
  browser: readonly string[];
}

/** The `lang` URL parameter, then the stored choice, then the browser; invalid values are ignored. */
export function detectLanguage({ search, stored, browser }: LanguageSources): Language {
  const fromUrl = new URLSearchParams(search).get('lang');
  if (isLanguage(fromUrl)) return fromUrl;
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** The `country` URL parameter, then the stored choice, then the browser's region when it is one we serve. */
export function detectCountry({ search, stored, browser }: LanguageSources): Country {
  const fromUrl = new URLSearchParams(search).get('country');
  if (isCountry(fromUrl)) return fromUrl;
  if (isCountry(stored)) return stored;
  for (const tag of browser) {
    const region = tag.toLowerCase().split('-')[1];
    if (region && region !== 'global' && (COUNTRIES as readonly string[]).includes(region)) {
      return region as Country;
    }
  }
  return DEFAULT_COUNTRY;
}
