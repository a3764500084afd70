import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { translation } from './locale-files';
import { videoTime } from './player-helpers';

/**
 * The conference kiosk (/kiosk) through its service worker: prepared once online, then run with the
 * network cut, as a stand's wifi does. The real worker, the real Cache Storage, the bundled demo stream.
 */
test.use({ serviceWorkers: 'allow' });

const k = (key: string) => translation('en', 'kiosk', key);
/** The kiosk's invitation names the player's own Enter VR button. */
const INVITATION = k('invitation').replace('{{button}}', translation('en', 'player', 'enterVr'));

async function prepare(page: Page) {
  await page.goto('/kiosk');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await page.getByRole('button', { name: k('prepare') }).click();
  await expect(page.getByRole('status').filter({ hasText: k('ready') })).toBeVisible({ timeout: 60_000 });
}

/**
 * Samples of the video's time about every second for `seconds` of wall time: how often it stood still, and
 * how often it started over. Bounded by the clock, not a count: on a loaded machine a sample itself can take
 * a second, and a count of samples would then outlast the test's time.
 */
async function watch(page: Page, seconds: number) {
  let previous = await videoTime(page);
  let stalls = 0;
  let loops = 0;
  for (const end = Date.now() + seconds * 1000; Date.now() < end; ) {
    await page.waitForTimeout(1000);
    const now = await videoTime(page);
    if (now < previous) loops++;
    else if (now - previous < 0.05) stalls++;
    previous = now;
  }
  return { stalls, loops };
}

/**
 * Every file of the stream the player is on, asked for again from the page with the network cut: the master
 * playlist it fetched, each rendition's playlist, init and media segments, subtitles. Returns those that did not
 * answer. Read with a plain line reader (URIs are the lines without '#', and URI="…" attributes), not the
 * kiosk's own, so the two do not share a blind spot.
 */
async function filesMissingOffline(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const uris = (text: string, base: string) =>
      text.split(/\r?\n/).flatMap((line) => {
        const attribute = line.match(/URI="([^"]+)"/);
        if (attribute?.[1]) return [new URL(attribute[1], base).href];
        return line.trim() && !line.startsWith('#') ? [new URL(line.trim(), base).href] : [];
      });
    const playlists = performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => new URL(name).pathname.endsWith('.m3u8'));
    const seen = new Set<string>(playlists);
    const pending = [...seen];
    const missing: string[] = [];
    while (pending.length > 0) {
      const url = pending.shift() as string;
      const response = await fetch(url).catch(() => undefined);
      if (!response?.ok) {
        missing.push(url);
        continue;
      }
      if (!new URL(url).pathname.endsWith('.m3u8')) continue;
      for (const next of uris(await response.text(), url)) {
        if (seen.has(next)) continue;
        seen.add(next);
        pending.push(next);
      }
    }
    return seen.size < 3 ? ['(no stream found)'] : missing;
  });
}

/** The picture a few seconds before the stream's end, so the loop comes within a short watch. */
async function seekNearEnd(page: Page, secondsBefore: number) {
  await page.locator('video').evaluate((video: HTMLVideoElement, before) => {
    video.currentTime = Math.max(0, video.duration - before);
  }, secondsBefore);
}

/*
 * Not a three-minute soak (that belongs in a bench): every file is shown to come from the worker's cache, and
 * the one moment a long run adds, the loop back to the start, is brought near by a seek.
 */
test('prepared once, the kiosk plays every file offline, loops, and recovers by itself from a media error', async ({ page, context }) => {
  test.setTimeout(4 * 60_000);
  await prepare(page);
  await page.getByRole('button', { name: k('start') }).click();
  await expect(page.getByRole('heading', { name: INVITATION })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: INVITATION })).toBeVisible();
  await expect(page.locator('header, footer, [data-cookie-banner]')).toHaveCount(0);
  await expect.poll(() => videoTime(page), { timeout: 45_000 }).toBeGreaterThan(1);
  expect(await filesMissingOffline(page), 'files the worker could not give offline').toEqual([]);

  await seekNearEnd(page, 8);
  const run = await watch(page, 25);
  expect(run.stalls, 'seconds without progress').toBe(0);
  expect(run.loops, 'times the demo started over').toBeGreaterThanOrEqual(1);

  // The element loses its media, as after a decoder crash: nobody touches the kiosk, it plays again.
  await page.locator('video').evaluate((video: HTMLVideoElement) => {
    video.removeAttribute('src');
    video.load();
  });
  const broken = await videoTime(page);
  await expect.poll(async () => Math.abs((await videoTime(page)) - broken) > 1, { timeout: 60_000, intervals: [1000] }).toBe(true);
  const after = await watch(page, 10);
  expect(after.stalls).toBe(0);
});

/** The corner's middle, where staff press. */
async function cornerPoint(page: Page) {
  const box = await page.getByRole('button', { name: k('staffHold') }).boundingBox();
  if (!box) throw new Error('the staff corner is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('staff leave with a long press and the code; a wrong code is refused', async ({ page }) => {
  await prepare(page);
  await page.getByRole('button', { name: k('start') }).click();
  const corner = page.getByRole('button', { name: k('staffHold') });
  const dialog = page.getByRole('dialog', { name: k('exitTitle') });
  await corner.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Held as staff hold it: until the dialog is there. A page busy drawing the video may run the hold's timer
  // late, so releasing after a fixed time raced it (issue 21: the dialog never came under load).
  const { x, y } = await cornerPoint(page);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await page.mouse.up();
  await dialog.getByLabel(k('exitPrompt')).fill('1111');
  await dialog.getByRole('button', { name: k('exit') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(k('exitWrong'));
  await dialog.getByLabel(k('exitPrompt')).fill('2580');
  await dialog.getByRole('button', { name: k('exit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('kiosk') ?? '{}').running)).toBe(false);
});

test('a long press counts by its own times, even when the busy page has not yet run the hold timer', async ({ page }) => {
  await prepare(page);
  await page.getByRole('button', { name: k('start') }).click();
  const { x, y } = await cornerPoint(page);
  // The press and its release 3.2 s apart by the events' own clock, delivered at once: the page's 3 s timer
  // has not fired, as on a page too busy to run it in time. The release must still open the dialog.
  const cdp = await page.context().newCDPSession(page);
  const pressedAt = Date.now() / 1000;
  const mouse = (type: 'mouseMoved' | 'mousePressed' | 'mouseReleased', timestamp: number) => cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1, timestamp });
  await mouse('mouseMoved', pressedAt);
  await mouse('mousePressed', pressedAt);
  await mouse('mouseReleased', pressedAt + 3.2);
  await expect(page.getByRole('dialog', { name: k('exitTitle') })).toBeVisible();
});

test('a device without room enough is told before anything downloads', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator.storage, 'estimate', { value: async () => ({ quota: 1_000_000, usage: 900_000 }) });
  });
  await page.goto('/kiosk');
  await page.getByRole('button', { name: k('prepare') }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Not enough space on this device' })).toBeVisible();
  await expect(page.getByRole('button', { name: k('start') })).toBeDisabled();
  expect(await page.evaluate(async () => (await (await caches.open('tutti-offline-media')).keys()).length)).toBe(0);
});
