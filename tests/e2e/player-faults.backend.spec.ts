import type { Page, Route } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { translation } from './locale-files';
import { databaseConcert, stubReadersBackend } from './programme-readers-stub';

/**
 * The player under an unlucky network, with faults injected into the real bundled stream (public/media/demo/,
 * which /concert/demo plays, and a concert page plays under an address of its own, below): a corrupt segment, a segment or playlist that never answers,
 * playlists that are gone. Each must end, within 20 s of the player getting stuck, in the translated error with
 * Retry (never a frozen picture, an endless 'Buffering…' or a 'Pause' button over a dead stream), and play
 * again once the stream is healthy: after a press on Retry on a concert page, by itself on the unattended demo.
 */
const en = (key: string) => translation('en', 'player', key);
const retryButton = (page: Page) => page.getByRole('button', { name: en('retry') });
const videoTime = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

/**
 * The bound, from the moment the player is stuck to an error the person can act on. Stuck means the
 * fault has been served and the picture no longer moves: a fault in the second segment is served at once, but
 * the first segment still plays for up to two seconds after it, and that is not the player's delay.
 */
const ERROR_WITHIN_MS = 20_000;

/**
 * Records in the page when the playhead last moved forward (a released element falling back to 0 is no
 * progress), sampled every 200 ms from before the app starts.
 */
async function watchPlayhead(page: Page) {
  await page.addInitScript(() => {
    const seen = { time: 0, movedAt: 0 };
    Object.assign(window, { __playhead: seen });
    setInterval(() => {
      const time = document.querySelector('video')?.currentTime ?? 0;
      if (time > seen.time) seen.movedAt = Date.now();
      seen.time = time;
    }, 200);
  });
}
const lastMovedAt = (page: Page) => page.evaluate(() => (window as unknown as { __playhead: { movedAt: number } }).__playhead.movedAt);

/**
 * A concert page needs a concert with a recording of its own, and the sample programme has none: the database
 * (Supabase's API stubbed at the network edge) has one, whose stream lives at /media/recording/, answered with
 * the demo's files. Faults match both addresses.
 */
const CONCERT = '/concert/fault-recording';
const RECORDING = '/media/recording/';
const realUrl = (url: string) => url.replace(RECORDING, '/media/demo/');

test.beforeEach(async ({ page }) => {
  await stubReadersBackend(page, [databaseConcert('fault-recording', 'Faults Evening, Recorded', '2025-06-10T18:30:00+00:00', `${RECORDING}master.m3u8`, 'mono')]);
  await page.route(`**${RECORDING}**`, async (route) => {
    try {
      const response = await route.fetch({ url: realUrl(route.request().url()) });
      await route.fulfill({ status: response.status(), headers: response.headers(), body: await response.body() });
    } catch {
      // hls.js dropped the request meanwhile (it aborts loads it no longer needs after an error): nothing to answer.
      await route.abort().catch(() => undefined);
    }
  });
});

const SEGMENT_1 = /\/media\/(demo|recording)\/v\d\/seg_001\.m4s$/;
const ALL_SEGMENTS = /\/media\/(demo|recording)\/v\d\/seg_\d+\.m4s$/;
const MEDIA_PLAYLISTS = /\/media\/(demo|recording)\/v\d\/index\.m3u8$/;
const MASTER_PLAYLIST = /\/media\/(demo|recording)\/master\.m3u8$/;

type Fault = (route: Route) => Promise<void> | void;

/** A fault on every request matching `pattern` until `heal()`; remembers when it was first served. */
async function injectFault(page: Page, pattern: RegExp, fault: Fault) {
  let firstAt: number | null = null;
  const handler = async (route: Route) => {
    firstAt ??= Date.now();
    await fault(route);
  };
  await page.route(pattern, handler);
  await watchPlayhead(page);
  return {
    /** Milliseconds since the player got stuck: the fault served (it must have been) and the playhead still. */
    async stuckFor() {
      if (firstAt === null) throw new Error(`no request matched ${pattern}`);
      return Date.now() - Math.max(firstAt, await lastMovedAt(page));
    },
    // Requests the handler left hanging stay hanging in the page: the next attempt's fresh loader abandons them.
    heal: () => page.unroute(pattern, handler),
  };
}

/** The real segment, cut to 60 %: a moof whose mdat ends early, which the decoder cannot append. */
const truncated: Fault = async (route) => {
  const response = await route.fetch({ url: realUrl(route.request().url()) });
  const body = await response.body();
  await route.fulfill({ response, body: body.subarray(0, Math.floor(body.length * 0.6)) });
};

/** The real segment's boxes with noise for media data: it parses, but decodes to nothing playable. */
const garbled: Fault = async (route) => {
  const response = await route.fetch({ url: realUrl(route.request().url()) });
  const body = Buffer.from(await response.body());
  for (let i = 1024; i < body.length; i++) body[i] = (i * 7919 + 13) & 0xff;
  await route.fulfill({ response, body });
};

/** Not a segment at all: random bytes with the right type. */
const randomBytes: Fault = (route) =>
  route.fulfill({ status: 200, contentType: 'video/iso.segment', body: Buffer.from(Array.from({ length: 40_000 }, () => Math.floor(Math.random() * 256))) });

/** The server never answers (no error, no timeout of its own): only the player's timeouts end the wait. */
const neverAnswered: Fault = () => undefined;

const gone: Fault = (route) => route.fulfill({ status: 404, body: 'gone' });

/** Within 20 s of getting stuck: the error panel with Retry, the message said, and no 'Pause' over a dead stream. */
async function expectErrorWithRetry(page: Page, fault: { stuckFor(): Promise<number> }, message: string, withinMs = ERROR_WITHIN_MS) {
  await expect(retryButton(page)).toBeVisible({ timeout: ERROR_WITHIN_MS + 5_000 });
  const stuckFor = await fault.stuckFor();
  test.info().annotations.push({ type: 'stuck until Retry (ms)', description: String(stuckFor) });
  expect(stuckFor, 'milliseconds from stuck to Retry').toBeLessThan(withinMs);
  // Read at once: the demo's auto-retry replaces the panel 5 s later.
  await expect(page.getByRole('status').filter({ hasText: message })).toHaveCount(1, { timeout: 1000 });
  await expect(page.getByRole('button', { name: en('pause'), exact: true })).toHaveCount(0);
}

async function expectPlays(page: Page) {
  await expect(retryButton(page)).toHaveCount(0, { timeout: 10_000 });
  const start = await videoTime(page);
  await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(start + 0.3);
  await expect(page.getByRole('button', { name: en('pause'), exact: true })).toBeVisible();
}

/** A concert page: the person presses Retry once the stream is healthy again. */
async function retryByHand(page: Page, fault: { heal(): Promise<void> }) {
  await fault.heal();
  await retryButton(page).click();
  await expectPlays(page);
}

/** The unattended demo: once the stream is healthy it plays again by itself (auto-retry), with no press. */
async function recoversByItself(page: Page, fault: { heal(): Promise<void> }) {
  await fault.heal();
  await expectPlays(page);
}

test.describe('a corrupt segment', () => {
  test('a truncated segment no longer freezes a concert: after hls.js resets the decoder, the picture plays on past it', async ({ page }) => {
    // hls.js recovers from this one by loading the element anew, which pauses it without a 'pause' event: the
    // player used to stop at 0:00.x with 'Pause' showing and nothing more. The engine now plays again.
    test.setTimeout(45_000);
    await injectFault(page, SEGMENT_1, truncated);
    await gotoReady(page, CONCERT);
    await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(4.5);
    await expect(retryButton(page)).toHaveCount(0);
  });

  test('segments of random bytes end in the media error with Retry once recovery has failed, not "Loading…" for ever', async ({ page }) => {
    test.setTimeout(60_000);
    const fault = await injectFault(page, ALL_SEGMENTS, randomBytes);
    await gotoReady(page, CONCERT);
    await expectErrorWithRetry(page, fault, en('errors.media'));
    await retryByHand(page, fault);
  });

  test('a garbled segment on the demo ends in an error, and the demo retries by itself once healthy', async ({ page }) => {
    test.setTimeout(60_000);
    const fault = await injectFault(page, SEGMENT_1, garbled);
    await gotoReady(page, '/concert/demo');
    await expectErrorWithRetry(page, fault, en('errors.media'));
    await recoversByItself(page, fault);
  });
});

test.describe('a request that is never answered', () => {
  test('segments that never arrive on the demo end in the network error, and it retries by itself once healthy', async ({ page }) => {
    test.setTimeout(60_000);
    const fault = await injectFault(page, ALL_SEGMENTS, neverAnswered);
    await gotoReady(page, '/concert/demo');
    await expectErrorWithRetry(page, fault, en('errors.network'));
    await recoversByItself(page, fault);
  });

  test('a master playlist that never arrives on a concert page ends in the network error with Retry', async ({ page }) => {
    test.setTimeout(60_000);
    const fault = await injectFault(page, MASTER_PLAYLIST, neverAnswered);
    await gotoReady(page, CONCERT);
    await expectErrorWithRetry(page, fault, en('errors.network'));
    await retryByHand(page, fault);
  });
});

test.describe('playlists that are gone', () => {
  // Chromium logs each 404 this test causes on purpose.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('404 media playlists on a concert page end in the network error with Retry, which plays once they are back', async ({ page }) => {
    test.setTimeout(60_000);
    const fault = await injectFault(page, MEDIA_PLAYLISTS, gone);
    await gotoReady(page, CONCERT);
    // A 404 is a definite answer: only the load policies' few retries stand between it and Retry (about 11 s),
    // not the 15 s stall watchdog. It used to take about 20 s.
    await expectErrorWithRetry(page, fault, en('errors.network'), 15_000);
    await retryByHand(page, fault);
  });
});
