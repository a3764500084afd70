import type { Page } from '@playwright/test';
import { blockingViolations } from './axe-scan';
import { atOneMoment, watchShown, type Frame } from '../../bench/live-shown.ts';
import { watchStreamTimeline } from '../../bench/live-timeline.ts';
import { expect, test } from './live-packager';
import { programmeText, translation } from './locale-files';
import { programmeStore } from './programme-stub';
import { openRoom, visit, type Room } from './session-stubs';
import { skewClock } from './skew-clock';
import { createSession, headsetRow, joinByLink, roomStatus } from './session-steps';

/**
 * A group session leads a live concert (issue 24, point 4), on the real clock: the real live:demo packager
 * (ffmpeg, 2 s segments, program date-times on the wall clock), a concert tonight whose live stream is its
 * address, the facilitator's tablet and three headsets, each its own browser context, with Supabase's HTTP API
 * and Realtime stubbed at the network edge (session-stubs.ts, realtime-stub.ts).
 *
 * One headset's own clock runs 1.5 s fast (a device whose clock was never set): the room's shared clock must
 * put it on the same moment as the others, which its own clock would not.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });
// Each page logs the live address's 404s while it waits for the stream.
const WAITING_404 = /status of 404/;

const ID = 'amsterdam-philharmonic';
const MINUTE = 60_000;
const SKEW_MS = 1_500;
const sessions = (key: string) => translation('en', 'sessions', key);
const TITLE = programmeText('en', 'concerts', ID, 'title');

/**
 * How far apart the headsets' shown frames may be, by their program date-time (ms), once settled: the behaviour,
 * not the figure. Without the room's clock, players that each join at their own live edge differ by up to a
 * segment (2 s), the fast headset by its 1.5 s more, and a reloaded one by many seconds. With it they hold one
 * moment; how tightly (the room's aim is 20 ms, where an echo begins between headsets side by side) is a timing,
 * measured on an idle machine by bench:live and printed here. On a loaded 2-core machine, four browsers with a
 * software renderer and ffmpeg, a stalled player falls behind for a while (the full suite saw medians of
 * 120-400 ms; an idle run 12 ms). So: the median of 20 readings within half a segment, and 18 of them (the 90th
 * percentile) within one segment, read once they have settled within the lock's band (or after a minute).
 */
const SPREAD = { medianMs: 1_000, p90Ms: 2_000, readings: 20, settledMs: 200 } as const;

/**
 * What each headset shows, read from outside the site's code as bench:live reads it (bench/live-shown.ts): the
 * element's frame, its SourceBuffer's timestampOffset (where hls.js put the stream on its own timeline), and the
 * packager's own table of each segment's decode time and program date-time (bench/live-timeline.ts). An earlier
 * reading took media time 0 for the first media playlist's first date-time; on a loaded machine that was off by
 * 0.1–2 s per headset (a timeline started again by a recovery, a playlist read before another), enough to fail
 * a room that was in step.
 */
const readers = new Map<Page, () => Promise<Frame>>();

/** The headset's reader; installed before its first page loads. */
function reader(page: Page): () => Promise<Frame> {
  const read = readers.get(page);
  if (!read) throw new Error('the headset was opened without its frame reader');
  return read;
}

const frame = (page: Page): Promise<Frame> => reader(page)();

/** How far apart the headsets' shown frames are by their program date-times (ms); NaN before each has media. */
async function spreadMs(headsets: readonly Page[]): Promise<number> {
  const shown = atOneMoment(await Promise.all(headsets.map(frame)));
  return Math.max(...shown) - Math.min(...shown);
}

async function expectPlayingLive(headset: Page) {
  await expect(roomStatus(headset)).toHaveAttribute('data-room-status', 'live', { timeout: 30_000 });
  await expect(roomStatus(headset)).toHaveText(sessions('join.joined.status.live'));
  await expect.poll(async () => (await frame(headset)).playing, { timeout: 30_000 }).toBe(true);
  const before = await frame(headset);
  await expect.poll(async () => (await frame(headset)).time, { timeout: 20_000 }).toBeGreaterThan(before.time + 0.5);
}

/** Spread checks fail the test but let it go on: a reload's landing is worth seeing whatever the first moment was. */
const soft = expect.configure({ soft: true });

/**
 * The headsets settle on one moment (the lock eases a late one in by its rate, a few tens of ms a second, so it
 * is not heard), and stay there: `readings` in a row, read one after the other.
 */
async function expectSameMoment(headsets: readonly Page[]): Promise<number[]> {
  // Read once they have settled (within the lock's band either side, 0.1 s): a reloaded headset eases in by its
  // rate. Not a check of its own: under load it may take longer, and the readings below say what holds.
  await expect.poll(() => spreadMs(headsets), { timeout: 60_000, intervals: [500] }).toBeLessThanOrEqual(SPREAD.settledMs).catch(() => undefined);
  const spreads: number[] = [];
  for (let i = 0; i < SPREAD.readings; i++) spreads.push(await spreadMs(headsets));
  const sorted = [...spreads].sort((a, b) => a - b);
  const frames = await Promise.all(headsets.map(frame));
  const latencies = atOneMoment(frames).map((shown) => ((Math.max(...frames.map((f) => f.wall)) - shown) / 1000).toFixed(2));
  // For the report: the lead re-measures on an idle machine (bench:live).
  console.log(`spread of the shown frames' program date-times (ms): ${spreads.map((s) => s.toFixed(0)).join(', ')}; latency now (s): ${latencies.join(', ')}`);
  soft(sorted[Math.floor(sorted.length / 2)] ?? Infinity, 'median spread (ms)').toBeLessThanOrEqual(SPREAD.medianMs);
  soft(sorted[Math.ceil(sorted.length * 0.9) - 1] ?? Infinity, '90th percentile of the spread (ms)').toBeLessThanOrEqual(SPREAD.p90Ms);
  return spreads;
}

/** A concert tonight with the live stream at the packager's address, its doors open (it starts in 12 minutes). */
function concertTonight(liveUrl: string) {
  const store = programmeStore();
  const startsAt = new Date(Date.now() + 12 * MINUTE).toISOString();
  store.concerts = store.concerts.map((row) => (row['id'] === ID ? { ...row, starts_at: startsAt, live_stream_url: liveUrl } : row));
  return store;
}

let room: Room;
let stopTimeline = () => {};
test.afterEach(async () => {
  stopTimeline();
  await room.close();
  expect(room.errors.filter((error) => !WAITING_404.test(error)), 'console errors').toEqual([]);
});

test('doors open, three headsets wait, the stream appears and all play the same live moment, also after a reload', async ({ browser, baseURL, liveDemo }) => {
  // The live service answers 404 until the encoder pushes.
  const timeline = watchStreamTimeline(liveDemo.packager.dir);
  stopTimeline = timeline.stop;
  const notYet = async (page: Page) => {
    readers.set(page, await watchShown(page, timeline));
    await page.context().route(`**${liveDemo.url}`, (route) => route.fulfill({ status: 404, body: '' }));
  };
  room = await openRoom(browser, baseURL ?? '', { programme: concertTonight(liveDemo.url), beforeLoad: notYet });
  const facilitator = await createSession(room);
  const headsets = [await joinByLink(room, 'headset-1'), await joinByLink(room, 'headset-2')];
  const fast = await room.open({ headset: 'headset-3' });
  await skewClock(fast, SKEW_MS);
  await visit(fast, '/join?code=K7M4PQ');
  headsets.push(fast);
  for (const n of [1, 2, 3]) await expect(headsetRow(facilitator, n)).toContainText('Joined', { timeout: 20_000 });

  // The concert tonight is offered live; chosen, it offers the doors and none of a recording's controls.
  await facilitator.getByLabel(sessions('lead.room.concert')).selectOption({ label: `${TITLE} (live)` });
  const openDoors = facilitator.getByRole('button', { name: sessions('lead.room.openDoors') });
  await expect(openDoors).toBeEnabled();
  await expect(facilitator.getByText(sessions('lead.room.liveStatus.ready'))).toBeVisible();
  await expectNoPlaybackControls(facilitator);
  await openDoors.click();
  await expect(openDoors).toHaveCount(0);
  await expect(facilitator.getByText(sessions('lead.room.liveStatus.doorsOpen'))).toBeVisible();

  // Every headset waits calmly: the title, the time left in numbers and words, and that it starts by itself.
  for (const headset of headsets) {
    await expect(roomStatus(headset)).toHaveAttribute('data-room-status', 'doorsOpen');
    const waiting = headset.getByRole('region', { name: TITLE });
    await expect(waiting.getByRole('timer', { name: sessions('join.live.clockLabel') })).toHaveText(/^\d{1,2}:\d\d$/);
    await expect(waiting.getByText(/^The concert starts in \d+ minutes\.$/)).toBeVisible();
    await expect(waiting.getByText(sessions('join.live.byItself'))).toBeVisible();
    expect((await frame(headset)).playing).toBe(false);
  }
  expect(await blockingViolations(headsets[0] as Page)).toEqual([]);
  expect(await blockingViolations(facilitator)).toEqual([]);

  // The encoder pushes: the stream appears, and every headset starts by itself (no press anywhere).
  await Promise.all(headsets.map((headset) => headset.context().unroute(`**${liveDemo.url}`)));
  await facilitator.context().unroute(`**${liveDemo.url}`);
  for (const headset of headsets) await expectPlayingLive(headset);
  await expect(facilitator.getByText(sessions('lead.room.liveStatus.live'))).toBeVisible({ timeout: 20_000 });
  for (const n of [1, 2, 3]) await expect(headsetRow(facilitator, n)).toContainText('Playing');
  await expectNoPlaybackControls(facilitator);
  await expect(facilitator.getByRole('slider', { name: /Volume for everyone/ })).toBeEnabled();
  await expect(facilitator.getByRole('button', { name: sessions('lead.room.recenter') })).toBeEnabled();
  await expectSameMoment(headsets);

  // A headset reloads mid-concert: it joins again and lands on the room's moment by itself.
  await visit(fast, '/join');
  await expectPlayingLive(fast);
  await expectSameMoment(headsets);
});

/** A live concert cannot be paused or moved through: none of those controls are offered. */
async function expectNoPlaybackControls(facilitator: Page) {
  for (const key of ['start', 'pause', 'resume', 'back', 'ahead', 'restart'])
    await expect(facilitator.getByRole('button', { name: sessions(`lead.room.${key}`), exact: true })).toHaveCount(0);
  await expect(facilitator.getByRole('slider', { name: new RegExp(`^${sessions('lead.room.position')}`) })).toHaveCount(0);
}
