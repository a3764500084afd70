import { expect, type Browser, type Page } from '@playwright/test';
import { installQuest3, inSession } from '../tests/e2e/iwer';
import { programmeStore } from '../tests/e2e/programme-stub';
import { stubSupabase } from '../tests/e2e/supabase-stub';
import { throttle, watchShown, type Frame, type Network } from './live-shown';
import type { StreamTimeline } from './live-timeline';

export type { Frame } from './live-shown';

/**
 * One independent viewer of bench/live.bench.ts: a browser context of its own behind a network of its own
 * (a fixed delay from Chromium's network emulation, plus a random jitter per request), flat or in an emulated
 * Quest 3, on the concert page's waiting room until the stream appears. Everything is read from outside the
 * site's code: the element the page plays, its media, and the playlists the page received.
 */
export interface ViewerSpec extends Network {
  name: string;
  quest: boolean;
}

/** When each step of the start happened (wall clock, ms), for the breakdown of 'stream appearing → playing'. */
export interface StartSteps {
  poll?: number;
  master?: number;
  playlist?: number;
  segment?: number;
}

export interface Viewer {
  spec: ViewerSpec;
  page: Page;
  steps: StartSteps;
  frame(): Promise<Frame>;
  /** Cuts the network (as a dropped Wi-Fi would) or brings it back, keeping the viewer's delay. */
  setOffline(offline: boolean): Promise<void>;
  /** The stream stops answering 404 for this viewer: it has 'appeared'. */
  reveal(): Promise<void>;
  enterVr(): Promise<void>;
}

const ID = 'amsterdam-philharmonic';
const MEDIA_PLAYLIST = /\/live\/[^/]+\/(?!subs-)[^/]+\/index\.m3u8/;
const SEGMENT = /\/live\/[^/]+\/[^/]+\/seg_\d+\.m4s/;

export async function openViewer(browser: Browser, spec: ViewerSpec, url: string, timeline: StreamTimeline): Promise<Viewer> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  if (spec.quest) await installQuest3(page);
  const frame = await watchShown(page, timeline);
  const setOffline = await throttle(page, spec);
  const store = programmeStore();
  const startsAt = new Date(Date.now() + 5 * 60_000).toISOString();
  store.concerts = store.concerts.map((row) => (row['id'] === ID ? { ...row, starts_at: startsAt, live_stream_url: url } : row));
  await stubSupabase(page, {}, { programme: store });
  // Not there yet: the live service answers 404 until the encoder pushes.
  const notYet = (route: Parameters<Parameters<Page['route']>[1]>[0]) => route.fulfill({ status: 404, body: '' });
  await page.route(`**${url}`, notYet);

  const steps: StartSteps = {};
  page.on('response', (response) => {
    const address = response.url();
    const at = Date.now();
    if (address.endsWith(url) && response.status() === 200) {
      if (steps.poll === undefined) steps.poll = at;
      else steps.master ??= at;
    } else if (MEDIA_PLAYLIST.test(address) && response.ok()) steps.playlist ??= at;
    else if (SEGMENT.test(address) && response.ok()) steps.segment ??= at;
  });
  await page.goto(`/concert/${ID}`);
  await expect(page.getByRole('timer')).toBeVisible({ timeout: 60_000 });

  return {
    spec,
    page,
    steps,
    frame,
    setOffline,
    reveal: () => page.unroute(`**${url}`, notYet),
    enterVr: async () => {
      await page.getByRole('button', { name: 'Enter VR' }).click({ timeout: 60_000 });
      await expect.poll(() => inSession(page), { timeout: 30_000 }).toBe(true);
    },
  };
}
