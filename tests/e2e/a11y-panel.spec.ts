import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';

const STORAGE_KEY = 'a11y-preferences';
const HOME_HEADING = 'Experience Music Beyond Boundaries';

interface SpeechLog {
  spoken: SpeechSynthesisUtterance[];
  cancels: number;
}

declare global {
  interface Window {
    __speech?: SpeechLog;
    __atFirstRender?: { className: string; fontSize: string };
  }
}

const openButton = (page: Page) => page.getByRole('button', { name: 'Accessibility options', exact: true });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Accessibility options' });
/** The text size's own value (the panel shows other percentages too, such as the maximum volume). */
const textSize = (page: Page) => panel(page).getByRole('group', { name: 'Text Size' });
const htmlFontSize = (page: Page) => page.evaluate(() => document.documentElement.style.fontSize);
const htmlClasses = (page: Page) => page.evaluate(() => [...document.documentElement.classList]);
const storedPreferences = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);

async function openPanel(page: Page) {
  await openButton(page).click();
  await expect(panel(page)).toBeVisible();
}

test('opens by keyboard, and Escape closes it and returns focus to the button', async ({ page }) => {
  await gotoReady(page, '/');
  const button = openButton(page);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(panel(page)).toHaveCount(0);

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page)).toBeFocused();
  await expect(panel(page).getByRole('heading', { name: 'Accessibility options' })).toBeVisible();

  // Escape from a control deep inside the panel, reached by Tab.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(panel(page).getByRole('button', { name: 'Decrease text size' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // Space opens it too.
  await page.keyboard.press('Space');
  await expect(panel(page)).toBeVisible();
});

test('the open panel has no axe violations', async ({ page }) => {
  await gotoReady(page, '/');
  await openPanel(page);
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations).toEqual([]);
});

test('text size goes up and down in steps of 10 and stops at 180 and 80', async ({ page }) => {
  await gotoReady(page, '/');
  await openPanel(page);
  const plus = page.getByRole('button', { name: 'Increase text size' });
  const minus = page.getByRole('button', { name: 'Decrease text size' });
  await expect(textSize(page).getByText('100%', { exact: true })).toBeVisible();

  await plus.click();
  expect(await htmlFontSize(page)).toBe('110%');
  await expect(textSize(page).getByText('110%', { exact: true })).toBeVisible();
  // Tailwind sizes in rem, so the root size is what scales the page: 16 px × 1.1.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('17.6px');

  for (let i = 0; i < 7; i++) await plus.click();
  expect(await htmlFontSize(page)).toBe('180%');
  await expect(plus).toBeDisabled();
  await plus.click({ force: true });
  expect(await htmlFontSize(page)).toBe('180%');
  await expect(plus).toBeFocused(); // focus is not lost at the limit

  for (let i = 0; i < 10; i++) await minus.click();
  expect(await htmlFontSize(page)).toBe('80%');
  await expect(textSize(page).getByText('80%', { exact: true })).toBeVisible();
  await expect(minus).toBeDisabled();
  await minus.click({ force: true });
  expect(await htmlFontSize(page)).toBe('80%');
  await expect(plus).toBeEnabled();
  expect(JSON.parse((await storedPreferences(page)) ?? '{}')).toMatchObject({ fontSize: 80 });
});

test('each toggle is a labelled switch that sets and clears its class on <html>', async ({ page }) => {
  await gotoReady(page, '/');
  await openPanel(page);
  const cases = [
    ['High Contrast', 'high-contrast', 'highContrast'],
    ['Dyslexia-Friendly Font', 'dyslexic-font', 'dyslexicFont'],
    ['Reduced Motion', 'reduce-motion', 'reducedMotion'],
  ] as const;
  for (const [name, className, field] of cases) {
    const toggle = panel(page).getByRole('switch', { name });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(await htmlClasses(page)).toContain(className);
    expect(JSON.parse((await storedPreferences(page)) ?? '{}')).toMatchObject({ [field]: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await htmlClasses(page)).not.toContain(className);
    expect(JSON.parse((await storedPreferences(page)) ?? '{}')).toMatchObject({ [field]: false });
  }
});

test('the dyslexia-friendly font and high contrast really change how the page looks', async ({ page }) => {
  await gotoReady(page, '/');
  await openPanel(page);
  await panel(page).getByRole('switch', { name: 'Dyslexia-Friendly Font' }).click();
  await panel(page).getByRole('switch', { name: 'High Contrast' }).click();
  const heading = page.getByRole('heading', { level: 1, name: HOME_HEADING });
  await expect(heading).toHaveCSS('font-family', /OpenDyslexic/);
  await expect(heading).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  // Links and buttons stand out in yellow, over the white-on-black rule for everything else.
  await expect(page.getByRole('link', { name: 'Watch Demo' }).first()).toHaveCSS('color', 'rgb(255, 235, 59)');
  await expect(openButton(page)).toHaveCSS('color', 'rgb(255, 235, 59)');
  expect(await page.evaluate(() => document.fonts.check('16px OpenDyslexic'))).toBe(true);
});

test('settings persist across a reload and apply before the first render', async ({ page }) => {
  // Records <html> at the moment React first puts anything in #root, to prove there is no flash.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById('root')?.childElementCount) return;
      const html = document.documentElement;
      window.__atFirstRender = { className: html.className, fontSize: html.style.fontSize };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await gotoReady(page, '/');
  await openPanel(page);
  await page.getByRole('button', { name: 'Increase text size' }).click();
  await page.getByRole('button', { name: 'Increase text size' }).click();
  await panel(page).getByRole('switch', { name: 'High Contrast' }).click();
  await panel(page).getByRole('switch', { name: 'Dyslexia-Friendly Font' }).click();
  expect(JSON.parse((await storedPreferences(page)) ?? '{}')).toEqual({
    fontSize: 120,
    highContrast: true,
    dyslexicFont: true,
    reducedMotion: false,
    dwellMs: 1500,
    volumeCeiling: 100,
  });

  await page.reload();
  // Right after load, before anything else runs.
  expect(await htmlFontSize(page)).toBe('120%');
  expect(await htmlClasses(page)).toEqual(expect.arrayContaining(['high-contrast', 'dyslexic-font']));
  // The load event can come before React's first render (the shell awaits its texts): wait for it.
  await expect.poll(() => page.evaluate(() => window.__atFirstRender)).toBeDefined();
  const atFirstRender = await page.evaluate(() => window.__atFirstRender);
  expect(atFirstRender?.fontSize).toBe('120%');
  expect(atFirstRender?.className.split(' ').sort()).toEqual(['dyslexic-font', 'high-contrast']);

  await expect(page.locator('#initial-loader')).toHaveCount(0);
  await openPanel(page);
  await expect(textSize(page).getByText('120%', { exact: true })).toBeVisible();
  await expect(panel(page).getByRole('switch', { name: 'High Contrast' })).toHaveAttribute('aria-checked', 'true');
  await expect(panel(page).getByRole('switch', { name: 'Dyslexia-Friendly Font' })).toHaveAttribute('aria-checked', 'true');
  await expect(panel(page).getByRole('switch', { name: 'Reduced Motion' })).toHaveAttribute('aria-checked', 'false');
});

test('broken stored preferences fall back to defaults without an error', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, '{"fontSize":999,"highContrast":"yes"'), STORAGE_KEY);
  await gotoReady(page, '/');
  expect(await htmlFontSize(page)).toBe('100%');
  expect(await htmlClasses(page)).toEqual([]);
});

test('reset restores defaults, clears storage and announces it for 3 seconds', async ({ page }) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, JSON.stringify({ fontSize: 150, highContrast: true, dyslexicFont: true, reducedMotion: true }));
      sessionStorage.setItem('seeded', '1');
    }
  }, STORAGE_KEY);
  await gotoReady(page, '/');
  expect(await htmlFontSize(page)).toBe('150%');
  await openPanel(page);
  // Fake time from here, paused, so "cleared after 3 s" is measured exactly and not by waiting.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);

  await panel(page).getByRole('button', { name: 'Reset All Settings' }).click();
  expect(await htmlFontSize(page)).toBe('100%');
  expect(await htmlClasses(page)).toEqual([]);
  expect(await storedPreferences(page)).toBeNull();
  for (const name of ['High Contrast', 'Dyslexia-Friendly Font', 'Reduced Motion']) {
    await expect(panel(page).getByRole('switch', { name })).toHaveAttribute('aria-checked', 'false');
  }
  await expect(textSize(page).getByText('100%', { exact: true })).toBeVisible();
  const announcer = page.locator('#announcer-polite');
  await expect(announcer).toHaveText('Accessibility settings have been reset');
  await page.clock.runFor(2900);
  await expect(announcer).toHaveText('Accessibility settings have been reset');
  await page.clock.runFor(200);
  await expect(announcer).toHaveText('');

  await page.clock.resume();
  await page.reload();
  await expect(page.locator('#initial-loader')).toHaveCount(0);
  expect(await htmlFontSize(page)).toBe('100%');
  expect(await htmlClasses(page)).toEqual([]);
});

test.describe('Read Page Aloud', () => {
  test.beforeEach(async ({ page }) => {
    // Observes the browser API rather than listening: headless Chromium has no voices, so a real
    // speak() would fail at once. speak is recorded (not passed on); cancel is counted and passed on.
    await page.addInitScript(() => {
      const log: SpeechLog = { spoken: [], cancels: 0 };
      window.__speech = log;
      const synth = window.speechSynthesis;
      const cancel = synth.cancel.bind(synth);
      synth.speak = (utterance) => void log.spoken.push(utterance);
      synth.cancel = () => {
        log.cancels += 1;
        cancel();
      };
    });
  });

  const lastUtterance = (page: Page) =>
    page.evaluate(() => {
      const u = window.__speech?.spoken.at(-1);
      return u && { text: u.text, rate: u.rate, lang: u.lang, count: window.__speech?.spoken.length ?? 0 };
    });

  test('reads the main content at rate 0.9, a second press stops, and the end resets it', async ({ page }) => {
    await gotoReady(page, '/');
    await openPanel(page);
    const readAloud = panel(page).getByRole('button', { name: 'Read Page Aloud' });
    await expect(readAloud).toHaveAttribute('aria-pressed', 'false');

    await readAloud.click();
    await expect(readAloud).toHaveAttribute('aria-pressed', 'true');
    const utterance = await lastUtterance(page);
    expect(utterance?.text).toContain(HOME_HEADING);
    expect(utterance?.text).not.toContain('Reset All Settings'); // only the main content, not the panel
    expect(utterance?.rate).toBeCloseTo(0.9, 5);
    expect(utterance?.lang).toBe('en');
    await expect(readAloud).toHaveAccessibleDescription('Reading the page. Press again to stop.');

    const cancelsBefore = await page.evaluate(() => window.__speech?.cancels ?? 0);
    await readAloud.click();
    await expect(readAloud).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => window.__speech?.cancels)).toBe(cancelsBefore + 1);
    expect((await lastUtterance(page))?.count).toBe(1);

    // Speech that ends by itself resets the button.
    await readAloud.click();
    await expect(readAloud).toHaveAttribute('aria-pressed', 'true');
    await page.evaluate(() => {
      const u = window.__speech?.spoken.at(-1);
      u?.dispatchEvent(new SpeechSynthesisEvent('end', { utterance: u }));
    });
    await expect(readAloud).toHaveAttribute('aria-pressed', 'false');
  });

  test('reset stops the reading', async ({ page }) => {
    await gotoReady(page, '/');
    await openPanel(page);
    const readAloud = panel(page).getByRole('button', { name: 'Read Page Aloud' });
    await readAloud.click();
    await expect(readAloud).toHaveAttribute('aria-pressed', 'true');
    const cancelsBefore = await page.evaluate(() => window.__speech?.cancels ?? 0);
    await panel(page).getByRole('button', { name: 'Reset All Settings' }).click();
    await expect(readAloud).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => window.__speech?.cancels)).toBeGreaterThan(cancelsBefore);
  });
});

test('without speech synthesis, Read Page Aloud is disabled and says why', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true }));
  await gotoReady(page, '/');
  await openPanel(page);
  const readAloud = panel(page).getByRole('button', { name: 'Read Page Aloud' });
  await expect(readAloud).toBeDisabled();
  await expect(readAloud).toHaveAccessibleDescription('This browser cannot read pages aloud.');
  await expect(panel(page).getByText('This browser cannot read pages aloud.')).toBeVisible();
});

test('system reduced motion and more contrast switch those modes on at load', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce', contrast: 'more' });
  await gotoReady(page, '/');
  expect(await htmlClasses(page)).toEqual(expect.arrayContaining(['reduce-motion', 'high-contrast']));
  expect(await htmlClasses(page)).not.toContain('dyslexic-font');
  await openPanel(page);
  await expect(panel(page).getByRole('switch', { name: 'Reduced Motion' })).toHaveAttribute('aria-checked', 'true');
  await expect(panel(page).getByRole('switch', { name: 'High Contrast' })).toHaveAttribute('aria-checked', 'true');
  // Following the system is not a choice the person made: nothing is stored until they change something.
  expect(await storedPreferences(page)).toBeNull();
});

test('system reduced motion alone does not switch high contrast on', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce', contrast: 'no-preference' });
  await gotoReady(page, '/');
  expect(await htmlClasses(page)).toContain('reduce-motion');
  expect(await htmlClasses(page)).not.toContain('high-contrast');
});

test('the button sits above the cookie banner, following --consent-offset', async ({ page }) => {
  await gotoReady(page, '/');
  const viewportHeight = page.viewportSize()?.height ?? 0;
  const buttonBottom = async () => {
    const box = await openButton(page).boundingBox();
    return (box?.y ?? 0) + (box?.height ?? 0);
  };
  // A first visit shows the Privacy Settings bar, now in the page's flow under the header (issue 23): it
  // publishes no offset, so the button keeps its 1 rem from the bottom and stays clear of the bar.
  const banner = page.getByRole('region', { name: 'Privacy Settings' });
  await expect(banner).toBeVisible();
  const bannerBottom = await banner.evaluate((el) => el.getBoundingClientRect().bottom);
  await expect.poll(buttonBottom).toBe(viewportHeight - 16);
  expect(((await openButton(page).boundingBox())?.y ?? 0)).toBeGreaterThanOrEqual(bannerBottom);

  // The position follows the variable the banner publishes on <html>.
  await page.evaluate(() => document.documentElement.style.setProperty('--consent-offset', '123px'));
  await expect.poll(buttonBottom).toBe(viewportHeight - 123 - 16);
  await page.evaluate(() => document.documentElement.style.setProperty('--consent-offset', '0px'));
  await expect.poll(buttonBottom).toBe(viewportHeight - 16);
});

test('on a phone at 180 % with the cookie banner, the whole panel stays reachable below the header', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) localStorage.setItem(key, JSON.stringify({ fontSize: 180 }));
    sessionStorage.setItem('seeded', '1');
  }, STORAGE_KEY);
  await gotoReady(page, '/');
  await expect(page.getByRole('region', { name: 'Privacy Settings' })).toBeVisible();
  await openPanel(page);
  const headerBottom = await page.locator('header').first().evaluate((el) => el.getBoundingClientRect().bottom);
  const panelBox = await panel(page).boundingBox();
  expect(panelBox?.y ?? 0).toBeGreaterThanOrEqual(headerBottom);
  expect((panelBox?.x ?? -1) >= 0 && (panelBox?.x ?? 0) + (panelBox?.width ?? 0) <= 390).toBe(true);
  // Every control can be clicked (a click covered by the header or off-screen would fail here).
  await panel(page).getByRole('button', { name: 'Decrease text size' }).click();
  expect(await htmlFontSize(page)).toBe('170%');
  await panel(page).getByRole('switch', { name: 'Reduced Motion' }).click();
  await expect(panel(page).getByRole('switch', { name: 'Reduced Motion' })).toHaveAttribute('aria-checked', 'true');
  await panel(page).getByRole('button', { name: 'Reset All Settings' }).click();
  expect(await htmlFontSize(page)).toBe('100%');
});
