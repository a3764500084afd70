/*
 * Text of the search-engine files written at build time (sitemap.xml, robots.txt), as pure
 * functions. Imported from vite.config.ts, so only relative imports with explicit `.ts`
 * extensions: the `@/` alias does not exist while Vite loads its configuration.
 */
import type { Language } from '../src/i18n/config.ts';
import { localizedPath } from '../src/i18n/language-path.ts';
import { alternateLinks, pathUrl } from '../src/features/seo/urls.ts';

/** Paths kept from crawlers (their pages also carry noindex); `*` is RFC 9309's wildcard (a concert's stage). */
export const DISALLOWED_PATHS = ['/admin', '/security-dashboard', '/auth', '/verify-email', '/session', '/join', '/concert/*/stage'] as const;

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);

/**
 * A sitemap with hreflang alternates. Every language's address of a page (`/about`, `/nl/about`, ...) gets
 * its own <url> listing the whole cluster, as search engines require the alternates to be confirmed from
 * each page; the English address is also the x-default.
 */
export function sitemapXml(siteUrl: string, paths: readonly string[], languages: readonly Language[]): string {
  const entries = paths.flatMap((path) => {
    const cluster = alternateLinks(siteUrl, path, languages);
    const links = cluster.map(
      ({ hrefLang, href }) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(hrefLang)}" href="${escapeXml(href)}"/>`,
    );
    const locations = cluster.filter((a) => a.hrefLang !== 'x-default').map((a) => a.href);
    return locations.map((loc) => ['  <url>', `    <loc>${escapeXml(loc)}</loc>`, ...links, '  </url>'].join('\n'));
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Private pages are kept from crawlers at every language's address. */
export function robotsTxt(siteUrl: string, languages: readonly Language[]): string {
  const disallowed = languages.flatMap((language) => DISALLOWED_PATHS.map((path) => localizedPath(language, path)));
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${pathUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** VITE_SITE_URL when it is an http(s) address, else the fallback; no trailing slash. */
export function resolveSiteUrl(configured: string | undefined, fallback: string): string {
  const candidate = configured?.trim();
  if (candidate && /^https?:\/\/[^/]/.test(candidate) && URL.canParse(candidate)) return candidate.replace(/\/+$/, '');
  return fallback.replace(/\/+$/, '');
}
