/*
 * Page addresses for search engines, shared by the page head and the build-time sitemap
 * (scripts/seo-files.ts imports this file by relative path: only relative imports with `.ts`).
 */
import type { Language } from '../../i18n/config.ts';
import { localizedPath } from '../../i18n/language-path.ts';

const trimSlashes = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** The site's address plus the path, without query or trailing slash (except the root). */
export function pathUrl(siteUrl: string, pathname: string): string {
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '') || '/';
  return `${trimSlashes(siteUrl)}${path}`;
}

/** The address of `path` (a path inside a language, such as `/concerts`) in `language`: `/nl/concerts`. */
export function languageUrl(siteUrl: string, path: string, language: Language): string {
  return pathUrl(siteUrl, localizedPath(language, path));
}

export interface Alternate {
  hrefLang: string;
  href: string;
}

/**
 * One alternate per language plus `x-default`: the bare address, which is the English page and also where a
 * visitor without a prefix is led to their own language (src/i18n/detect.ts, languageAddress).
 */
export function alternateLinks(siteUrl: string, path: string, languages: readonly Language[]): Alternate[] {
  return [
    ...languages.map((language) => ({ hrefLang: language, href: languageUrl(siteUrl, path, language) })),
    { hrefLang: 'x-default', href: pathUrl(siteUrl, path) },
  ];
}

/** An absolute address for a site-relative or absolute reference (images, logo). */
export function absoluteUrl(siteUrl: string, reference: string): string {
  return new URL(reference, `${trimSlashes(siteUrl)}/`).href;
}
