import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every browser test fails on a console error or an uncaught page error, so "renders with no
 * console error" holds for every page a test opens. Third-party hosts are blocked at the network
 * edge (the machine has no internet, and no test may depend on one).
 */
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp[] }>({
  /**
   * A prerendered page shows its content before its code runs, and a click before hydration does nothing:
   * `goto` and `reload` resolve once the app is live (src/app/layout/use-shell-ready.ts), on the site's pages.
   */
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => whenLive(page, await goto(url, options));
    page.reload = async (options) => whenLive(page, await reload(options));
    await use(page);
  },
  /**
   * Console errors a test provokes on purpose (e.g. `/status of 500/` when it makes the backend fail:
   * Chromium logs every failed response). Set with `test.use({ expectedConsoleErrors: [...] })`.
   */
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'));
      await use(errors);
      const unexpected = errors.filter((error) => !expectedConsoleErrors.some((pattern) => pattern.test(error)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

type Navigation = Awaited<ReturnType<Page['goto']>>;

async function whenLive(page: Page, response: Navigation): Promise<Navigation> {
  const isAppPage = (response?.headers()['content-type'] ?? '').includes('text/html') && (await page.locator('#root').count()) > 0;
  if (isAppPage) await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  return response;
}

/** Waits until the initial overlay is gone and the app shell is interactive. */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await expect(page.locator('#initial-loader')).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
}

/**
 * Brings every part of the page that loads as the visitor nears it (src/ui/when-near.tsx) to life, as a
 * visitor scrolling down would, and waits until each is live: its buttons answer only then.
 */
export async function wakeLowerParts(page: Page): Promise<void> {
  await expect(page.locator('[data-when-near]').first()).toBeAttached();
  const start = await page.evaluate(() => window.scrollY);
  for (let step = 0; step < 40 && (await page.locator('[data-when-near]:not([data-live])').count()) > 0; step++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  await expect(page.locator('[data-when-near]:not([data-live])')).toHaveCount(0);
  await page.evaluate((y) => window.scrollTo(0, y), start);
}
