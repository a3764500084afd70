import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';

/**
 * Issue 12: comfort settings for the 360° player (headset look time, maximum volume) in the accessibility
 * panel, and a phone-landscape player whose controls the floating accessibility button never covers.
 */
const STORAGE_KEY = 'a11y-preferences';

const openButton = (page: Page) => page.getByRole('button', { name: 'Accessibility options', exact: true });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Accessibility options' });
const storedPreferences = async (page: Page): Promise<unknown> =>
  JSON.parse((await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)) ?? 'null');
const lookTime = (page: Page) => panel(page).getByRole('group', { name: 'Headset menu: look time' });
const maxVolume = (page: Page) => panel(page).getByRole('group', { name: 'Maximum volume' });

async function openPanel(page: Page) {
  await openButton(page).click();
  await expect(panel(page)).toBeVisible();
}

/** Seeds storage once per test (a reload must see what the page saved, not the seed again). */
function seedOnce(page: Page, entries: Record<string, string>) {
  return page.addInitScript((values) => {
    if (sessionStorage.getItem('seeded')) return;
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    sessionStorage.setItem('seeded', '1');
  }, entries);
}

test.describe('comfort settings in the accessibility panel', () => {
  test('look time and maximum volume step, are announced, persist across a reload, and Reset restores them', async ({ page }) => {
    await gotoReady(page, '/');
    await openPanel(page);
    // Each group is described by its value and its help: heard on reaching its buttons.
    await expect(lookTime(page)).toHaveAccessibleDescription('1.5 s How long you look at a button in the headset before it acts');
    await expect(maxVolume(page)).toHaveAccessibleDescription('100% The player never plays louder than this');
    await expect(lookTime(page).getByText('1.5 s', { exact: true })).toBeVisible();
    await expect(maxVolume(page).getByText('100%', { exact: true })).toBeVisible();
    await expect(maxVolume(page).getByRole('button', { name: 'Raise the maximum volume' })).toBeDisabled();

    const longer = lookTime(page).getByRole('button', { name: 'Longer look time' });
    await longer.click();
    await longer.click();
    await expect(lookTime(page).getByText('2.5 s', { exact: true })).toBeVisible();
    await expect(page.locator('#announcer-polite')).toHaveText('Look time 2.5 seconds');
    const lower = maxVolume(page).getByRole('button', { name: 'Lower the maximum volume' });
    for (let i = 0; i < 3; i++) await lower.click();
    await expect(maxVolume(page).getByText('70%', { exact: true })).toBeVisible();
    await expect(page.locator('#announcer-polite')).toHaveText('Maximum volume 70%');
    expect(await storedPreferences(page)).toEqual({
      fontSize: 100,
      highContrast: false,
      dyslexicFont: false,
      reducedMotion: false,
      dwellMs: 2500,
      volumeCeiling: 70,
    });
    // The text size is untouched by either.
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('100%');

    await page.reload();
    await expect(page.locator('#initial-loader')).toHaveCount(0);
    await openPanel(page);
    await expect(lookTime(page).getByText('2.5 s', { exact: true })).toBeVisible();
    await expect(maxVolume(page).getByText('70%', { exact: true })).toBeVisible();

    await panel(page).getByRole('button', { name: 'Reset All Settings' }).click();
    await expect(lookTime(page).getByText('1.5 s', { exact: true })).toBeVisible();
    await expect(maxVolume(page).getByText('100%', { exact: true })).toBeVisible();
    expect(await storedPreferences(page)).toBeNull();
    await page.reload();
    await expect(page.locator('#initial-loader')).toHaveCount(0);
    await openPanel(page);
    await expect(lookTime(page).getByText('1.5 s', { exact: true })).toBeVisible();
  });

  test('each setting stops at its limits without losing focus: 1 to 3 s, 20 to 100 %', async ({ page }) => {
    await gotoReady(page, '/');
    await openPanel(page);
    const shorter = lookTime(page).getByRole('button', { name: 'Shorter look time' });
    await shorter.click();
    await expect(lookTime(page).getByText('1 s', { exact: true })).toBeVisible();
    await expect(shorter).toBeDisabled();
    await shorter.click({ force: true });
    await expect(shorter).toBeFocused();
    await expect(lookTime(page).getByText('1 s', { exact: true })).toBeVisible();
    const longer = lookTime(page).getByRole('button', { name: 'Longer look time' });
    for (let i = 0; i < 4; i++) await longer.click();
    await expect(lookTime(page).getByText('3 s', { exact: true })).toBeVisible();
    await expect(longer).toBeDisabled();

    const lower = maxVolume(page).getByRole('button', { name: 'Lower the maximum volume' });
    for (let i = 0; i < 8; i++) await lower.click();
    await expect(maxVolume(page).getByText('20%', { exact: true })).toBeVisible();
    await expect(lower).toBeDisabled();
    expect(await storedPreferences(page)).toMatchObject({ dwellMs: 3000, volumeCeiling: 20 });
  });

  test('junk stored for the new settings falls back to their defaults', async ({ page }) => {
    await seedOnce(page, { [STORAGE_KEY]: JSON.stringify({ fontSize: 120, dwellMs: 'slow', volumeCeiling: 5 }) });
    await gotoReady(page, '/');
    await openPanel(page);
    await expect(lookTime(page).getByText('1.5 s', { exact: true })).toBeVisible();
    await expect(maxVolume(page).getByText('20%', { exact: true })).toBeVisible();
    await expect(panel(page).getByText('120%', { exact: true })).toBeVisible();
  });

  test('the look time is written the way the language writes numbers', async ({ page }) => {
    await gotoReady(page, '/?lang=nl');
    await page.getByRole('button', { name: 'Toegankelijkheidsopties', exact: true }).click();
    const group = page.getByRole('group', { name: 'Menu in de VR-bril: kijktijd' });
    await expect(group.getByText('1,5 s', { exact: true })).toBeVisible();
  });
});

/** The controls the floating button must never cover: the sound prompt and everything in the player's control bar. */
interface Overlap {
  scrollY: number;
  control: string;
}

/**
 * Scrolls the page from top to bottom and, at every position, checks the floating button's box against
 * each control's box. Generic on purpose: the control bar gains controls over time.
 */
function findOverlaps(page: Page) {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('button[aria-label="Accessibility options"]');
    const group = document.querySelector<HTMLElement>('[role="group"][aria-label="Player controls"]');
    const prompt = [...document.querySelectorAll<HTMLElement>('button')].find((b) => b.textContent?.trim() === 'Tap for sound');
    if (!button || !group || !prompt) throw new Error('the floating button, the control bar or the sound prompt is missing');
    const interactive = 'button, input, select, textarea, a[href], [role="slider"], [tabindex]:not([tabindex="-1"])';
    const controls = [prompt, ...group.querySelectorAll<HTMLElement>(interactive)];
    const name = (el: HTMLElement) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
    const overlaps: Overlap[] = [];
    const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; y <= maxScroll + 10; y += 10) {
      window.scrollTo(0, y);
      const a = button.getBoundingClientRect();
      for (const control of controls) {
        const b = control.getBoundingClientRect();
        if (b.width === 0 || b.height === 0) continue;
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) overlaps.push({ scrollY: window.scrollY, control: name(control) });
      }
    }
    const box = button.getBoundingClientRect();
    return {
      overlaps,
      controlCount: controls.length,
      maxScroll,
      buttonInView: box.left >= 0 && box.right <= window.innerWidth && box.top >= 0 && box.bottom <= window.innerHeight,
      sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    };
  });
}

const LANDSCAPE_PHONES = [
  { width: 844, height: 390 },
  { width: 740, height: 360 },
];

for (const viewport of LANDSCAPE_PHONES) {
  test.describe(`a phone on its side, ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, isMobile: true, hasTouch: true });

    for (const fontSize of [100, 180]) {
      test(`at ${fontSize} % text the accessibility button covers neither 'Tap for sound' nor any player control`, async ({ page }) => {
        await seedOnce(page, { analyticsConsent: 'denied', [STORAGE_KEY]: JSON.stringify({ fontSize }) });
        await gotoReady(page, '/concert/demo');
        await expect(page.getByRole('group', { name: 'Player controls' })).toBeVisible();
        // Shown while the muted autoplay runs.
        await expect(page.getByRole('button', { name: 'Tap for sound' })).toBeVisible({ timeout: 15_000 });
        await expect(openButton(page)).toBeVisible();

        const result = await findOverlaps(page);
        expect(result.overlaps).toEqual([]);
        // Play, sound, volume, quality, recenter and more, plus the prompt: the check saw them all.
        expect(result.controlCount).toBeGreaterThanOrEqual(5);
        expect(result.maxScroll).toBeGreaterThan(0);
        expect(result.buttonInView).toBe(true);
        expect(result.sideways).toBe(false);

        // And the button still works here.
        await openPanel(page);
        await expect(lookTime(page)).toBeVisible();
      });
    }
  });
}
