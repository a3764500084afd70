import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every browser test fails on a console error or an uncaught page error, so "renders with no
 * console error" holds for every page a test opens. Third-party hosts are blocked at the network
 * edge (the machine has no internet, and no test may depend on one).
 */
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp[] }>({
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

/** Waits until the initial overlay is gone and the app shell is interactive. */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#initial-loader')).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
}
