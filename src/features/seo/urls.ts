/*
 * Page addresses for search engines, shared by the page head and the build-time sitemap
 * (scripts/seo-files.ts imports this file by relative path, so it must stay free of imports).
 */

const trimSlashes = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** The site's address plus the path, without query or trailing slash (except the root). */
export function pathUrl(siteUrl: string, pathname: string): string {
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '') || '/';
  return `${trimSlashes(siteUrl)}${path}`;
}

/** Alternate-language URL: the path URL with a `lang` query parameter. */
export function alternateUrl(siteUrl: string, pathname: string, language: string): string {
  return `${pathUrl(siteUrl, pathname)}?lang=${encodeURIComponent(language)}`;
}

/**
 * Canonical URL. Without a language in the address it is the site plus the path (the x-default
 * page, whose language follows the visitor). A `?lang=` page is its own canonical: hreflang
 * alternates that point at a different canonical are ignored by search engines, which would
 * keep every translated page out of the index.
 */
export function canonicalUrl(siteUrl: string, pathname: string, language?: string | null): string {
  return language ? alternateUrl(siteUrl, pathname, language) : pathUrl(siteUrl, pathname);
}

export interface Alternate {
  hrefLang: string;
  href: string;
}

/** One alternate per language plus `x-default` (the address without a language). */
export function alternateLinks(siteUrl: string, pathname: string, languages: readonly string[]): Alternate[] {
  return [
    ...languages.map((language) => ({ hrefLang: language, href: alternateUrl(siteUrl, pathname, language) })),
    { hrefLang: 'x-default', href: pathUrl(siteUrl, pathname) },
  ];
}

/** The `lang` query parameter when it names one of `languages`, else null (SPEC section 5). */
export function languageInSearch<L extends string>(search: string, languages: readonly L[]): L | null {
  const value = new URLSearchParams(search).get('lang');
  return languages.find((language) => language === value) ?? null;
}

/** An absolute address for a site-relative or absolute reference (images, logo). */
export function absoluteUrl(siteUrl: string, reference: string): string {
  return new URL(reference, `${trimSlashes(siteUrl)}/`).href;
}
