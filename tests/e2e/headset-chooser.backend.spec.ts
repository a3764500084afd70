import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { catchScenes, lookAt, pitchHead, reticlePitch, visibleTargets } from './gaze-visit';
import { inSession, installQuest3 } from './iwer';
import { OWN, stubReadersBackend } from './programme-readers-stub';

/**
 * The chooser in the headset, by gaze alone (emulated Quest 3), where the programme (the stubbed database:
 * see programme-readers-stub.ts) has a concert with a recording of its own besides the demo. The demo plays
 * on by itself at its end (issue 22), yet the chooser stays in the menu for a person who asks for it: its
 * cards are legible and within reach, and a look at one starts that concert.
 */
const ids = async (page: Page) => (await visibleTargets(page)).map((target) => target.gazeId);

test.describe('the chooser asked for from the menu, with an emulated Quest 3', () => {
  test.beforeEach(async ({ page }) => {
    await installQuest3(page);
    await catchScenes(page);
    await page.addInitScript(() => localStorage.setItem('a11y-preferences', JSON.stringify({ dwellMs: 1000 })));
  });

  test('on the demo, Choose a concert offers the recordings as legible cards within reach, and a look plays one', async ({ page }) => {
    test.setTimeout(180_000);
    const { recordingRequests } = await stubReadersBackend(page);
    await gotoReady(page, '/concert/demo');
    await page.getByLabel('Picture quality').selectOption('320p');
    await pitchHead(page, -20);
    await page.getByRole('button', { name: 'Enter VR' }).click();
    await expect.poll(() => inSession(page)).toBe(true);

    await expect.poll(() => ids(page), { timeout: 20_000 }).toContain('handle');
    await lookAt(page, 'handle');
    await expect.poll(() => ids(page), { timeout: 20_000 }).toContain('choose-concert');
    await lookAt(page, 'choose-concert');
    await expect.poll(() => ids(page), { timeout: 20_000 }).toContain('nav:back');
    const chooser = await visibleTargets(page);
    expect(new Set(chooser.filter((target) => target.gazeId.startsWith('card:')).map((target) => target.gazeId))).toContain(`card:${OWN.id}`);
    const rest = (-20 * Math.PI) / 180;
    for (const target of chooser) {
      expect(target.widthDeg, `${target.gazeId} width`).toBeGreaterThanOrEqual(8);
      const { x, y, z } = target.direction;
      const fromRest = (Math.acos((-z * Math.cos(rest) + y * Math.sin(rest)) / Math.hypot(x, y, z)) * 180) / Math.PI;
      expect(fromRest, `${target.gazeId} from the resting gaze`).toBeLessThanOrEqual(30);
    }

    // The chooser opens below the stage, where the gaze on 'Concerts' may already rest on a card, which a panel
    // never acts on until the gaze has moved there: a look up at the stage (now clear of cards), then down.
    expect(recordingRequests.filter((url) => url.endsWith('.m3u8'))).toEqual([]);
    await pitchHead(page, -20);
    await expect.poll(async () => Math.abs(((await reticlePitch(page)) ?? 90) + 20)).toBeLessThan(1);
    await lookAt(page, `card:${OWN.id}`);
    // The recording's playlist (its card's picture, beside it, may have been asked for already).
    await expect.poll(() => recordingRequests.filter((url) => url.endsWith('.m3u8')).length, { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => ids(page), { timeout: 20_000 }).toEqual(['handle']);
    const time = () => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);
    await expect.poll(time, { timeout: 30_000 }).toBeGreaterThan(1);
  });
});
