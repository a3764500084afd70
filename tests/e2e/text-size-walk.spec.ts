import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { findLayoutProblems, findPanelProblems, type WalkOptions } from './layout-walk';
import { LANGS, translation } from './locale-files';
import { ROUTE_SAMPLES } from './routes';

/**
 * Every page of the SPEC's route table at every step of the site's text size (80–180 %) and at 200 % browser
 * zoom, on 1366, 768, 390 and 320 px wide screens, in every language (WCAG 2.2: 1.4.4 resize text, 1.4.10
 * reflow, 2.5.8 target size; issue 23): no sideways scroll, no word cut or running off its box, no control
 * outside the screen's width or covered by another, the header's language button and menu (or navigation and
 * Book a demo) always there, and nothing over the 360° player or its controls (layout-walk.ts). The cookie
 * banner's controls are walked while it shows; the pages are walked after it is answered. The mobile menu is
 * walked open where it exists.
 */
const PAGES = ROUTE_SAMPLES;
const WIDTHS = [1366, 768, 390, 320];
const SIZES = [80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180];
const HEIGHT = 800;

/** One width: every text size at that width, then 200 % zoom (half the CSS pixels, text at 100 %). */
async function walkWidth(page: Page, width: number, panel: string | WalkOptions): Promise<string[]> {
  const find = (sizes: readonly number[]) => (typeof panel === 'string' ? findPanelProblems(page, sizes, panel) : findLayoutProblems(page, sizes, panel));
  await page.setViewportSize({ width, height: HEIGHT });
  const found = (await find(SIZES)).map((p) => `@${width}px ${p.size}%: ${p.element}: ${p.problem}`);
  await page.setViewportSize({ width: width / 2, height: HEIGHT / 2 });
  const zoomed = (await find([100])).map((p) => `@${width}px 200% zoom: ${p.element}: ${p.problem}`);
  return [...found, ...zoomed];
}

const address = (lang: string, path: string) => (lang === 'en' ? path : path === '/' ? `/${lang}` : `/${lang}${path}`);

for (const lang of LANGS) {
  test(`every page holds at every text size and width, in ${lang}`, async ({ page }) => {
    test.setTimeout(6 * 60_000);
    await page.addInitScript(() => localStorage.setItem('analyticsConsent', 'denied'));
    const header = { languageStart: translation(lang, 'common', 'picker.button').split('{{')[0] ?? '', openMenu: translation(lang, 'common', 'header.openMenu') };
    const problems: string[] = [];
    for (const path of PAGES) {
      await page.setViewportSize({ width: 1366, height: HEIGHT });
      await page.goto(address(lang, path));
      for (const width of WIDTHS) problems.push(...(await walkWidth(page, width, { header })).map((p) => `${lang} ${path} ${p}`));
    }
    expect(problems).toEqual([]);
  });

  test(`the mobile menu holds at every text size, in ${lang}`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('analyticsConsent', 'denied'));
    const problems: string[] = [];
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.goto(address(lang, '/about'));
      const toggle = page.getByRole('button', { name: translation(lang, 'common', 'header.openMenu'), exact: true });
      await toggle.click();
      // The panel's code comes with the first press; the toggle names it once it is open.
      const opened = page.getByRole('button', { name: translation(lang, 'common', 'header.closeMenu'), exact: true });
      const menu = `[id="${await opened.getAttribute('aria-controls')}"]`;
      await page.locator(menu).waitFor();
      problems.push(...(await walkWidth(page, width, menu)).map((p) => `${lang} menu ${p}`));
    }
    expect(problems).toEqual([]);
  });
}

test('the cookie banner keeps its controls on screen at every text size and width', async ({ page }) => {
  test.setTimeout(3 * 60_000);
  const problems: string[] = [];
  for (const lang of LANGS) {
    await page.goto(address(lang, '/'));
    await expect(page.locator('[data-cookie-banner]')).toBeVisible();
    // Its details open, so the controls they hold (the privacy policy link) are walked too.
    await page.getByRole('button', { name: translation(lang, 'consent', 'viewDetails') }).click();
    for (const width of WIDTHS) problems.push(...(await walkWidth(page, width, '[data-cookie-banner]')).map((p) => `${lang} banner ${p}`));
  }
  expect(problems).toEqual([]);
});
