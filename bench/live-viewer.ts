import { expect, type Browser, type CDPSession, type Page } from '@playwright/test';
import { readMediaPlaylist } from '../xr/core/hls/m3u8/index';
import { installQuest3, inSession } from '../tests/e2e/iwer';
import { programmeStore } from '../tests/e2e/programme-stub';
import { stubSupabase } from '../tests/e2e/supabase-stub';

/**
 * One independent viewer of bench/live.bench.ts: a browser context of its own behind a network of its own
 * (a fixed delay from Chromium's network emulation, plus a random jitter per request), flat or in an emulated
 * Quest 3, on the concert page's waiting room until the stream appears. Everything is read from outside the
 * site's code: the element the page plays, and the playlists the page received.
 */
export interface ViewerSpec {
  name: string;
  delayMs: number;
  jitterMs: number;
  quest: boolean;
}

export interface Frame {
  /** Wall clock (ms) when the frame was read: the same clock for every context (one machine). */
  wall: number;
  time: number;
  playing: boolean;
  /** The program date-time of the frame shown (ms), or NaN before the page received a media playlist. */
  dateTime: number;
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
const MEDIA_PLAYLIST = /\/live\/[^/]+\/[^/]+\/index\.m3u8/;
const SEGMENT = /\/live\/[^/]+\/[^/]+\/seg_\d+\.m4s/;

declare global {
  interface Window {
    __benchVideo?: HTMLVideoElement;
  }
}

/** The element the page plays (whether or not it is in the document): the one it last called play() on. */
const rememberPlayedVideo = (page: Page) =>
  page.addInitScript(() => {
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (this instanceof HTMLVideoElement) window.__benchVideo = this;
      return play.call(this);
    };
  });

async function emulate(cdp: CDPSession, spec: ViewerSpec, offline: boolean) {
  await cdp.send('Network.emulateNetworkConditions', { offline, latency: spec.delayMs, downloadThroughput: -1, uploadThroughput: -1 });
}

export async function openViewer(browser: Browser, spec: ViewerSpec, url: string): Promise<Viewer> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  if (spec.quest) await installQuest3(page);
  await rememberPlayedVideo(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await emulate(cdp, spec, false);
  // Jitter on top of the delay: each request of the stream waits a random part of it more.
  await page.route('**/live/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * spec.jitterMs));
    await route.fallback();
  });
  const store = programmeStore();
  const startsAt = new Date(Date.now() + 5 * 60_000).toISOString();
  store.concerts = store.concerts.map((row) => (row['id'] === ID ? { ...row, starts_at: startsAt, live_stream_url: url } : row));
  await stubSupabase(page, {}, { programme: store });
  // Not there yet: the live service answers 404 until the encoder pushes.
  const notYet = (route: Parameters<Parameters<Page['route']>[1]>[0]) => route.fulfill({ status: 404, body: '' });
  await page.route(`**${url}`, notYet);

  const steps: StartSteps = {};
  /** Media time 0 on the wall clock: hls.js puts the first media playlist it reads at 0 on its timeline. */
  let zero = Number.NaN;
  page.on('response', (response) => {
    const address = response.url();
    const at = Date.now();
    if (address.endsWith(url) && response.status() === 200) {
      if (steps.poll === undefined) steps.poll = at;
      else steps.master ??= at;
    } else if (MEDIA_PLAYLIST.test(address) && !address.includes('subs-') && response.ok()) {
      steps.playlist ??= at;
      if (Number.isNaN(zero)) {
        zero = 0;
        void response.text().then((text) => (zero = readMediaPlaylist(text, address).segments[0]?.programDateTime ?? Number.NaN));
      }
    } else if (SEGMENT.test(address) && response.ok()) steps.segment ??= at;
  });
  await page.goto(`/concert/${ID}`);
  await expect(page.getByRole('timer')).toBeVisible({ timeout: 60_000 });

  return {
    spec,
    page,
    steps,
    frame: async () => {
      const seen = await page.evaluate(() => {
        const video = window.__benchVideo;
        return { wall: Date.now(), time: video?.currentTime ?? 0, playing: !!video && !video.paused && video.readyState >= 3 };
      });
      return { ...seen, dateTime: zero > 0 ? zero + seen.time * 1000 : Number.NaN };
    },
    setOffline: (offline) => emulate(cdp, spec, offline),
    reveal: () => page.unroute(`**${url}`, notYet),
    enterVr: async () => {
      await page.getByRole('button', { name: 'Enter VR' }).click({ timeout: 60_000 });
      await expect.poll(() => inSession(page), { timeout: 30_000 }).toBe(true);
    },
  };
}
