import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';

/**
 * The home page's first load carries only what its first screens need (issue 22, point 5; the budget itself is
 * bench/bundle.mjs): parts opened by a button or further down come when first wanted, and a press made before
 * their code has arrived still takes effect once it has.
 */

/** Code that the first screens do not need: the a11y panel's body, the picker's list, the pilot form, gtag's loader. */
const LATER = /\/assets\/(a11y-panel-dialog|picker-panel|home-page-pilot|analytics-gtag|locale-en-forms|en)-[\w-]+\.js$/;

/** Holds back the files matching `pattern` until the returned function is called. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.beforeEach(async ({ page }) => {
  // A stored choice keeps the cookie banner closed, so it cannot cover the controls under test.
  await page.addInitScript(() => localStorage.setItem('analyticsConsent', 'denied'));
});

test('the first screens load without the code of what opens later', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await gotoReady(page, '/');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => LATER.test(path))).toEqual([]);
  // The translations still come by the start script's list of files, in the page's language only.
  expect(requested.filter((path) => path.includes('/locale-en-common-'))).toHaveLength(1);
});

test('the accessibility button opens its panel when pressed before the panel’s code has arrived', async ({ page }) => {
  await gotoReady(page, '/');
  const release = await holdBack(page, /a11y-panel-dialog-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Accessibility options', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Accessibility options' });
  await expect(page.getByRole('button', { name: 'Accessibility options', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toHaveCount(0);
  release();
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();
});

test('the language picker opens its list when pressed before the list’s code has arrived', async ({ page }) => {
  await gotoReady(page, '/');
  const release = await holdBack(page, /picker-panel-[\w-]+\.js$/);
  const button = page.getByRole('button', { name: /^Language and country/ });
  await button.click();
  const list = page.getByRole('group', { name: 'Choose language and country' });
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(list).toHaveCount(0);
  release();
  await expect(list.getByRole('combobox', { name: 'Language', exact: true })).toHaveValue('en');
});
