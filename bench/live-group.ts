import { expect, type Browser, type Page } from '@playwright/test';
import { inSession } from '../tests/e2e/iwer';
import { programmeText, translation } from '../tests/e2e/locale-files';
import { programmeStore } from '../tests/e2e/programme-stub';
import { openRoom, type Room } from '../tests/e2e/session-stubs';
import { createSession, joinByLink } from '../tests/e2e/session-steps';
import { skewClock } from '../tests/e2e/skew-clock';
import { atOneMoment, throttle, watchShown, type Frame, type Network } from './live-shown';
import type { StreamTimeline } from './live-timeline';

/**
 * A group session leading the live concert (issue 24, point 4), for bench/live.bench.ts: the facilitator's
 * tablet and four headsets (two in emulated Quest 3s, in VR), each its own browser context behind a network of
 * its own, Realtime's messages delayed 20–150 ms one way (the tests' relay), and every headset's clock set off
 * the facilitator's by seconds, so the room's shared clock must be measured, not assumed. The drift is how far
 * apart the headsets' shown frames are by their program date-times, brought to one wall-clock moment.
 */
export interface GroupDrift {
  /** Once settled, each second: the widest gap between two headsets (ms). */
  spreadsMs: number[];
  /** From the doors opening to every headset started (s). */
  startSeconds: number;
  /** From every headset started to their first two readings in a row within the budget (s); NaN if never. */
  settleSeconds: number;
}

interface HeadsetSpec extends Network {
  name: string;
  quest: boolean;
  /** How far this device's clock runs off the facilitator's (ms). */
  skewMs: number;
}

const HEADSETS: HeadsetSpec[] = [
  { name: 'headset-1', delayMs: 40, jitterMs: 20, quest: false, skewMs: 1800 },
  { name: 'headset-2', delayMs: 200, jitterMs: 80, quest: false, skewMs: -900 },
  { name: 'quest-3', delayMs: 120, jitterMs: 40, quest: true, skewMs: 4200 },
  { name: 'quest-4', delayMs: 280, jitterMs: 120, quest: true, skewMs: 3100 },
];
const ID = 'amsterdam-philharmonic';
const SETTLE_LIMIT_MS = 60_000;
const sessions = (key: string) => translation('en', 'sessions', key);

/** Tonight's concert at the packager's address, its doors open (it starts in 10 minutes). */
function concertTonight(url: string) {
  const store = programmeStore();
  const startsAt = new Date(Date.now() + 10 * 60_000).toISOString();
  store.concerts = store.concerts.map((row) => (row['id'] === ID ? { ...row, starts_at: startsAt, live_stream_url: url } : row));
  return store;
}

/** Each headset's latency and rate, and whether it waits for data: where a drift comes from. */
const describe = (frames: readonly Frame[]) =>
  frames.map((frame, i) => `${HEADSETS[i]?.name ?? i} ${((frame.wall - frame.dateTime) / 1000).toFixed(3)} s@${frame.rate}${frame.playing ? '' : ' waiting'}`).join(', ');

const spreadMs = (frames: readonly Frame[]) => {
  const shown = atOneMoment(frames);
  return Math.max(...shown) - Math.min(...shown);
};

/** The room: the facilitator first, then each headset in HEADSETS' order, each read and throttled from its first load. */
async function openLiveRoom(browser: Browser, baseURL: string, url: string, timeline: StreamTimeline) {
  const readers: (() => Promise<Frame>)[] = [];
  let opened = 0;
  const room: Room = await openRoom(browser, baseURL, {
    programme: concertTonight(url),
    delayMs: () => 20 + Math.random() * 130,
    beforeLoad: async (page) => {
      const spec = opened++ === 0 ? undefined : HEADSETS[opened - 2];
      if (!spec) return;
      await skewClock(page, spec.skewMs);
      readers.push(await watchShown(page, timeline));
      await throttle(page, spec);
    },
  });
  const facilitator = await createSession(room);
  const headsets: Page[] = [];
  for (const spec of HEADSETS) headsets.push(await joinByLink(room, spec.name, { quest: spec.quest }));
  const frames = () => Promise.all(readers.map((read) => read()));
  return { room, facilitator, headsets, frames };
}

/** Opens the doors on the live concert, waits for every headset to play, then reads the drift for `seconds`. */
export async function measureGroupDrift(browser: Browser, baseURL: string, url: string, timeline: StreamTimeline, seconds: number, budgetMs: number): Promise<GroupDrift> {
  const { room, facilitator, headsets, frames } = await openLiveRoom(browser, baseURL, url, timeline);
  try {
    await facilitator.getByLabel(sessions('lead.room.concert')).selectOption({ label: `${programmeText('en', 'concerts', ID, 'title')} (live)` });
    const openedAt = Date.now();
    await facilitator.getByRole('button', { name: sessions('lead.room.openDoors') }).click();
    // Each has started (on a loaded machine one of them is often waiting for data at any one look).
    const started = new Set<number>();
    const allStarted = async () => {
      (await frames()).forEach((frame, i) => !frame.paused && Number.isFinite(frame.dateTime) && started.add(i));
      return started.size;
    };
    await expect.poll(allStarted, { timeout: 60_000, intervals: [100] }).toBe(HEADSETS.length);
    const playingAt = Date.now();
    for (const [i, headset] of headsets.entries()) {
      if (!HEADSETS[i]?.quest) continue;
      await headset.getByRole('button', { name: 'Enter VR' }).click({ timeout: 60_000 });
      await expect.poll(() => inSession(headset), { timeout: 30_000 }).toBe(true);
    }
    const settleSeconds = await settle(frames, budgetMs, playingAt);
    const spreadsMs: number[] = [];
    for (let second = 1; second <= seconds; second++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const now = await frames();
      spreadsMs.push(spreadMs(now));
      console.log(`group ${String(second).padStart(3)} s  drift ${spreadMs(now).toFixed(1).padStart(7)} ms  ${describe(now)}`);
    }
    return { spreadsMs, startSeconds: (playingAt - openedAt) / 1000, settleSeconds };
  } finally {
    await room.close();
  }
}

/** Seconds from `from` to the first two readings in a row within the budget; NaN within a minute. */
async function settle(frames: () => Promise<Frame[]>, budgetMs: number, from: number): Promise<number> {
  let inARow = 0;
  while (Date.now() - from < SETTLE_LIMIT_MS) {
    inARow = spreadMs(await frames()) <= budgetMs ? inARow + 1 : 0;
    if (inARow === 2) return (Date.now() - from) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return Number.NaN;
}
