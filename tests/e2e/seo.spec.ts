import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { BRAND } from '../../src/content/brand';
import { concertRows } from '../../scripts/db/seed-programme';
import { expect, gotoReady, test } from './fixtures';

/** The test build is made with VITE_SITE_URL=https://tutti.example (scripts/run-tests.mjs). */
const SITE = 'https://tutti.example';
const LANGUAGES = ['en', 'nl', 'es', 'pt', 'de', 'fr'];

interface PageTexts {
  title: string;
  description: string;
  keywords: string;
}

/** A page's head texts as the translators wrote them; a missing file or key fails the test. */
function seoTexts(language: string, page: string): PageTexts {
  const url = new URL(`../../src/i18n/locales/${language}/seo.json`, import.meta.url);
  const json = JSON.parse(readFileSync(url, 'utf8')) as { pages: Record<string, PageTexts | undefined> };
  const texts = json.pages[page];
  if (!texts) throw new Error(`${language}/seo.json has no pages.${page}`);
  const fill = (text: string) => text.replaceAll('{{product}}', BRAND.name);
  return { title: fill(texts.title), description: fill(texts.description), keywords: fill(texts.keywords) };
}

/** Opens a page and waits until the app shell is up and the page has set its title. */
async function gotoWithTitle(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#initial-loader')).toHaveCount(0);
  await expect(page).toHaveTitle(title);
}

/** The page's schema.org graphs, as one: the site's own, and on the home page its concerts' beside it. */
async function jsonLdTypes(page: Page, graphs = 1): Promise<{ graph: Array<Record<string, unknown>>; types: unknown[] }> {
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(graphs);
  const graph: Array<Record<string, unknown>> = [];
  for (const text of await scripts.allTextContents()) {
    const data = JSON.parse(text) as { '@context': string; '@graph': Array<Record<string, unknown>> };
    expect(data['@context']).toBe('https://schema.org');
    graph.push(...data['@graph']);
  }
  return { graph, types: graph.map((node) => node['@type']) };
}

test('the about page has its English title, description, keywords, canonical and alternates', async ({ page }) => {
  const en = seoTexts('en', 'about');
  await gotoWithTitle(page, '/about', en.title);
  const head = page.locator('head');
  await expect(head.locator('title')).toHaveCount(1);
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', en.description);
  await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', en.keywords);
  await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/about`);
  const alternates = await head.locator('link[rel="alternate"]').evaluateAll((links) =>
    links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
  );
  expect(alternates).toEqual([
    ...LANGUAGES.map((lang) => [lang, lang === 'en' ? `${SITE}/about` : `${SITE}/${lang}/about`]),
    ['x-default', `${SITE}/about`],
  ]);
  await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
});

test("a language's own address is its canonical", async ({ page }) => {
  await gotoWithTitle(page, '/de/about', seoTexts('de', 'about').title);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/de/about`);
  await expect(page.locator('head link[hreflang="x-default"]')).toHaveAttribute('href', `${SITE}/about`);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
});

for (const [name, path, seoPage] of [
  ['the admin dashboard', '/admin', 'admin'],
  ['an unknown path', '/no-such-page', 'notFound'],
] as const) {
  test(`${name} is marked noindex and lists no language alternates`, async ({ page }) => {
    await gotoWithTitle(page, path, seoTexts('en', seoPage).title);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /(^|,\s*)noindex\b/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${path}`);
    await expect(page.locator('head link[rel="alternate"]')).toHaveCount(0);
  });
}

test('?lang=nl switches the document language and the title to the Dutch translation', async ({ page }) => {
  // Depends on src/i18n/locales/nl/seo.json (translations are written separately).
  const nl = seoTexts('nl', 'about');
  await gotoWithTitle(page, '/about?lang=nl', nl.title);
  await expect(page).toHaveURL(/\/nl\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', nl.description);
});

test('the home page describes the organisation, the site search and the first concerts still to come', async ({ page }) => {
  // A day between the sample programme's 2025 concerts and the demo concerts of 2027.
  await page.clock.setFixedTime(new Date('2026-11-25T12:00:00Z'));
  await gotoReady(page, '/');
  const { graph, types } = await jsonLdTypes(page, 2);
  expect(graph.find((node) => node['@type'] === 'Organization')).toMatchObject({
    name: BRAND.name,
    url: `${SITE}/`,
    logo: `${SITE}${BRAND.logoPath}`,
    sameAs: [BRAND.linkedInUrl],
    address: { addressCountry: 'NL' },
    description: expect.stringMatching(/\w/),
  });
  expect(graph.find((node) => node['@type'] === 'WebSite')).toMatchObject({
    url: `${SITE}/`,
    inLanguage: 'en',
    potentialAction: {
      '@type': 'SearchAction',
      target: { urlTemplate: `${SITE}/concerts?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  });
  const events = graph.filter((node) => node['@type'] === 'MusicEvent');
  // The home page's demo concert cards: the sample concerts that name no venue.
  expect(events.map((event) => event.name)).toEqual(concertRows().filter((row) => row.venue === null).map((row) => row.texts.en.title));
  // On the venue's clock with its offset (Amsterdam: winter time, then summer time from 28 March 2027).
  expect(events.map((event) => event.startDate)).toEqual(['2027-03-06T19:30:00+01:00', '2027-03-20T14:00:00+01:00', '2027-04-03T16:00:00+02:00']);
  expect(events.every((event) => (event.offers as { price?: string; priceCurrency?: string }).price === '15')).toBe(true);
  expect(types.filter((type) => type !== 'MusicEvent').sort()).toEqual(['Organization', 'WebSite']);
});

test('other pages carry the organisation and site, but no concert events', async ({ page }) => {
  await gotoWithTitle(page, '/about', seoTexts('en', 'about').title);
  const { types } = await jsonLdTypes(page);
  expect(types).toEqual(['Organization', 'WebSite']);
});

test('the sitemap is well-formed XML listing /about with its alternates, and not /admin', async ({ page, request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  // Parsed by the browser's XML parser (on the blank start page), which rejects malformed XML.
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const about = [...doc.getElementsByTagName('url')].find((url) => url.getElementsByTagName('loc')[0]?.textContent === 'https://tutti.example/about');
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      locs: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? ''),
      aboutAlternates: about
        ? [...about.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])
        : [],
    };
  }, xml);
  expect(parsed.error).toBe(false);
  expect(parsed.locs).toContain(`${SITE}/about`);
  expect(parsed.locs.some((loc) => loc.includes('/admin'))).toBe(false);
  expect(parsed.aboutAlternates).toEqual([
    ...LANGUAGES.map((lang) => [lang, lang === 'en' ? `${SITE}/about` : `${SITE}/${lang}/about`]),
    ['x-default', `${SITE}/about`],
  ]);
});

test('robots.txt points crawlers at the sitemap and away from private pages', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const robots = await response.text();
  expect(robots).toMatch(/^Sitemap: https:\/\/tutti\.example\/sitemap\.xml$/m);
  expect(robots).toMatch(/^Disallow: \/admin$/m);
});

test('navigating inside the site replaces the title and canonical instead of adding more', async ({ page }) => {
  await gotoReady(page, '/');
  await expect(page).toHaveTitle(seoTexts('en', 'home').title);
  // A marker that a full page load would wipe: the navigation below must happen in the app.
  await page.evaluate(() => Object.assign(window, { seoSamePage: true }));
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle(seoTexts('en', 'about').title);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/about`);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  expect(await page.evaluate(() => 'seoSamePage' in window)).toBe(true);
});
