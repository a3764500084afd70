import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { inSession, installQuest3, lookAlong } from './iwer';

/**
 * The demo concert in a headset: iwer emulates a Quest 3 in the page. 'Enter VR' starts an immersive
 * session with sound on; nothing but the head moves the view (the gaze interface has its own visit,
 * player-gaze.spec.ts). Without WebXR, there is no 'Enter VR' and the headset code is never downloaded.
 */
interface VideoProbe {
  time: number;
  paused: boolean;
  muted: boolean;
  volume: number;
}

const probe = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement): VideoProbe => ({ time: video.currentTime, paused: video.paused, muted: video.muted, volume: video.volume }));

async function expectPlaying(page: Page) {
  const start = (await probe(page)).time;
  await expect.poll(async () => (await probe(page)).time, { timeout: 15_000 }).toBeGreaterThan(start + 0.3);
}

async function openDemo(page: Page) {
  await gotoReady(page, '/concert/demo');
  await page.getByLabel('Picture quality').selectOption('320p');
  await expectPlaying(page);
}

test('without WebXR there is no "Enter VR" and the headset code is not downloaded', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await openDemo(page);
  await expect(page.getByRole('button', { name: 'Enter VR' })).toHaveCount(0);
  expect(scripts.filter((url) => /\/immersive-[\w-]+\.js$/.test(url))).toEqual([]);
});

test.describe('with an emulated Quest 3', () => {
  test.beforeEach(({ page }) => installQuest3(page));

  test('"Enter VR" starts the session with the sound on: a patient cannot reach "Tap for sound" in a headset', async ({ page }) => {
    test.setTimeout(60_000);
    await openDemo(page);
    await page.getByRole('button', { name: 'Enter VR' }).click();
    await expect.poll(() => inSession(page)).toBe(true);
    expect((await probe(page)).muted).toBe(false);
    await expect(page.getByRole('button', { name: 'Exit VR' })).toBeVisible();
    await expectPlaying(page);
    await page.getByRole('button', { name: 'Exit VR' }).dispatchEvent('click');
    await expect.poll(() => inSession(page), { timeout: 15_000 }).toBe(false);
    await expect(page.getByRole('button', { name: 'Enter VR' })).toBeVisible();
  });

  test('a steady look straight ahead never acts, and leaving the page ends the session', async ({ page }) => {
    test.setTimeout(60_000);
    await openDemo(page);
    await page.getByRole('button', { name: 'Enter VR' }).click();
    await expect.poll(() => inSession(page)).toBe(true);
    await lookAlong(page, { x: 0, y: 0, z: -1 });
    await page.waitForTimeout(2500); // longer than one dwell: a look at the concert must not pause it
    expect((await probe(page)).paused).toBe(false);
    // iwer's own overlay covers the page during a session: dispatch the click on the link itself.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).dispatchEvent('click');
    await expect(page.locator('main h1')).toBeVisible();
    await expect.poll(() => inSession(page)).toBe(false);
    await expect(page.locator('canvas')).toHaveCount(0);
  });
});
