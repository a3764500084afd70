import { expect, test, type Page } from '@playwright/test';
import { measureRoundTrips } from '../../bench/round-trips.mjs';

/**
 * Visits to a concert and back (the header's links, as a visitor moves) leave nothing of the player behind:
 * no WebGL context taken from a live page, no <video> or <canvas> still reachable once the garbage is
 * collected. The heap's growth over ten trips is a figure of bench:player (a timing-free size, but ten
 * trips take minutes).
 */
const playing = (page: Page, seconds: number) =>
  page.waitForFunction((s) => {
    const video = document.querySelector('video');
    return Boolean(video && !video.paused && video.currentTime > s);
  }, seconds);

test('three round trips between the home page and the demo leave no player behind', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { first, last, warnings } = await measureRoundTrips({ browser, url: baseURL ?? '', viewport: { width: 1280, height: 800 }, trips: 3, waitForPlayback: playing });
  expect(last.webgl.created, 'a player was made on each visit').toBe(3);
  expect(last.webgl.lostOnScreen).toBe(0);
  expect(warnings).toEqual([]);
  expect([first.videos.detached, last.videos.detached], 'detached <video> after trips 1 and 3').toEqual([0, 0]);
  expect([first.canvases.detached, last.canvases.detached], 'detached <canvas> after trips 1 and 3').toEqual([0, 0]);
});
