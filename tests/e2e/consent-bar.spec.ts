import type { Locator, Page } from '@playwright/test';
import { blockingViolations } from './axe-scan';
import { expect, gotoReady, test } from './fixtures';

/**
 * The compact consent bar (issue 23): small on a phone at any text size, in the page's flow under the header
 * so it covers nothing (the player's controls above all), first in the focus order while it is shown, and
 * readable in every colour mode.
 */

const bar = (page: Page) => page.getByRole('region', { name: 'Privacy Settings' });
const controls = (page: Page) => page.getByRole('group', { name: 'Player controls' });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box;
}

/** The a11y panel's stored text size, in place before the app's first render (SPEC §5: 80–180 %). */
async function seedTextSize(page: Page, percent: number) {
  await page.addInitScript((fontSize) => localStorage.setItem('a11y-preferences', JSON.stringify({ fontSize })), percent);
}

/**
 * Height budgets, as a share of the screen, of the bar before anything is expanded: measured, plus a little
 * room for font rendering. The old overlay took 44 % of a portrait phone and 60 % of a phone on its side (70 %
 * at 180 %), covering the page. Narrower than 40rem (a portrait phone, a phone on its side at a large text
 * size) the bar is its title, View Details and Close: one line at 100 % (8 % of a portrait phone), two at
 * 180 % (14 %; on its side 31 % of a 390 px tall screen, whose header alone is 144 px). Wider, the sentence
 * and both choices share one or two rows (18 % of a phone on its side). It lies in the page's flow, so it
 * hides nothing: the page follows it, as after a paragraph.
 */
const PHONES = [
  { name: 'portrait', viewport: { width: 390, height: 844 }, budget: { 100: 0.1, 180: 0.17 }, lines: { 100: 1, 180: 2 } },
  { name: 'landscape', viewport: { width: 844, height: 390 }, budget: { 100: 0.21, 180: 0.34 }, lines: { 100: 2, 180: 2 } },
] as const;

/** Rows of the bar's content: distinct tops of its text lines and controls, a row being a line's height. */
const rowsOf = (region: Locator) =>
  region.evaluate((el) => {
    const lineHeight = parseFloat(getComputedStyle(el.querySelector('h2') ?? el).lineHeight);
    const tops = [...el.querySelectorAll('h2, p, button, a')]
      .filter((part) => part.getClientRects().length > 0)
      .flatMap((part) => [...part.getClientRects()].map((rect) => rect.top + rect.height / 2));
    const rows: number[] = [];
    for (const centre of tops.sort((a, b) => a - b)) if (!rows.some((row) => Math.abs(row - centre) < lineHeight * 0.75)) rows.push(centre);
    return rows.length;
  });

for (const phone of PHONES) {
  for (const percent of [100, 180] as const) {
    test(`a ${phone.name} phone at ${percent} % text: a compact bar under the header, in the page's flow`, async ({ page }) => {
      await page.setViewportSize(phone.viewport);
      await seedTextSize(page, percent);
      await gotoReady(page, '/');
      const region = bar(page);
      await expect(region).toBeVisible();
      const box = await boxOf(region);
      const header = await boxOf(page.getByRole('banner'));
      expect(box.height / phone.viewport.height, `${box.height} px of ${phone.viewport.height}`).toBeLessThanOrEqual(phone.budget[percent]);
      // Directly under the fixed header, and the page's heading starts below it: nothing is covered.
      expect(Math.abs(box.y - (header.y + header.height))).toBeLessThanOrEqual(1);
      const heading = await boxOf(page.locator('main h1').first());
      expect(heading.y).toBeGreaterThanOrEqual(box.y + box.height);
      // In the flow, not pinned: it scrolls away with the page.
      await page.evaluate(() => window.scrollTo(0, 200));
      await expect.poll(async () => (await boxOf(region)).y).toBeCloseTo(box.y - 200, 0);
      // Every control at least 44×44 CSS px at 100 % (more at 180 %), and inside the screen's width.
      for (const control of await region.getByRole('button').all()) {
        const target = await boxOf(control);
        expect(target.width).toBeGreaterThanOrEqual(44);
        expect(target.height).toBeGreaterThanOrEqual(44);
        expect(target.x + target.width).toBeLessThanOrEqual(phone.viewport.width);
      }
      // No two targets overlap (View Details reaches past its line of text).
      const targets = await region.evaluate((el) =>
        [...el.querySelectorAll('button, a')].map((control) => control.getBoundingClientRect().toJSON() as DOMRect),
      );
      for (const [i, a] of targets.entries())
        for (const b of targets.slice(i + 1))
          expect(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom, 'two targets overlap').toBe(false);
      expect(await rowsOf(region), 'rows of the bar').toBeLessThanOrEqual(phone.lines[percent]);
      // Whatever is folded away is one press away, both choices alike, and then inside the screen too.
      const essential = region.getByRole('button', { name: 'Essential Cookies Only' });
      if (!(await essential.isVisible())) await region.getByRole('button', { name: 'View Details' }).click();
      for (const choice of [essential, region.getByRole('button', { name: 'Accept All Cookies' })]) {
        await expect(choice).toBeVisible();
        const target = await boxOf(choice);
        expect(target.x + target.width).toBeLessThanOrEqual(phone.viewport.width);
      }
    });
  }
}

const PLAYER_SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, percent: 100 },
  { name: 'phone at 180 % text', viewport: { width: 390, height: 844 }, percent: 180 },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, percent: 100 },
] as const;

for (const screen of PLAYER_SCREENS) {
  test(`on the demo concert (${screen.name}) the bar never covers the player's controls`, async ({ page }) => {
    await page.setViewportSize(screen.viewport);
    await seedTextSize(page, screen.percent);
    await gotoReady(page, '/concert/demo');
    const region = bar(page);
    await expect(region).toBeVisible();
    await expect(controls(page).getByRole('button').first()).toBeVisible();
    // One read of every box per moment: the 360° picture keeps a slow software renderer busy.
    const check = async (when: string) => {
      const covered = await page.evaluate(() => {
        const bar = document.querySelector('[data-cookie-banner]')?.getBoundingClientRect();
        const group = document.querySelector('[role="group"][aria-label="Player controls"]');
        if (!bar || !group) return ['bar or controls missing'];
        const hit = (box: DOMRect) => bar.left < box.right && box.left < bar.right && bar.top < box.bottom && box.top < bar.bottom;
        return [group, ...group.querySelectorAll('button, input, select')]
          .filter((part) => hit(part.getBoundingClientRect()))
          .map((part) => part.getAttribute('aria-label') ?? part.textContent ?? part.tagName);
      });
      expect(covered, `${when}: parts of the player's controls under the bar`).toEqual([]);
    };
    await check('as the page opens');
    // Brought into view as a person (or the browser, on focus) would, and scrolled to the very bottom.
    await controls(page).scrollIntoViewIfNeeded();
    await check('with the controls in view');
    await controls(page).getByRole('button').first().focus();
    await check('with a control focused');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await check('at the end of the page');
  });
}

test('while the bar is shown the first Tab reaches it, before the skip link and the header', async ({ page }) => {
  await gotoReady(page, '/');
  const region = bar(page);
  await page.keyboard.press('Tab');
  await expect(region.getByRole('button', { name: 'View Details' })).toBeFocused();
  // Through the bar, then on to the skip link: its place in the order is the top of the page.
  const stops: string[] = [];
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    stops.push(await page.evaluate(() => (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '').trim()));
  }
  expect(stops).toEqual(['Essential Cookies Only', 'Accept All Cookies', 'Close privacy settings (decide later)', 'Skip to main content']);
});

const MODES = [
  { name: 'light', colorScheme: 'light', highContrast: false },
  { name: 'dark', colorScheme: 'dark', highContrast: false },
  { name: 'high contrast', colorScheme: 'light', highContrast: true },
] as const;

for (const mode of MODES) {
  test(`axe finds nothing serious in the bar in ${mode.name} mode, closed and with its details open`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: mode.colorScheme });
    if (mode.highContrast) await page.addInitScript(() => localStorage.setItem('a11y-preferences', JSON.stringify({ highContrast: true })));
    await gotoReady(page, '/');
    await expect(bar(page)).toBeVisible();
    expect(await blockingViolations(page, '[data-cookie-banner]')).toEqual([]);
    await bar(page).getByRole('button', { name: 'View Details' }).click();
    await expect(bar(page).getByRole('link', { name: 'Privacy policy' })).toBeVisible();
    expect(await blockingViolations(page, '[data-cookie-banner]')).toEqual([]);
  });
}

test('Cookie settings, far down a page, opens the bar at the top and brings the person back after a choice', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('analyticsConsent', 'granted'));
  await gotoReady(page, '/privacy');
  const settings = page.getByRole('main').getByRole('button', { name: 'Cookie settings' });
  await settings.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(0);
  await settings.click();
  const heading = bar(page).getByRole('heading', { name: 'Privacy Settings' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await bar(page).getByRole('button', { name: 'Essential Cookies Only' }).click();
  await expect(bar(page)).toHaveCount(0);
  await expect(settings).toBeFocused();
  await expect(settings).toBeInViewport();
});
