import { describe, expect, it } from 'vitest';
import { sitemapPaths } from '../src/app/route-paths.ts';
import { LANGUAGES } from '../src/i18n/config.ts';
import { resolveSiteUrl, robotsTxt, sitemapXml } from './seo-files.ts';

const SITE = 'https://tutti.example';

/** The <url> blocks of a sitemap, keyed by their <loc>. */
function urlBlocks(xml: string): Map<string, string> {
  const blocks = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
  return new Map(blocks.map((block) => [block.match(/<loc>(.*?)<\/loc>/)?.[1] ?? '', block]));
}

describe('sitemapXml', () => {
  const xml = sitemapXml(SITE, sitemapPaths(), LANGUAGES);
  const blocks = urlBlocks(xml);

  it('is a sitemap urlset with the xhtml namespace for alternates', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('lists every indexable path, absolute, and no private or parameterised one', () => {
    for (const path of sitemapPaths()) expect(blocks.has(path === '/' ? `${SITE}/` : `${SITE}${path}`)).toBe(true);
    expect(blocks.has(`${SITE}/about`)).toBe(true);
    for (const hidden of ['/admin', '/security-dashboard', '/auth', '/verify-email', '/session', '/join', '/concert/:id', '/concert/demo/stage', '*'])
      expect(xml).not.toContain(`${SITE}${hidden}`);
  });

  it('gives each page its six language addresses as alternates and an x-default', () => {
    const about = blocks.get(`${SITE}/about`) ?? '';
    expect(about).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}/about"/>`);
    for (const lang of ['nl', 'es', 'pt', 'de', 'fr'])
      expect(about).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${SITE}/${lang}/about"/>`);
    expect(about).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/about"/>`);
    expect(about.match(/<xhtml:link /g)).toHaveLength(7);
  });

  it('lists each language URL too, with the same cluster of alternates', () => {
    expect(blocks.get(`${SITE}/nl/about`)).toBe(blocks.get(`${SITE}/about`)?.replace(`<loc>${SITE}/about</loc>`, `<loc>${SITE}/nl/about</loc>`));
    expect(blocks.get(`${SITE}/nl`)).toContain(`hreflang="x-default" href="${SITE}/"`);
    expect(blocks.size).toBe(sitemapPaths().length * 6);
  });

  it('escapes XML special characters in addresses', () => {
    expect(sitemapXml('https://a.example', ["/x&y'"], ['en'])).toContain('<loc>https://a.example/x&amp;y&apos;</loc>');
  });
});

describe('robotsTxt', () => {
  const robots = robotsTxt(`${SITE}/`, ['en', 'nl']);

  it('allows the site, keeps crawlers out of private pages in every language and points at the sitemap', () => {
    expect(robots.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /security-dashboard',
      'Disallow: /auth',
      'Disallow: /verify-email',
      'Disallow: /session',
      'Disallow: /join',
      'Disallow: /concert/*/stage',
      'Disallow: /nl/admin',
      'Disallow: /nl/security-dashboard',
      'Disallow: /nl/auth',
      'Disallow: /nl/verify-email',
      'Disallow: /nl/session',
      'Disallow: /nl/join',
      'Disallow: /nl/concert/*/stage',
      '',
      `Sitemap: ${SITE}/sitemap.xml`,
      '',
    ]);
  });
});

describe('resolveSiteUrl', () => {
  it('uses a configured http(s) address without trailing slash, else the fallback', () => {
    expect(resolveSiteUrl('https://concerts.example/', SITE)).toBe('https://concerts.example');
    expect(resolveSiteUrl(undefined, SITE)).toBe(SITE);
    expect(resolveSiteUrl('  ', SITE)).toBe(SITE);
    expect(resolveSiteUrl('not a url', SITE)).toBe(SITE);
    expect(resolveSiteUrl('ftp://files.example', SITE)).toBe(SITE);
  });
});
