import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startDemoPackager } from '../scripts/live/demo-packager';
import { livePath } from '../scripts/live/live-dir';
import { readMediaPlaylist } from '../xr/core/hls/m3u8/index';
import { programmeStore } from '../tests/e2e/programme-stub';
import { stubSupabase } from '../tests/e2e/supabase-stub';

/**
 * A live concert as independent viewers see it (issue 24): the real live:demo packager (ffmpeg, 2 s segments,
 * program date-time on the wall clock), four viewers of the concert page in browser contexts of their own, each
 * behind a network with its own delay, and the site's own player. Measured from outside the player, with the
 * wall clock every context shares:
 * - latency: from a frame's program date-time to the moment it shows (the packager writes media time from the
 *   stream's first start, so a frame's date-time is that start plus its media time);
 * - spread: how far apart the viewers are at one moment;
 * - start: from the stream appearing (its address answering, the page already open in the waiting room) to playing.
 * Budgets from the issue: latency p50 ≤ 6 s, spread p95 ≤ 0.5 s, start ≤ 3 s. Not measured here yet: a group
 * session (issue 24, point 4, not built), emulated Quests, and recovery (the browser tests time the gap and the cut).
 */
const BUDGET = { latencyP50: 6, spreadP95: 0.5, startSeconds: 3 };
const DELAYS_MS = [40, 120, 200, 280];
const STEADY_SECONDS = 40;
const WARM_UP_SECONDS = 10;
const ID = 'amsterdam-philharmonic';

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** The first segment's program date-time, read as soon as the stream is published: media time 0 on the wall clock. */
const streamStart = (dir: string) => readMediaPlaylist(readFileSync(join(dir, 'v2', 'index.m3u8'), 'utf8')).segments[0]?.programDateTime ?? NaN;

const frame = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector('video');
    return { wall: Date.now(), time: video?.currentTime ?? 0, playing: !!video && !video.paused && video.readyState >= 3 };
  });

async function openViewer(browser: Browser, url: string, delayMs: number): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: delayMs, downloadThroughput: -1, uploadThroughput: -1 });
  const store = programmeStore();
  const startsAt = new Date(Date.now() + 5 * 60_000).toISOString();
  store.concerts = store.concerts.map((row) => (row['id'] === ID ? { ...row, starts_at: startsAt, live_stream_url: url } : row));
  await stubSupabase(page, {}, { programme: store });
  // Not there yet: the live service answers 404 until the encoder pushes.
  await page.route(`**${url}`, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(`/concert/${ID}`);
  await expect(page.getByRole('timer')).toBeVisible({ timeout: 30_000 });
  return page;
}

test('live: latency, spread between viewers, and start', async ({ browser }) => {
  const packager = await startDemoPackager({ name: `bench-${Date.now().toString(36)}`, window: 6 });
  try {
    const url = livePath(packager.dir.split('/').pop() ?? '');
    const origin = streamStart(packager.dir);
    const viewers = await Promise.all(DELAYS_MS.map((delay) => openViewer(browser, url, delay)));

    // The stream appears for everyone at once; each page finds it on its next look and starts by itself.
    const appeared = Date.now();
    await Promise.all(viewers.map((page) => page.unroute(`**${url}`)));
    const starts = await Promise.all(
      viewers.map(async (page) => {
        await expect.poll(async () => (await frame(page)).playing, { timeout: 60_000, intervals: [50] }).toBe(true);
        return (Date.now() - appeared) / 1000;
      }),
    );

    const latencies: number[] = [];
    const spreads: number[] = [];
    for (let second = 1; second <= STEADY_SECONDS; second++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const frames = await Promise.all(viewers.map(frame));
      if (second <= WARM_UP_SECONDS) continue;
      const at = Math.max(...frames.map((f) => f.wall));
      // Each viewer's frame date-time, brought to one wall-clock moment.
      const shown = frames.map((f) => origin + f.time * 1000 + (at - f.wall));
      latencies.push(...shown.map((dateTime) => (at - dateTime) / 1000));
      spreads.push((Math.max(...shown) - Math.min(...shown)) / 1000);
    }

    const figures = {
      latencyP50: percentile(latencies, 50),
      latencyP95: percentile(latencies, 95),
      spreadP95: percentile(spreads, 95),
      startSeconds: Math.max(...starts),
    };
    const line = (label: string, value: number, budget?: number) =>
      `${label}: ${value.toFixed(2)} s${budget === undefined ? '' : ` (budget ${budget} s) ${value <= budget ? 'PASS' : 'FAIL'}`}`;
    console.log(`live: ${viewers.length} viewers, network delays ${DELAYS_MS.join('/')} ms, ${STEADY_SECONDS - WARM_UP_SECONDS} s measured`);
    console.log(line('latency p50', figures.latencyP50, BUDGET.latencyP50));
    console.log(line('latency p95', figures.latencyP95));
    console.log(line('spread between viewers p95', figures.spreadP95, BUDGET.spreadP95));
    console.log(line('stream appearing to playing (slowest viewer)', figures.startSeconds, BUDGET.startSeconds));
    console.log(`starts: ${starts.map((s) => s.toFixed(2)).join(', ')} s`);
    expect(figures.latencyP50).toBeLessThanOrEqual(BUDGET.latencyP50);
    expect(figures.spreadP95).toBeLessThanOrEqual(BUDGET.spreadP95);
    expect(figures.startSeconds).toBeLessThanOrEqual(BUDGET.startSeconds);
  } finally {
    await packager.stop();
  }
});
