import { expect, gotoReady, test } from './fixtures';

test.describe('shell', () => {
  test('the initial overlay fades out, then the loaded message is announced and cleared after 3 s', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#initial-loader')).toHaveCount(0);
    const live = page.locator('#announcer-polite');
    await expect(live).toHaveText('Tutti application has loaded successfully.');
    await expect(live).toHaveText('', { timeout: 4500 });
  });

  test('viewport allows zoom up to 5x and the favicon is served', async ({ page, request }) => {
    await gotoReady(page, '/');
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /maximum-scale=5/);
    expect((await request.get('/favicon.svg')).ok()).toBe(true);
  });

  test('a lazy page shows the loading screen with an indeterminate progress bar while it loads', async ({ page }) => {
    await gotoReady(page, '/');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/about-page-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByText('Loading immersive experience...')).toBeVisible();
    const bar = page.getByRole('progressbar', { name: 'Loading progress' });
    await expect(bar).toBeVisible();
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    release();
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByText('Loading immersive experience...')).toHaveCount(0);
  });

  test('on a first visit the page renders at once: its loading screen never shows', async ({ page }) => {
    // The page's code is fetched before the first render; through lazy() it would still suspend once, and
    // React would hold the page back for its 300 ms fallback throttle.
    await page.addInitScript(() => {
      const seen: string[] = [];
      new MutationObserver(() => {
        if (document.querySelector('main [aria-busy="true"]') && !seen.length) seen.push(location.pathname);
      }).observe(document, { subtree: true, childList: true });
      Object.assign(window, { __loadingSeen: seen });
    });
    for (const path of ['/about', '/concerts', '/booking']) {
      await gotoReady(page, path);
      await expect(page.locator('main h1')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __loadingSeen: string[] }).__loadingSeen), path).toEqual([]);
    }
  });

  test('dark system colour scheme gives the dark style', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoReady(page, '/');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r = 255, g = 255, b = 255] = (background.match(/[\d.]+/g) ?? []).map(Number);
    expect(r + g + b).toBeLessThan(100);
  });

  test('an uncaught error is logged, recorded in the hidden log with file and line, and its default prevented', async ({ page, consoleErrors }) => {
    await gotoReady(page, '/');
    const prevented = await page.evaluate(() => {
      const event = new ErrorEvent('error', { message: 'probe failure', filename: 'https://tutti.example/app.js', lineno: 7, cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(prevented).toBe(true);
    const log = page.locator('#global-error-log');
    await expect(log).toBeHidden();
    await expect(log).toContainText('probe failure (https://tutti.example/app.js:7)');
    expect(consoleErrors.join('\n')).toContain('probe failure');
    consoleErrors.length = 0;
  });

  test('an unknown path shows the not-found page, noindex, logs the path and links home', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()));
    await gotoReady(page, '/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(warnings.join('\n')).toContain('/no/such/page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Experience Music Beyond Boundaries' })).toBeVisible();
  });
});
