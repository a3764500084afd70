export const LANGUAGES = ['en', 'nl', 'es', 'pt', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const COUNTRIES = ['global', 'nl', 'es', 'pt', 'de', 'fr'] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = 'global';

/** Each language's own name: shown as-is in every language, so a person can find their own. */
export const LANGUAGE_ENDONYMS: Record<Language, string> = {
  en: 'English',
  nl: 'Nederlands',
  es: 'Español',
  pt: 'Português',
  de: 'Deutsch',
  fr: 'Français',
};

/** Region used in page metadata (og:locale, hreflang regions) per language. */
export const REGION_BY_LANGUAGE: Record<Language, string> = {
  en: 'GB',
  nl: 'NL',
  es: 'ES',
  pt: 'PT',
  de: 'DE',
  fr: 'FR',
};

export const LANGUAGE_STORAGE_KEY = 'language';
export const COUNTRY_STORAGE_KEY = 'country';

/** Namespaces: one per feature or page, each a JSON file per language, loaded on first use. */
export const NAMESPACES = [
  'common',
  'seo',
  'consent',
  'a11y',
  'home',
  'home-lower',
  'about',
  'donate',
  'contribute',
  'neuromarketing',
  'shop',
  'pricing',
  'accessibility',
  'privacy',
  'placeholders',
  'player',
  'aframe',
  'concerts',
  'partners',
  'testimonials',
  'agenda',
  'artist',
  'media',
  'forms',
  'booking',
  'contact',
  'waitlist',
  'reserve',
  'auth',
  'account',
  'admin',
  'kiosk',
  'sessions',
  'stage',
  'facility',
  'mood',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}
