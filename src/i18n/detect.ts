import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  DEFAULT_LANGUAGE,
  isCountry,
  isLanguage,
  type Country,
  type Language,
} from './config';
import { localizedPath, splitLanguagePath } from './language-path';

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

export interface AddressSources extends LanguageSources {
  pathname: string;
}

/**
 * Where a visit must go so that its address names its language, or null when it already does.
 * A `?lang=` moves into the path (`/concerts?lang=nl` → `/nl/concerts`); an address without a prefix (the
 * English one, also the x-default) leads a visitor whose stored choice or browser asks for another
 * language to that language's address. A prefixed address is never overridden: someone followed it.
 */
export function languageAddress(sources: AddressSources): string | null {
  const { language: inPath, path } = splitLanguagePath(sources.pathname);
  const params = new URLSearchParams(sources.search);
  const fromUrl = params.get('lang');
  params.delete('lang');
  const query = params.size > 0 ? `?${params}` : '';
  if (isLanguage(fromUrl)) return `${localizedPath(fromUrl, path)}${query}`;
  if (inPath !== DEFAULT_LANGUAGE) return null;
  const wanted = detectLanguage(sources);
  return wanted === DEFAULT_LANGUAGE ? null : `${localizedPath(wanted, path)}${query}`;
}
