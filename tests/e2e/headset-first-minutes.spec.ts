import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { catchScenes, visibleTargets } from './gaze-visit';
import { inSession, installQuest3 } from './iwer';

/**
 * The first minutes in the headset (issue 22), in an emulated Quest 3 (iwer). Staff open the demo, press
 * 'Enter VR' and put the headset on the resident: the concert waits at its beginning until the session is
 * visible, then plays from there; at its end it plays on (the next concert, or the demo again) instead of
 * opening a chooser nobody asked for. Independent of the demo's length: its end is reached by seeking.
 */
interface VideoProbe {
  time: number;
  paused: boolean;
  src: string;
  duration: number;
}

const probe = (page: Page) =>
  page.evaluate((): VideoProbe => {
    const video = document.querySelector('video');
    return { time: video?.currentTime ?? 0, paused: video?.paused ?? true, src: video?.currentSrc ?? '', duration: video?.duration ?? NaN };
  });

/** iwer keeps the device's state under a symbol: the session starts as a headset nobody wears yet would. */
const startHidden = (page: Page) =>
  page.evaluate(() => {
    const device = (window as unknown as { __xrDevice: Record<symbol, { visibilityState: string }> }).__xrDevice;
    const state = Object.getOwnPropertySymbols(device).find((key) => key.description === '@iwer/xr-device');
    if (!state) throw new Error('iwer keeps its device state elsewhere now');
    device[state]!.visibilityState = 'hidden';
  });

/** The resident has the headset on: iwer reports the session visible from its next frame. */
const putOn = (page: Page) =>
  page.evaluate(() => (window as unknown as { __xrDevice: { updateVisibilityState(state: string): void } }).__xrDevice.updateVisibilityState('visible'));

/** A few of the page's frames: the session runs its frames meanwhile. */
const frames = (page: Page, count: number) =>
  page.evaluate((n) => new Promise<void>((resolve) => {
    let left = n;
    const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
    requestAnimationFrame(tick);
  }), count);

const chooserCards = async (page: Page) => (await visibleTargets(page)).filter((target) => target.gazeId.startsWith('card:')).length;

test.describe('the first minutes in an emulated Quest 3', () => {
  test.beforeEach(async ({ page }) => {
    await installQuest3(page);
    await catchScenes(page);
  });

  // Both players of the demo: the React Three Fiber page and the A-Frame page, one engine.
  for (const route of ['/concert/demo', '/aframe-demo']) {
    test(`${route}: the demo starts from its beginning when the person sees it, and its end plays on with no chooser`, async ({ page }) => {
      test.setTimeout(150_000);
      await gotoReady(page, route);
      // The React player offers the smallest rendition, quicker on a software renderer; the A-Frame page has no choice.
      if (route === '/concert/demo') await page.getByLabel('Picture quality').selectOption('320p');
      // The page has been open a while: the demo has played on the flat screen meanwhile.
      await expect.poll(async () => (await probe(page)).time, { timeout: 30_000 }).toBeGreaterThan(3);

      await startHidden(page);
      await page.getByRole('button', { name: 'Enter VR' }).click();
      await expect.poll(() => inSession(page)).toBe(true);
      // Not seen yet: the concert waits at its beginning, however many frames the session runs.
      await expect.poll(async () => (await probe(page)).paused).toBe(true);
      await frames(page, 30);
      const waiting = await probe(page);
      expect(waiting.paused).toBe(true);
      expect(waiting.time).toBeLessThan(0.5);

      await putOn(page);
      await expect.poll(async () => (await probe(page)).paused, { timeout: 15_000 }).toBe(false);
      const started = await probe(page);
      expect(started.time).toBeLessThan(2);
      await expect.poll(async () => (await probe(page)).time, { timeout: 20_000 }).toBeGreaterThan(started.time + 0.5);
      expect(await chooserCards(page)).toBe(0);

      // The end of the demo, whatever its length: it plays on (the next concert, or the demo again).
      const before = await probe(page);
      await page.evaluate(() => {
        const video = document.querySelector('video');
        if (video) video.currentTime = Math.max(0, video.duration - 1.5);
      });
      await expect
        .poll(async () => {
          const now = await probe(page);
          return now.src !== before.src || now.time < before.duration - 3;
        }, { timeout: 30_000 })
        .toBe(true);
      const after = await probe(page);
      await expect.poll(async () => (await probe(page)).time, { timeout: 20_000 }).toBeGreaterThan(after.time + 0.5);
      expect((await probe(page)).paused).toBe(false);
      expect(await chooserCards(page)).toBe(0);
    });
  }
});
