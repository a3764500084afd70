import type { Page } from '@playwright/test';
import { translation } from './locale-files';
import { expect, test } from './live-packager';
import { programmeStore } from './programme-stub';
import { stubSupabase } from './supabase-stub';
import { gotoReady } from './fixtures';

/**
 * A live concert through trouble, end to end on the real clock: the real live:demo packager (ffmpeg) behind the
 * preview server's /live/ route, a concert playing live now (Supabase stubbed at the network edge), and the
 * site's own player. The packager crashes and comes back, the network goes away and comes back, the stream
 * ends: the viewer is told what happens and the concert goes on (or ends) by itself, with no press.
 */
const player = (key: string) => translation('en', 'player', key);
const ID = 'amsterdam-philharmonic';
const MINUTE = 60_000;
/** How long the packager stays down, and the network away (issue 24's 'Done when'). */
const PACKAGER_GAP_MS = 10_000;
const NETWORK_CUT_MS = 20_000;
/** Issue 24: after a packager restart the viewer plays on at the live edge within 10 s. */
const RECOVERY_BUDGET_MS = 10_000;
/**
 * At the live edge, on the wall clock: from the frame's EXT-X-PROGRAM-DATE-TIME to now. The target is three
 * 2 s segments (6 s); the engine counts one target latency more as live (edge-status.ts). Playback resumed where
 * it froze instead would be at least a gap (10 s) behind that.
 */
const AT_EDGE_MS = 12_000;

declare global {
  interface Window {
    __hls?: { media: HTMLMediaElement | null; playingDate: Date | null; latency: number; targetLatency: number | null; on(event: string, listener: (event: string, data: HlsEventData) => void): void };
    __hlsLog: { at: number; event: string; detail: string }[];
    __statusLog: { at: number; text: string; retry: boolean }[];
  }
}
interface HlsEventData {
  details?: string;
  fatal?: boolean;
}

/**
 * Watches the site's player from the test's side, without touching its code: the hls.js instance it creates
 * (caught as hls.js assigns its `latencyController`), its errors, and every line the
 * player's status region says (with whether the Retry panel is up), each with the wall-clock time.
 */
async function watchPlayer(page: Page, retryLabel: string) {
  return page.addInitScript((retry) => {
    window.__hlsLog = [];
    window.__statusLog = [];
    Object.defineProperty(Object.prototype, 'latencyController', {
      configurable: true,
      set(this: NonNullable<Window['__hls']>, value: unknown) {
        Object.defineProperty(this, 'latencyController', { value, writable: true, configurable: true, enumerable: true });
        // Other parts of hls.js hold a latencyController too: the instance is the one with loadSource.
        if (window.__hls === this || !('loadSource' in this)) return;
        window.__hls = this;
        const log = (event: string, detail: string) => window.__hlsLog.push({ at: Date.now(), event, detail });
        this.on('hlsError', (_e, data) => log('error', `${data.details ?? ''}${data.fatal ? ' (fatal)' : ''}`));
      },
    });
    const record = () => {
      const region = document.querySelector('[data-player]');
      if (!region) return;
      const text = region.querySelector('[role="status"]')?.textContent ?? '';
      const hasRetry = [...region.querySelectorAll('button')].some((b) => b.textContent?.trim() === retry);
      const last = window.__statusLog.at(-1);
      if (last?.text !== text || last.retry !== hasRetry) window.__statusLog.push({ at: Date.now(), text, retry: hasRetry });
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
  }, retryLabel);
}

async function concertLiveNow(page: Page, liveUrl: string) {
  const store = programmeStore();
  const startsAt = new Date(Date.now() - MINUTE).toISOString();
  store.concerts = store.concerts.map((row) => (row['id'] === ID ? { ...row, starts_at: startsAt, live_stream_url: liveUrl } : row));
  await stubSupabase(page, {}, { programme: store });
}

/** What the viewer gets now: the player's clock, and how far behind the wall clock the frame shown is. */
function playback(page: Page) {
  return page.evaluate(() => {
    // hls.js's own element: the one the player plays, whether or not it is in the document.
    const video = window.__hls?.media;
    const date = window.__hls?.playingDate?.getTime() ?? 0;
    return { at: Date.now(), time: video?.currentTime ?? 0, paused: video?.paused ?? true, seeking: video?.seeking ?? false, playingDate: date, behindMs: date ? Date.now() - date : Infinity, targetLatency: window.__hls?.targetLatency ?? null };
  });
}

/**
 * Playing at the live edge: the badge's dot says so and no 'Back to live' is offered, the picture moves on,
 * and the frame shown is recent on the wall clock (and, when `after` is given, from after that moment: the
 * stream that came back, not what was left in the buffer).
 */
async function playingAtEdge(page: Page, timeout: number, after = 0) {
  const controls = page.getByRole('group', { name: player('controls') });
  const startedWaiting = Date.now();
  const left = () => Math.max(1, timeout - (Date.now() - startedWaiting));
  await expect(page.locator('[data-player] [data-at-edge="true"]')).toBeVisible({ timeout: left() });
  await expect(controls.getByRole('button', { name: player('live.backToLive') })).toHaveCount(0, { timeout: left() });
  await expect(controls.getByRole('button', { name: player('pause'), exact: true })).toBeVisible({ timeout: left() });
  // Moving on its own between two looks (the engine's seek to the edge is not playing), from a recent frame.
  let previous: Awaited<ReturnType<typeof playback>> | null = null;
  const poll = expect
    .poll(
      async () => {
        const now = await playback(page);
        const last = previous;
        previous = now;
        // At most the catch-up rate (1.1x) and some slack: a jump between the looks is a seek, not playing.
        const advanced = last === null ? 0 : now.time - last.time;
        const moving = last !== null && !now.seeking && advanced > 0.2 && advanced <= ((now.at - last.at) / 1000) * 1.2 + 0.1;
        return moving && now.playingDate > after && now.behindMs >= 0 && now.behindMs <= AT_EDGE_MS && !now.paused;
      },
      { timeout: left(), intervals: [500] },
    )
    .toBe(true);
  // What the player was doing when it was not there in time, for the failure's message.
  await poll.catch((error: unknown) => {
    throw new Error(`Not playing at the live edge; last look: ${JSON.stringify(previous)}`, { cause: error });
  });
  return playback(page);
}

/** hls.js's errors since `since` (kinds and how often), for the record. */
async function hlsErrorsSince(page: Page, since: number) {
  const log = await page.evaluate(() => window.__hlsLog);
  const counts = new Map<string, number>();
  for (const entry of log) if (entry.event === 'error' && entry.at >= since) counts.set(entry.detail, (counts.get(entry.detail) ?? 0) + 1);
  return [...counts].map(([detail, n]) => `${detail} ×${n}`).join(', ') || 'none';
}

async function statusLog(page: Page) {
  return page.evaluate(() => window.__statusLog);
}

/** What the player said from its first 'continue in a moment' until `until`: that line only, if it kept its word. */
async function saidWhileWaiting(page: Page, until: number) {
  const log = await statusLog(page);
  const first = log.findIndex((entry) => entry.text === player('live.waiting'));
  return [...new Set(log.slice(first).filter((entry) => entry.at < until).map((entry) => entry.text))];
}

function note(description: string) {
  test.info().annotations.push({ type: 'measured', description });
}

const waitingMessage = (page: Page) => page.locator('[data-player]').getByText(player('live.waiting'), { exact: true });

test.describe('live resilience', () => {
  // Each test runs ffmpeg in real time and waits through a real gap.
  test.describe.configure({ timeout: 120_000 });

  test('the packager stops for 10 s and restarts: the viewer is told, then plays on at the live edge within 10 s by itself', async ({ page, liveDemo }) => {
    await watchPlayer(page, player('retry'));
    await concertLiveNow(page, liveDemo.url);
    await gotoReady(page, `/concert/${ID}`);
    await playingAtEdge(page, 30_000);

    const before = await playback(page);
    note(`before the stop: ${(before.behindMs / 1000).toFixed(1)} s behind the wall clock`);
    const killedAt = Date.now();
    await liveDemo.packager.kill();
    await expect(waitingMessage(page)).toBeVisible({ timeout: PACKAGER_GAP_MS + 5000 });
    note(`waiting message shown ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the packager stopped`);
    // The gap is the scenario: the packager stays down for its full length while the viewer is told to wait.
    await expect.poll(() => Date.now() - killedAt, { timeout: PACKAGER_GAP_MS + 5000 }).toBeGreaterThanOrEqual(PACKAGER_GAP_MS);
    await expect(waitingMessage(page)).toBeVisible();

    const restartAt = Date.now();
    expect(await saidWhileWaiting(page, restartAt)).toEqual([player('live.waiting')]);
    await liveDemo.restart();
    const publishedAt = Date.now();
    const edge = await playingAtEdge(page, RECOVERY_BUDGET_MS - (publishedAt - restartAt), before.playingDate);
    const recoveredAt = Date.now();
    await expect(waitingMessage(page)).toHaveCount(0);
    note(
      `playing at the edge ${((recoveredAt - restartAt) / 1000).toFixed(1)} s after the restart began ` +
        `(${((recoveredAt - publishedAt) / 1000).toFixed(1)} s after the new playlists were published), ${(edge.behindMs / 1000).toFixed(1)} s behind the wall clock ` +
        `(hls.js target latency ${before.targetLatency?.toFixed(1)} s before the stop, ${edge.targetLatency?.toFixed(1)} s after)`,
    );
    note(`hls.js errors meanwhile: ${await hlsErrorsSince(page, killedAt)}`);
    const log = await statusLog(page);
    // Told, never failed: no Retry panel at any moment.
    expect(log.filter((entry) => entry.retry)).toEqual([]);
  });

  test.describe('the network', () => {
    // Chromium logs each request that fails while offline.
    // (One pattern: Playwright reads a two-element array as a value and its options.)
    test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED/] });

    test('cut for 20 s: the viewer is told, and is back at the live edge afterwards by itself', async ({ page, context, liveDemo }) => {
      await watchPlayer(page, player('retry'));
      await concertLiveNow(page, liveDemo.url);
      await gotoReady(page, `/concert/${ID}`);
      await playingAtEdge(page, 30_000);

      const before = await playback(page);
      const cutAt = Date.now();
      await context.setOffline(true);
      await expect(waitingMessage(page)).toBeVisible({ timeout: NETWORK_CUT_MS });
      note(`waiting message shown ${((Date.now() - cutAt) / 1000).toFixed(1)} s after the network went`);
      // The cut is the scenario: the network stays away for its full length.
      await expect.poll(() => Date.now() - cutAt, { timeout: NETWORK_CUT_MS + 5000 }).toBeGreaterThanOrEqual(NETWORK_CUT_MS);
      await expect(waitingMessage(page)).toBeVisible();

      const backAt = Date.now();
      expect(await saidWhileWaiting(page, backAt)).toEqual([player('live.waiting')]);
      await context.setOffline(false);
      const edge = await playingAtEdge(page, 30_000, before.playingDate);
      const recoveredAt = Date.now();
      await expect(waitingMessage(page)).toHaveCount(0);
      note(
        `playing at the edge ${((recoveredAt - backAt) / 1000).toFixed(1)} s after the network came back, ${(edge.behindMs / 1000).toFixed(1)} s behind the wall clock ` +
          `(hls.js target latency ${before.targetLatency?.toFixed(1)} s before the cut, ${edge.targetLatency?.toFixed(1)} s after)`,
      );
      note(`hls.js errors meanwhile: ${await hlsErrorsSince(page, cutAt)}`);
      expect((await statusLog(page)).filter((entry) => entry.retry)).toEqual([]);
    });
  });

  test('EXT-X-ENDLIST: the stream ends cleanly and the player shows its end card, not an error', async ({ page, liveDemo }) => {
    await watchPlayer(page, player('retry'));
    await concertLiveNow(page, liveDemo.url);
    await gotoReady(page, `/concert/${ID}`);
    await playingAtEdge(page, 30_000);

    const endedAt = Date.now();
    await liveDemo.packager.stop({ keep: true });
    const card = page.locator('[data-player]').getByRole('heading', { name: player('endedHeading') });
    await expect(card).toBeVisible({ timeout: 30_000 });
    note(`end card shown ${((Date.now() - endedAt) / 1000).toFixed(1)} s after the packager wrote EXT-X-ENDLIST`);
    // The end, not a failure: no Retry panel at any moment, no waiting message at the end, and no LIVE badge.
    expect((await statusLog(page)).filter((entry) => entry.retry)).toEqual([]);
    await expect(waitingMessage(page)).toHaveCount(0);
    await expect(page.getByRole('group', { name: player('controls') }).getByText(player('live.badge'), { exact: true })).toHaveCount(0);
  });
});
