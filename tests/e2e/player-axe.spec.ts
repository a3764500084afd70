import { blockingViolations } from './axe-scan';
import { expect, gotoReady, test } from './fixtures';

/** The demo's first English caption (assets/captions/demo/en.vtt, 0–3.5 s): the piece it plays. */
const FIRST_CUE = 'Johann Pachelbel: Canon in D';

/**
 * axe over the player's own states, not only the page as it loads (axe.spec.ts): captions over the
 * picture, and the end of a concert with its offers, in English and Dutch.
 */
for (const lang of ['en', 'nl'] as const) {
  test(`axe: the demo player with captions on and at its end, in ${lang}, has no serious or critical violation`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.addInitScript(() => localStorage.setItem('player-captions', 'en'));
    await gotoReady(page, `/concert/demo?lang=${lang}`);
    await expect.poll(async () => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);
    // The remembered choice is English captions, whatever the page's language.
    await expect(page.getByText(FIRST_CUE, { exact: true })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    await page.locator('video').evaluate((video: HTMLVideoElement) => void (video.currentTime = video.duration - 0.5));
    // The end card takes focus on its heading.
    await expect(page.locator('h2:focus')).toBeVisible({ timeout: 15_000 });
    expect(await blockingViolations(page)).toEqual([]);
  });
}
