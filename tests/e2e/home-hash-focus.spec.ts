import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';

/**
 * A link to a section of the home page (/#booking, #recognition) takes the keyboard there too: the next Tab
 * starts inside the section, not at the top of the page. The section is prerendered HTML that its part
 * (src/ui/when-near.tsx) replaces when it comes alive, which used to drop Chrome's starting point for Tab.
 */
const HERO_BUTTON = 'Book a Concert Pilot';

/** The part holding the element with this id, once it is live. */
const livePart = (page: Page, id: string) => page.locator(`[data-when-near][data-live]:has([id="${id}"])`);
const facilityField = (page: Page) => page.locator('section#booking form').getByRole('textbox', { name: /Facility name/ });

/** Whether the focused element comes after the element with this id, or inside it (not at the top of the page). */
const focusAtOrAfter = (page: Page, id: string) =>
  page.evaluate((target) => {
    const anchor = document.getElementById(target);
    const focused = document.activeElement;
    if (!anchor || !focused || focused === document.body) return false;
    return anchor.contains(focused) || Boolean(anchor.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING);
  }, id);

test('Enter on the hero button, then Tab: the keyboard is in the pilot form', async ({ page }) => {
  await gotoReady(page, '/');
  await page.getByRole('link', { name: HERO_BUTTON, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(livePart(page, 'booking')).toHaveCount(1);
  await expect(page.locator('#booking-heading')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(facilityField(page)).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
});

test('a click on the hero button, then Tab: the keyboard is in the pilot form', async ({ page }) => {
  await gotoReady(page, '/');
  await page.getByRole('link', { name: HERO_BUTTON, exact: true }).click();
  await expect(livePart(page, 'booking')).toHaveCount(1);
  await expect(page.locator('#booking-heading')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(facilityField(page)).toBeFocused();
});

test('opening /#booking, then Tab: the keyboard is in the pilot form', async ({ page }) => {
  await gotoReady(page, '/#booking');
  await expect(livePart(page, 'booking')).toHaveCount(1);
  await expect(page.locator('#booking-heading')).toBeFocused();
  await expect(page.locator('#booking-heading')).toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(facilityField(page)).toBeFocused();
});

test('a navigation inside the site to /#booking, then Tab: the keyboard is in the pilot form', async ({ page }) => {
  await gotoReady(page, '/about');
  // The router's own navigation (as a Link or Back does), the page rendered in the browser from scratch.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/#booking');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(livePart(page, 'booking')).toHaveCount(1);
  await expect(page.locator('#booking-heading')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(facilityField(page)).toBeFocused();
});

test("the vision strip's link to the recognition, then Tab: the keyboard goes on from there, not from the top", async ({ page }) => {
  await gotoReady(page, '/');
  await page.getByRole('region', { name: 'Award-winning vision' }).getByRole('link', { name: 'See our recognition' }).focus();
  await page.keyboard.press('Enter');
  await expect(livePart(page, 'recognition')).toHaveCount(1);
  await expect(page.locator('#recognition-heading')).toBeFocused();
  await expect(page.locator('#recognition-heading')).toBeInViewport();
  await page.keyboard.press('Tab');
  expect(await focusAtOrAfter(page, 'recognition')).toBe(true);
});
