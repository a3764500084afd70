import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { expectTimeAdvances, openDemo, pause, player, TIMELINE, videoTime } from './player-helpers';
import { stillShot } from './still-shot';
import { colourCount } from './canvas-colours';

/**
 * The demo concert's 360° player in Chromium with SwiftShader WebGL. The player keeps its <video> hidden
 * inside itself (never global), so the test reads playback time from the page's one video element.
 */
const PLAYLIST = '**/media/demo/master.m3u8';
const NETWORK_ERROR = 'The concert could not be loaded. Check your internet connection and try again.';

test('the demo plays and the canvas shows the video, not the poster', async ({ page }) => {
  await openDemo(page);
  await expect(page.locator('img[src="/media/demo/poster.jpg"]')).toHaveCount(0);
  const shot = await page.locator('canvas').screenshot();
  expect(await colourCount(page, shot)).toBeGreaterThan(8);
});

test('the demo starts on its smallest rendition from files the HTML already asked for, each fetched once', async ({ page }) => {
  await gotoReady(page, '/concert/demo');
  await expectTimeAdvances(page);
  const preloads = await page.locator('link[rel="preload"][as="fetch"]').evaluateAll((links) => links.map((l) => [l.getAttribute('href'), (l as HTMLLinkElement).crossOrigin]));
  const startFiles = ['/media/demo/master.m3u8', '/media/demo/v2/index.m3u8', '/media/demo/v2/init_2.mp4', '/media/demo/v2/seg_000.m4s'];
  expect(preloads).toEqual(startFiles.map((href) => [href, 'anonymous']));
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname).filter((path) => path.startsWith('/media/demo/')));
  // hls.js took the preloaded responses (no second request), and no fragment was loaded only to measure bandwidth.
  for (const file of startFiles.slice(1)) expect(fetched.filter((path) => path === file), file).toHaveLength(1);
  expect(fetched.find((path) => path.endsWith('.m4s'))).toBe('/media/demo/v2/seg_000.m4s');
  expect(fetched.filter((path) => /\/seg_000\.m4s$/.test(path))).toEqual(['/media/demo/v2/seg_000.m4s']);
});

test('only the demo page asks for stream files before its code runs', async ({ page }) => {
  for (const path of ['/', '/concert/1', '/concerts']) {
    await gotoReady(page, path);
    await expect(page.locator('link[rel="preload"][as="fetch"]'), path).toHaveCount(0);
  }
});

test('quality lists the renditions, and "Tap for sound" turns the muted autoplay sound on', async ({ page }) => {
  await openDemo(page);
  await expect(page.getByLabel('Picture quality').locator('option')).toHaveText(['Auto', '1024p', '640p', '320p']);
  expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.muted)).toBe(true);
  await page.getByRole('button', { name: 'Tap for sound' }).click();
  await expect(page.getByRole('button', { name: 'Tap for sound' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mute', exact: true })).toBeVisible();
  expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.muted)).toBe(false);
});

test('on a 390 px phone every control is at least 44 px and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, '/concert/demo');
  await expect(page.getByLabel('Picture quality')).toBeVisible();
  const controls = page.getByRole('group', { name: 'Player controls' }).locator('button, select, input');
  // Timeline, play, restart, mute, volume, captions, quality, recenter, full screen.
  await expect(controls).toHaveCount(9);
  for (const box of await controls.evaluateAll((all) => all.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    expect(box.right).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The timeline has a row of its own, above the buttons, and most of the bar's width (inside its padding,
  // which keeps the accessibility button's corner column free: player-phone-large-text.spec.ts).
  const group = page.getByRole('group', { name: 'Player controls' });
  const rowWidth = await group.evaluate((bar) => {
    const style = getComputedStyle(bar);
    return bar.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
  });
  const timeline = await page.getByRole('slider', { name: TIMELINE }).boundingBox();
  const play = await page.getByRole('button', { name: 'Pause' }).or(page.getByRole('button', { name: 'Play', exact: true })).boundingBox();
  if (!timeline || !play) throw new Error('no timeline or play button');
  expect(timeline.width).toBeGreaterThan(rowWidth * 0.6);
  expect(timeline.y + timeline.height).toBeLessThanOrEqual(play.y);
});

test('dragging with the mouse and the arrow keys turn the view', async ({ page }) => {
  await openDemo(page);
  await pause(page);
  const canvas = page.locator('canvas');
  await player(page).focus();
  const before = await stillShot(canvas);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await canvas.screenshot()).equals(before)).toBe(false);

  const afterKeys = await stillShot(canvas);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the canvas has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 200, box.y + box.height / 3 + 40, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await canvas.screenshot()).equals(afterKeys)).toBe(false);
});

test('the wheel scrolls the page past the player until the person picks the view; then it zooms', async ({ page }) => {
  await openDemo(page);
  await pause(page);
  const canvas = page.locator('canvas');
  const centre = async () => {
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the canvas has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  };
  const scrollY = () => page.evaluate(() => window.scrollY);
  await centre();
  await page.mouse.wheel(0, 150);
  await expect.poll(scrollY).toBeGreaterThan(0);

  await player(page).focus();
  await centre();
  // The first wheel's smooth scroll may still be moving the page: take the position once it has stopped.
  let last = Number.NaN;
  await expect.poll(async () => last === (last = await scrollY())).toBe(true);
  const scrolled = await scrollY();
  const before = await stillShot(canvas);
  await page.mouse.wheel(0, -400);
  await expect.poll(async () => (await canvas.screenshot()).equals(before)).toBe(false);
  // Had the wheel scrolled the page, it would be back at the top (400 px up from about 300). A few dozen
  // pixels can move with the layout meanwhile (the browser's scroll anchoring), which is not the wheel.
  expect(Math.abs((await scrollY()) - scrolled)).toBeLessThan(Math.min(100, scrolled));
});

test('the pause button stops playback and play resumes it', async ({ page }) => {
  await openDemo(page);
  await pause(page);
  const pausedAt = await videoTime(page);
  await page.waitForTimeout(1000); // a playing video would move about a second in this time
  expect(await videoTime(page)).toBe(pausedAt);
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expectTimeAdvances(page);
});

test('the unattended demo recovers by itself once the stream is back, with no press on Retry', async ({ page, consoleErrors }) => {
  test.setTimeout(60_000);
  await page.route(PLAYLIST, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await gotoReady(page, '/concert/demo');
  await expect(page.getByText(NETWORK_ERROR, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await page.unroute(PLAYLIST);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0, { timeout: 20_000 });
  await expectTimeAdvances(page);
  const expected = (text: string) => /status of 404/.test(text);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !expected(text)));
});

/** Plays the page's hidden/visible switch (the Quest's standby) without leaving the tab. */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

test('back from standby the concert plays on, unless the person had paused it', async ({ page }) => {
  await openDemo(page);
  await setVisibility(page, 'hidden');
  // The system pauses the media in standby: not the person.
  await page.locator('video').evaluate((video: HTMLVideoElement) => video.pause());
  await setVisibility(page, 'visible');
  await expectTimeAdvances(page);

  await pause(page);
  await setVisibility(page, 'hidden');
  await setVisibility(page, 'visible');
  const pausedAt = await videoTime(page);
  await page.waitForTimeout(1000); // a playing video would move about a second in this time
  expect(await videoTime(page)).toBe(pausedAt);
});

test('going back and forth 10 times leaves one video at most, and none and no canvas at home', async ({ page }) => {
  test.setTimeout(90_000);
  await gotoReady(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (let round = 0; round < 10; round++) {
    await nav.getByRole('link', { name: 'Watch Demo' }).click();
    await expect(player(page)).toBeVisible();
    await expect(page.locator('video')).toHaveCount(1);
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.locator('canvas')).toHaveCount(0);
  }
});
