import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { stillShot } from './still-shot';

/**
 * The demo on a phone (touch, coarse pointer): two fingers pinch to zoom, and 'Motion control' follows
 * the phone's orientation. The sensor is played by dispatching DeviceOrientationEvents; iOS's permission
 * prompt by a `requestPermission` the test defines (granted or refused).
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const player = (page: Page) => page.getByRole('application', { name: /360° concert view/ });
const motionButton = (page: Page) => page.getByRole('button', { name: 'Motion control' });
const DENIED = 'Motion control was not allowed. You can still drag the picture to look around.';
const UNAVAILABLE = 'This device does not report its movement. You can still drag the picture to look around.';

async function openPausedDemo(page: Page) {
  await gotoReady(page, '/concert/demo');
  await expect(player(page)).toBeVisible();
  await page.getByLabel('Picture quality').selectOption('320p');
  const time = () => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);
  await expect.poll(time, { timeout: 15_000 }).toBeGreaterThan(0.3);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
}


const permission = (page: Page, answer: 'granted' | 'denied') =>
  page.addInitScript((value) => {
    Object.defineProperty(DeviceOrientationEvent, 'requestPermission', { value: () => Promise.resolve(value), configurable: true });
  }, answer);

const tilt = (page: Page, alpha: number) =>
  page.evaluate((value) => window.dispatchEvent(new DeviceOrientationEvent('deviceorientation', { alpha: value, beta: 90, gamma: 0 })), alpha);

test('a refused motion permission falls back to dragging, and says so', async ({ page }) => {
  await permission(page, 'denied');
  await gotoReady(page, '/concert/demo');
  await motionButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: DENIED })).toBeVisible();
  await expect(motionButton(page)).toHaveAttribute('aria-pressed', 'false');
});

test('a phone without a motion sensor says so after a moment', async ({ page }) => {
  await gotoReady(page, '/concert/demo');
  await motionButton(page).click();
  await expect(motionButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: UNAVAILABLE })).toBeVisible();
  await expect(motionButton(page)).toHaveAttribute('aria-pressed', 'false');
});

test('with motion allowed, turning the phone turns the view', async ({ page }) => {
  await permission(page, 'granted');
  await openPausedDemo(page);
  await motionButton(page).click();
  await expect(motionButton(page)).toHaveAttribute('aria-pressed', 'true');
  const canvas = page.locator('canvas');
  await tilt(page, 0);
  const ahead = await stillShot(canvas);
  await tilt(page, 90);
  await expect.poll(async () => (await canvas.screenshot()).equals(ahead)).toBe(false);
  await expect(page.getByRole('status').filter({ hasText: UNAVAILABLE })).toHaveCount(0);
});

test('two fingers spreading apart zoom in (one finger still: a drag alone would change nothing)', async ({ page }) => {
  await openPausedDemo(page);
  const canvas = page.locator('canvas');
  const before = await stillShot(canvas);
  const box = await player(page).boundingBox();
  if (!box) throw new Error('the player has no box');
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  const touch = await page.context().newCDPSession(page);
  const points = (spread: number) => [
    { x: cx - 40, y: cy, id: 1 },
    { x: cx + spread, y: cy, id: 2 },
  ];
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(0) });
  for (const spread of [40, 80, 120, 160]) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(spread) });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect.poll(async () => (await canvas.screenshot()).equals(before)).toBe(false);
});
