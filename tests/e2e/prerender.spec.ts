import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { LANGS, programmeText, translation } from './locale-files';

/**
 * The prerendered site (scripts/vite-plugin-prerender.ts): what a crawler or a link preview reads without
 * running JavaScript, in each language at its own address, and a browser adopting that HTML without a
 * hydration mismatch.
 */
const SITE = 'https://tutti.example';
const prefixed = (lang: string, path: string) => (lang === 'en' ? path : path === '/' ? `/${lang}` : `/${lang}${path}`);

const PAGES = [
  { path: '/', title: (lang: string) => translation(lang, 'seo', 'pages.home.title'), description: (lang: string) => translation(lang, 'seo', 'pages.home.description') },
  { path: '/concerts', title: (lang: string) => translation(lang, 'seo', 'pages.concerts.title'), description: (lang: string) => translation(lang, 'seo', 'pages.concerts.description') },
  {
    path: '/concert/1',
    title: (lang: string) => translation(lang, 'concerts', 'pageTitle').replace('{{title}}', programmeText(lang, 'concerts', '1', 'title')),
    description: (lang: string) => programmeText(lang, 'concerts', '1', 'description'),
  },
  {
    path: '/artist/9',
    title: (lang: string) => translation(lang, 'artist', 'pageTitle').replace('{{name}}', 'Bayou City Static'),
    description: (lang: string) => programmeText(lang, 'artists', '9', 'tagline'),
  },
];

/** The head of the raw HTML as a crawler sees it: the page opened with JavaScript off. */
async function rawHead(browser: Browser, baseURL: string, address: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(address);
  const head = await page.evaluate(() => {
    const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: attr('meta[name="description"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`).sort(),
      ogTitle: attr('meta[property="og:title"]', 'content'),
      ogImage: attr('meta[property="og:image"]', 'content'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
      heading: document.querySelector('main h1')?.textContent ?? null,
      loader: document.getElementById('initial-loader') !== null,
    };
  });
  await context.close();
  return head;
}

for (const lang of ['en', 'nl'] as const) {
  for (const { path, title, description } of PAGES) {
    const address = prefixed(lang, path);
    test(`the raw HTML of ${address} carries its ${lang} head, alternates, card and structured data`, async ({ browser, baseURL, request }) => {
      const head = await rawHead(browser, baseURL ?? '', address);
      expect(head.lang).toBe(lang);
      expect(head.title).toBe(title(lang));
      expect(head.description).toBe(description(lang));
      expect(head.canonical).toBe(`${SITE}${address}`);
      expect(head.alternates).toEqual([...LANGS.map((l) => `${l} ${SITE}${prefixed(l, path)}`), `x-default ${SITE}${path}`].sort());
      expect(head.ogTitle).toBe(title(lang));
      expect(head.ogImage).toMatch(new RegExp(`^${SITE}/social/[\\w-]+\\.png$`));
      const image = await request.get(new URL(head.ogImage ?? '').pathname);
      expect(image.headers()['content-type']).toContain('image/png');
      if (path !== '/' && path !== '/concerts') expect(head.ogImage).not.toContain('/social/site.png');
      expect(head.heading?.length).toBeGreaterThan(0);
      expect(head.loader).toBe(false);
      expect(head.jsonLd.length).toBeGreaterThan(0);
      for (const text of head.jsonLd) {
        const data = JSON.parse(text) as { '@context'?: string; '@graph'?: Array<{ '@type'?: string }> };
        expect(data['@context']).toBe('https://schema.org');
        expect(data['@graph']?.every((node) => typeof node['@type'] === 'string')).toBe(true);
      }
    });

    test(`${address} hydrates without a mismatch and keeps its first paint`, async ({ page, consoleErrors }) => {
      const messages: string[] = [];
      page.on('console', (message) => messages.push(message.text()));
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(title(lang));
      expect(messages.filter((text) => /hydrat|did not match|server rendered/i.test(text))).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
}

test('an address without a page of its own gets the app shell, which renders it', async ({ page, request }) => {
  const raw = await (await request.get('/nl/auth')).text();
  expect(raw).toContain('id="initial-loader"');
  expect(raw).toContain('<title data-shell-default>Tutti</title>');
  await page.goto('/nl/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('the sitemap lists every language address of the item pages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const address of ['/concert/1', '/nl/concert/1', '/fr/artist/9', '/de/concerts', '/es']) expect(sitemap).toContain(`<loc>${SITE}${address}</loc>`);
  expect(sitemap).not.toContain('/admin');
});

/** Every prerendered address of a language (the sitemap lists exactly the pages the build wrote). */
async function addressesOf(request: APIRequestContext, lang: string): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const all = [...sitemap.matchAll(/<loc>https:\/\/tutti\.example(\/[^<]*)<\/loc>/g)].map((m) => m[1] ?? '/');
  const inLanguage = (address: string) => (lang === 'en' ? !/^\/(nl|es|pt|de|fr)(\/|$)/.test(address) : address === `/${lang}` || address.startsWith(`/${lang}/`));
  return all.filter(inLanguage);
}

for (const lang of LANGS) {
  test(`every ${lang} page hydrates without a mismatch`, async ({ page, request, consoleErrors }) => {
    test.setTimeout(120_000);
    const addresses = await addressesOf(request, lang);
    expect(addresses.length).toBeGreaterThanOrEqual(30);
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|did not match|#418|#423|#425/i.test(message.text())) mismatches.push(`${page.url()}: ${message.text().slice(0, 200)}`);
    });
    for (const address of addresses) {
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }
    expect(mismatches).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('a visitor who answered the cookie banner never sees it flash on a prerendered page', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('analyticsConsent', 'denied');
    const seen: string[] = [];
    (window as unknown as { __bannerSeen: string[] }).__bannerSeen = seen;
    const look = () => {
      const banner = document.querySelector('[data-cookie-banner]');
      if (banner && getComputedStyle(banner).display !== 'none') seen.push(document.documentElement.hasAttribute('data-app-ready') ? 'live' : 'before');
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/nl/concerts');
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __bannerSeen: string[] }).__bannerSeen)).toEqual([]);
  await expect(page.locator('[data-cookie-banner]')).toHaveCount(0);
});

test('a first visit gets the cookie banner in the raw HTML, and it works once the page is live', async ({ browser, baseURL, page }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const raw = await context.newPage();
  await raw.goto('/concerts');
  await expect(raw.locator('[data-cookie-banner]')).toBeVisible();
  await context.close();
  await page.goto('/concerts');
  await page.getByRole('button', { name: translation('en', 'consent', 'essentialOnly') }).click();
  await expect(page.locator('[data-cookie-banner]')).toHaveCount(0);
});

test('an address with a query (a filtered agenda) renders afresh over the prerendered page, without a mismatch', async ({ page }) => {
  await page.goto('/nl/concerts?genre=jazz');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a visit on another day than the build hydrates without a mismatch, then shows that day', async ({ page, consoleErrors }) => {
  await page.clock.setFixedTime(new Date('2031-03-04T10:00:00Z'));
  for (const address of ['/', '/nl', '/booking']) {
    await page.goto(address);
    // The footer comes alive as the visitor nears it (root-layout.tsx): then it shows the visit's year.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(page.locator('footer')).toContainText('2031');
  }
  await expect(page.locator('input[type="date"]')).toHaveAttribute('min', '2031-03-04');
  expect(consoleErrors).toEqual([]);
});
