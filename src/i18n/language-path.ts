import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './config.ts';

/*
 * Every page has one address per language: English at the bare path (`/concerts`), the others under a
 * prefix (`/nl/concerts`), so a page's raw HTML, its canonical and its hreflang alternates are all in one
 * language. The router takes the prefix as its basename, so links inside the app stay written as `/concerts`.
 * No imports beyond the language list: the build's prerender and sitemap steps read this file too.
 */

/** The path prefix of a language: '' for the default language, `/nl` for Dutch. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** The language a path is in, and the path inside that language (`/nl/concerts` → nl, `/concerts`). */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  const language = LANGUAGES.find((l) => l !== DEFAULT_LANGUAGE && l === first);
  if (!language) return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
  return { language, path: `/${rest.join('/')}` };
}

/** The address of `path` (a path inside a language, such as `/concerts`) in `language`. */
export function localizedPath(language: Language, path: string): string {
  const prefix = languagePrefix(language);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}
