import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { focusContrast } from './focus-contrast';

/**
 * The limits of taking the keyboard to a followed link's section (home-hash-focus.spec.ts): only a hash the
 * visitor followed moves them, never one kept by a change of address (a new language), and never once they
 * have moved on by themselves.
 */
const livePart = (page: Page, id: string) => page.locator(`[data-when-near][data-live]:has([id="${id}"])`);

test('changing the language after following #booking leaves focus with the language picker', async ({ page }) => {
  await gotoReady(page, '/');
  await page.getByRole('link', { name: 'Book a Concert Pilot', exact: true }).click();
  await expect(page.locator('#booking-heading')).toBeFocused();
  await page.getByRole('button', { name: /^Language and country/ }).click();
  const language = page.getByLabel('Language', { exact: true });
  await language.selectOption('nl');
  await expect(page).toHaveURL(/\/nl#booking$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  // The picker hands focus back to its button, where the visitor was, not to the booking heading.
  await expect(page.getByRole('button', { name: /^Taal en land/ })).toBeFocused();
  await expect(page.locator('#booking-heading')).not.toBeFocused();
});

test('someone typing in the prerendered form before its part comes alive keeps their place', async ({ page }) => {
  // The pilot form's code held back, so the part stays prerendered HTML while the visitor types in it.
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/home-page-pilot-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/#booking');
  const facility = page.locator('section#booking').getByRole('textbox', { name: /Facility name/ });
  await facility.click();
  await page.keyboard.type('De Linde');
  release();
  await expect(livePart(page, 'booking')).toHaveCount(1);
  const field = page.locator('section#booking').getByRole('textbox', { name: /Facility name/ });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('De Linde');
});

test('a hash that names no section of ours (an auth service\u2019s error) moves nothing and is not waited for', async ({ page }) => {
  await gotoReady(page, '/#error=access_denied&error_code=otp_expired');
  await expect(page.locator('body')).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('by day, the focus ring on the concert page\u2019s light poster card inside the dark band is at least 3:1', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoReady(page, '/concert/1');
  const link = page.locator('[data-dark-band] [data-paper] a').first();
  // By keyboard, so the ring shows as it does for a keyboard user (:focus-visible).
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const contrast = await focusContrast(page);
  // The band's stage light on this slate-50 card would be 1.5:1.
  expect(contrast.worst, JSON.stringify(contrast)).toBeGreaterThanOrEqual(3);
});
