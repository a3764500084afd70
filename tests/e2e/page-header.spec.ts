import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';

/**
 * The pages a visitor meets after the home page open as it does (issue 23, 'it looks like a template'): their h1
 * on the hall at night (src/ui/page-header.tsx) in both colour schemes, with a still of the hall where the page
 * has no picture of its own; the main action is the stage light at night, not a muted rose.
 */
const HALL_AT_NIGHT = 'rgb(22, 17, 14)'; // slate-950
const STAGE_LIGHT = 'rgb(233, 162, 59)'; // stage-400

/** The background painted behind the page's h1: the nearest ancestor with one. */
const h1Ground = (page: Page) =>
  page.locator('main h1').evaluate((h1) => {
    for (let el: Element | null = h1; el; el = el.parentElement) {
      const bg = getComputedStyle(el).backgroundColor;
      if (bg !== 'rgba(0, 0, 0, 0)') return bg;
    }
    return '';
  });

/** Decorative stills in the band: the <img> of a <picture> beside the heading, with an empty alt. */
const bandStill = (page: Page) => page.locator('main h1').locator('xpath=ancestor::div[contains(@class,"bg-slate-950")][1]').locator('picture img[alt=""]');

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`in ${scheme} mode`, () => {
    test.use({ colorScheme: scheme });

    for (const [path, withStill] of [
      ['/concerts', true],
      ['/pricing', true],
      ['/about', true],
      ['/booking', true],
      ['/contact', true],
      ['/artist/9', false],
      ['/concert/1', false],
      ['/concert/demo', false],
    ] as const) {
      test(`${path} opens with its heading on the hall at night${withStill ? ', beside a still' : ''}`, async ({ page }) => {
        await gotoReady(page, path);
        expect(await h1Ground(page)).toBe(HALL_AT_NIGHT);
        if (withStill) await expect(bandStill(page)).toHaveAttribute('src', /^\/images\/stills\/[a-z0-9-]+-\d+\.jpg$/);
      });
    }

    test('the not-found page shows the waiting hall above its heading', async ({ page }) => {
      await gotoReady(page, '/no-such-page');
      await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
      await expect(page.locator('main picture img[alt=""]')).toHaveAttribute('src', '/images/stills/hall-waiting-800.jpg');
    });
  });
}

test.describe('the main action at night', () => {
  test.use({ colorScheme: 'dark' });

  test('is the stage light with the hall’s ink on it, as on the home page', async ({ page }) => {
    await gotoReady(page, '/pricing');
    const primary = page.getByRole('main').getByRole('link', { name: 'Book a pilot', exact: true });
    await expect(primary).toHaveCSS('background-color', STAGE_LIGHT);
    await expect(primary).toHaveCSS('color', HALL_AT_NIGHT);
  });
});
