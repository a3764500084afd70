import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { focusContrast } from './focus-contrast';
import { openDemo, player } from './player-helpers';

/**
 * Every focus indicator of the flat player (the picture, the sound prompt over it, each control of the
 * bar, the end card's buttons and link) stands out at 3:1 or more from whatever it sits on (WCAG 2.2
 * 1.4.11 and 2.4.13), in the site's light, dark and high-contrast modes. Measured from computed styles
 * (focus-contrast.ts): the site's own brand-coloured ring was 2.8:1 on the dark bar.
 */
const MODES = [
  { name: 'light', colorScheme: 'light', highContrast: false },
  { name: 'dark', colorScheme: 'dark', highContrast: false },
  { name: 'high-contrast', colorScheme: 'light', highContrast: true },
] as const;

/** Focus as a keyboard gives it, so :focus-visible applies (a click before would not show the ring). */
async function keyboardFocus(page: Page, target: Locator) {
  await page.keyboard.press('Shift');
  await target.focus();
  await expect.poll(() => target.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
}

async function expectRingStandsOut(page: Page, target: Locator, what: string) {
  await keyboardFocus(page, target);
  const result = await focusContrast(page);
  expect(result.worst, `${what}: ${JSON.stringify(result)}`).toBeGreaterThanOrEqual(3);
}

for (const mode of MODES) {
  test(`in ${mode.name} mode every focus ring of the player is at least 3:1 against what lies behind it`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: mode.colorScheme });
    await page.addInitScript((highContrast) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('a11y-preferences', JSON.stringify({ highContrast }));
        localStorage.setItem('analyticsConsent', 'denied');
        sessionStorage.setItem('seeded', '1');
      }
    }, mode.highContrast);
    await openDemo(page);
    // The picture is drawn (the canvas is what lies under the rings over it).
    await expect(player(page).locator('canvas')).toBeVisible();
    await expectRingStandsOut(page, player(page), 'the picture');
    const prompt = page.getByRole('button', { name: 'Tap for sound' });
    await expect(prompt).toBeVisible();
    await expectRingStandsOut(page, prompt, 'Tap for sound');

    const bar = page.getByRole('group', { name: 'Player controls' });
    const controls = bar.locator('button, input, select');
    const count = await controls.count();
    expect(count).toBeGreaterThanOrEqual(8);
    for (let index = 0; index < count; index++) {
      const control = controls.nth(index);
      const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
      await expectRingStandsOut(page, control, name);
    }

    await page.locator('video').evaluate((video: HTMLVideoElement) => void (video.currentTime = video.duration - 0.5));
    await expect(page.getByRole('heading', { name: 'The concert has ended' })).toBeVisible({ timeout: 15_000 });
    await expectRingStandsOut(page, page.getByRole('button', { name: 'Watch again' }), 'Watch again');
    await expectRingStandsOut(page, page.getByRole('link', { name: 'Book a concert pilot' }), 'Book a concert pilot');
  });
}
