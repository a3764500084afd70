import type { Page } from '@playwright/test';
import type { StreamTimeline } from './live-timeline';

/**
 * What a page of bench:live shows, read from outside the site's code: the element it plays and the program
 * date-time of the frame on it, and the network it sits behind (a fixed delay from Chromium's network
 * emulation, plus a random jitter per request of the stream).
 */
export interface Frame {
  /** The machine's wall clock (ms) when the frame was read: the same for every context (one machine). */
  wall: number;
  time: number;
  rate: number;
  /** Not started, or paused (a started player waiting for data is not paused). */
  paused: boolean;
  /** Moving: not paused, and with data ahead. */
  playing: boolean;
  /** The program date-time of the frame shown (ms), or NaN before the page has media. */
  dateTime: number;
}

export interface Network {
  delayMs: number;
  jitterMs: number;
}

declare global {
  interface Window {
    __benchVideo?: HTMLVideoElement;
    __benchVideoBuffer?: SourceBuffer;
    /** The machine's clock, kept by a page whose own clock the bench set off (live-group.ts). */
    __realNow?: () => number;
  }
}

/**
 * The element the page plays (whether or not it is in the document): the one it last called play() on; and
 * the picture's SourceBuffer of the newest MediaSource (a player recovering from an error, or starting
 * again, opens a new one).
 */
const rememberPlayback = (page: Page) =>
  page.addInitScript(() => {
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (this instanceof HTMLVideoElement) window.__benchVideo = this;
      return play.call(this);
    };
    const addSourceBuffer = MediaSource.prototype.addSourceBuffer;
    MediaSource.prototype.addSourceBuffer = function (this: MediaSource, type: string) {
      const buffer = addSourceBuffer.call(this, type);
      if (type.startsWith('video/')) window.__benchVideoBuffer = buffer;
      return buffer;
    };
  });

/**
 * Reads the page's frames (installed before it loads). The element shows a frame's decode time plus its
 * SourceBuffer's timestampOffset (where hls.js puts the stream on its own timeline, which starts again with
 * each MediaSource); the decode time is dated by the segment it falls in (live-timeline.ts), right across a
 * packager's restart.
 */
export async function watchShown(page: Page, timeline: StreamTimeline): Promise<() => Promise<Frame>> {
  await rememberPlayback(page);
  return async () => {
    const seen = await page.evaluate(() => {
      const video = window.__benchVideo;
      const now = window.__realNow ?? Date.now;
      const offset = window.__benchVideoBuffer?.timestampOffset ?? Number.NaN;
      const time = video?.currentTime ?? 0;
      return { wall: now(), time, decodeTime: time - offset, rate: video?.playbackRate ?? 1, paused: video?.paused ?? true, playing: !!video && !video.paused && video.readyState >= 3 };
    });
    const { decodeTime, ...frame } = seen;
    return { ...frame, dateTime: timeline.dateTimeAt(decodeTime) };
  };
}

/** Puts the page behind its network; the answer cuts it (as a dropped Wi-Fi would) or brings it back. */
export async function throttle(page: Page, network: Network): Promise<(offline: boolean) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const emulate = async (offline: boolean) => {
    await cdp.send('Network.emulateNetworkConditions', { offline, latency: network.delayMs, downloadThroughput: -1, uploadThroughput: -1 });
  };
  await emulate(false);
  // Jitter on top of the delay: each request of the stream waits a random part of it more.
  await page.route('**/live/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * network.jitterMs));
    await route.fallback();
  });
  return emulate;
}

/** The program date-times (ms) each page shows, brought to one wall-clock moment (the last read). */
export function atOneMoment(frames: readonly Frame[]): number[] {
  const at = Math.max(...frames.map((frame) => frame.wall));
  return frames.map((frame) => frame.dateTime + (frame.playing ? (at - frame.wall) * frame.rate : 0));
}
