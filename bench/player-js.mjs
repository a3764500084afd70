// The JavaScript the player route adds to what the home page already downloaded: load `/`, follow the
// 'Watch Demo' link in the navigation (client-side), wait for the video to play, and gzip (zlib level 9,
// as bench/bundle.mjs does) every further JS file requested, workers included, from the dist folder.
// Each chunk says whether it was asked for before the player's first video frame (its performance mark).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { waitForPlayback } from './player-frames.mjs';

const IWER = readFileSync(createRequire(import.meta.url).resolve('iwer/build/iwer.js'), 'utf8');
/** As tests/e2e/aframe.spec.ts does: a Quest 3 emulated over Chromium's own navigator.xr. */
export const IWER_INIT = `${IWER};
  window.__xrDevice = new IWER.XRDevice(IWER.metaQuest3, { stereoEnabled: true });
  window.__xrDevice.installRuntime({ forceInstall: true });`;

const gzipSizes = new Map();
function gzipSize(dist, path) {
  if (!gzipSizes.has(path)) gzipSizes.set(path, gzipSync(readFileSync(join(dist, path)), { level: 9 }).length);
  return gzipSizes.get(path);
}

/** The performance mark the player sets when its first video picture is on screen (xr/react/use-first-frame-mark.ts). */
const FIRST_FRAME_MARK = 'tutti:player-first-frame';

/** Whether the first-frame mark is set, and the paths of the same-origin files the page asked for before it. */
const requestedBeforeFirstFrame = (page) =>
  page.evaluate((mark) => {
    const at = performance.getEntriesByName(mark)[0]?.startTime;
    const paths = performance
      .getEntriesByType('resource')
      .filter((r) => at !== undefined && r.startTime < at && new URL(r.name).origin === location.origin)
      .map((r) => new URL(r.name).pathname);
    return { marked: at !== undefined, paths };
  }, FIRST_FRAME_MARK);

/**
 * Returns { chunks: [{ path, gz, beforeFirstFrame }] (biggest first), total, firstFrame (whether the player
 * marked its first frame), beforeFirstFrame (the total of the chunks asked for before it), thirdParty: [urls],
 * enterVr: boolean }.
 * With `xr`, iwer is installed first, so the page sees `immersive-vr` as supported.
 */
export async function measureRouteJs({ browser, url, dist, viewport, xr = false }) {
  const context = await browser.newContext({ viewport });
  const origin = new URL(url).origin;
  const thirdParty = [];
  await context.route('**/*', (route) => {
    if (new URL(route.request().url()).origin === origin || route.request().url().startsWith('data:')) return route.continue();
    thirdParty.push(route.request().url());
    return route.abort();
  });
  if (xr) await context.addInitScript(IWER_INIT);
  // The home page and the player together may ask for more files than the default 250 timing entries.
  await context.addInitScript(() => performance.setResourceTimingBufferSize(2000));
  let seen = new Set();
  context.on('request', (request) => {
    // The service worker's precache (the whole site's files, fetched in the background once a page has
    // loaded) is not what the route downloads, and when it starts is a matter of timing.
    if (request.serviceWorker()) return;
    const { origin: from, pathname } = new URL(request.url());
    if (from === origin && pathname.endsWith('.js')) seen.add(pathname);
  });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3500); // past the home page's deferred start (3 s), as bench/bundle.mjs waits
    const home = seen;
    seen = new Set();
    await page.getByRole('navigation').getByRole('link', { name: 'Watch Demo' }).first().click();
    await page.waitForURL('**/concert/demo');
    await waitForPlayback(page, 0.5);
    const enterVrButton = page.getByRole('button', { name: 'Enter VR' });
    const enterVr = xr ? await enterVrButton.waitFor({ timeout: 5000 }).then(() => true, () => false) : await enterVrButton.isVisible();
    await page.waitForLoadState('networkidle');
    const early = await requestedBeforeFirstFrame(page);
    const chunks = [...seen].filter((path) => !home.has(path)).map((path) => ({ path, gz: gzipSize(dist, path), beforeFirstFrame: early.paths.includes(path) }));
    chunks.sort((a, b) => b.gz - a.gz);
    const sum = (list) => list.reduce((total, c) => total + c.gz, 0);
    const beforeFirstFrame = sum(chunks.filter((c) => c.beforeFirstFrame));
    return { chunks, total: sum(chunks), firstFrame: early.marked, beforeFirstFrame, thirdParty, enterVr };
  } finally {
    await context.close();
  }
}
