import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { translation } from './locale-files';

/** The installable app: its manifest, its service worker (Workbox), offline pages and the update prompt. */
test.use({ serviceWorkers: 'allow' });

const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

test('the manifest is linked and the worker takes control', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { icons: Array<{ src: string; purpose: string }>; start_url: string };
  expect(manifest.start_url).toBe('/');
  for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()['content-type']).toContain('image/png');
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  await controlled(page);
});

test('offline, a visited page comes from the cache and any other page from the app shell', async ({ page, context }) => {
  await page.goto('/about');
  await controlled(page);
  await page.goto('/nl/concerts');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('nl', 'agenda', 'title'));
  await page.goto('/donate');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
});

test("offline, a page never visited draws its posters: one width of every still is kept ahead", async ({ page, context }) => {
  await page.goto('/privacy');
  await controlled(page);
  await context.setOffline(true);
  await page.goto('/concerts');
  const posters = page.locator('article picture img');
  await expect(posters.first()).toBeVisible();
  expect(await posters.count()).toBeGreaterThan(6);
  for (const poster of await posters.all()) {
    await poster.scrollIntoViewIfNeeded();
    // A picture the worker could not answer stays a box with nothing drawn: no natural width.
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1))).toBeGreaterThan(0);
  }
});

test('account and admin pages and Supabase answers are never kept', async ({ page }) => {
  await page.goto('/');
  await controlled(page);
  for (const address of ['/admin', '/nl/auth', '/security-dashboard']) await page.goto(address);
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.filter((url) => new URL(url).origin !== new URL(page.url()).origin)).toEqual([]);
  expect(kept.filter((url) => /\/(admin|auth|security-dashboard|verify-email)(\/|$)/.test(new URL(url).pathname))).toEqual([]);
});

test('a new version is offered quietly, and installed when the visitor accepts', async ({ page }) => {
  await page.goto('/about');
  await controlled(page);
  // The next deploy: a worker the browser has not installed yet (a new script address is an update, as
  // new content at the same address is), waiting behind the one in control.
  await page.evaluate(async () => navigator.serviceWorker.register('/sw.js?next'));
  const reload = page.getByRole('button', { name: translation('en', 'common', 'update.reload') });
  await expect(page.getByText(translation('en', 'common', 'update.available'))).toBeVisible({ timeout: 30_000 });
  await Promise.all([page.waitForEvent('load'), reload.click()]);
  await controlled(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js\?next$/);
});
