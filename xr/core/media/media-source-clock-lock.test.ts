// @vitest-environment jsdom
/**
 * The wall-clock lock (issue 24, point 4: independent viewers see nearly the same moment) through the hls.js
 * test double: a live stream whose segments carry EXT-X-PROGRAM-DATE-TIME is joined, and held, where the frame's
 * date-time is the wall clock less the target latency, whatever hls.js's own live sync position says (it depends
 * on when each viewer loaded the playlist). Timers are Vitest's fakes; the wall clock is the test's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveOptions } from '../live';
import type { FakeDetails } from './testing/fake-hls';
import { parseManifest, setup } from './testing/media-source-setup';

/** Media time 0 was filmed at ORIGIN; 2 s segments; the target latency the lock holds by default is 5 s. */
const ORIGIN = Date.UTC(2026, 10, 27, 19, 0, 0);
const LATENCY = 5;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The sliding window a packager publishes at `now`: the last five complete 2 s segments. */
function windowAt(now: number, extra: Partial<FakeDetails> = {}): Partial<FakeDetails> {
  const last = Math.floor((now - ORIGIN) / 2000) - 1;
  const fragments = Array.from({ length: 5 }, (_, i) => last - 4 + i).map((n) => ({ start: n * 2, duration: 2, programDateTime: ORIGIN + n * 2000 }));
  return { fragments, ...extra };
}

/** A viewer who opens the stream at `joinAt` on the wall clock; hls.js's own idea of the edge is `hlsEdge`. */
async function viewer(joinAt: number, { hlsEdge = 0, live = {} }: { hlsEdge?: number; live?: LiveOptions } = {}) {
  let now = joinAt;
  const rig = setup({ options: { autoplay: true, live: { wallClock: () => now, ...live } } });
  await rig.source.ready;
  const hls = rig.hls();
  parseManifest(hls);
  let paused = false;
  Object.defineProperty(rig.video, 'paused', { configurable: true, get: () => paused });
  hls.targetLatency = 6;
  hls.liveSyncPosition = hlsEdge;
  hls.loadPlaylist(windowAt(now));
  /** Wall-clock seconds pass; the element plays at its rate when `moving`, the playlist reloads every 2 s. */
  let published = windowAt(now);
  const run = (seconds: number, { moving = true, publishing = true } = {}) => {
    for (let tenth = 1; tenth <= seconds * 10; tenth++) {
      now += 100;
      if (moving && !paused) rig.video.currentTime += 0.1 * rig.video.playbackRate;
      if (tenth % 20 === 0 && publishing) hls.loadPlaylist((published = windowAt(now)));
      else if (tenth % 20 === 0) hls.loadPlaylist({ ...published, advanced: false });
      vi.advanceTimersByTime(100);
    }
  };
  const playing = () => rig.video.dispatchEvent(new Event('playing'));
  /** Where the lock belongs at this moment on the test's wall clock. */
  const lockAt = () => (now - LATENCY * 1000 - ORIGIN) / 1000;
  const setPaused = (next: boolean) => {
    paused = next;
    rig.video.dispatchEvent(new Event(next ? 'pause' : 'play'));
  };
  return { ...rig, hls, run, playing, lockAt, setPaused, setNow: (at: number) => (now = at) };
}

describe('createMediaSource: joining a dated live stream on the wall clock', () => {
  it('joins where the frame’s date-time is the wall clock less 5 s, not at hls.js’s live sync position', async () => {
    const at = ORIGIN + 100_700;
    const { hls, video, lockAt } = await viewer(at, { hlsEdge: 88 });
    expect(lockAt()).toBeCloseTo(95.7, 6);
    expect(hls.calls.at(-1)).toBe(`startLoad:${lockAt()}`);
    expect(video.currentTime).toBeCloseTo(95.7, 6);
  });

  it('puts two viewers who loaded the playlist at different moments on the same frame', async () => {
    const early = await viewer(ORIGIN + 100_100, { hlsEdge: 89.1 });
    const late = await viewer(ORIGIN + 101_900, { hlsEdge: 88.9 });
    early.playing();
    late.playing();
    // Both play on; at one wall-clock moment they show the same frame.
    early.run(1.8);
    expect(early.video.currentTime).toBeCloseTo(late.video.currentTime, 6);
    expect(late.video.currentTime).toBeCloseTo(late.lockAt(), 6);
  });

  it('places the first frame exactly: the time the first segment took to come is skipped before anything is heard', async () => {
    const { video, run, playing, lockAt } = await viewer(ORIGIN + 100_000);
    run(1.2, { moving: false });
    expect(lockAt() - video.currentTime).toBeCloseTo(1.2, 6);
    playing();
    expect(video.currentTime).toBeCloseTo(lockAt(), 6);
    expect(video.playbackRate).toBe(1);
  });

  it('holds the concert’s own target latency', async () => {
    const { video } = await viewer(ORIGIN + 100_000, { live: { targetLatencySeconds: 8 } });
    expect(video.currentTime).toBe(92);
  });
});

describe('createMediaSource: holding a dated live stream on the wall clock', () => {
  it('plays on at normal speed within a tenth of a second of the lock', async () => {
    const { video, run, playing, lockAt } = await viewer(ORIGIN + 100_000);
    playing();
    video.currentTime = lockAt() - 0.08;
    run(5);
    expect(video.playbackRate).toBe(1);
    expect(lockAt() - video.currentTime).toBeCloseTo(0.08, 6);
  });

  it('catches up a little behind by a gentle rate, and settles back within the dead band', async () => {
    const { video, run, playing, lockAt } = await viewer(ORIGIN + 100_000);
    playing();
    video.currentTime = lockAt() - 0.6;
    run(1);
    expect(video.playbackRate).toBeGreaterThan(1);
    expect(video.playbackRate).toBeLessThanOrEqual(1.1);
    run(40);
    expect(Math.abs(lockAt() - video.currentTime)).toBeLessThanOrEqual(0.1 + 1e-9);
    expect(video.playbackRate).toBe(1);
  });

  it('slows a little when ahead (never below 0.9), instead of running ahead of the others', async () => {
    const { video, run, playing, lockAt } = await viewer(ORIGIN + 100_000);
    playing();
    video.currentTime = lockAt() + 0.6;
    run(1);
    expect(video.playbackRate).toBeLessThan(1);
    expect(video.playbackRate).toBeGreaterThanOrEqual(0.9);
    run(40);
    expect(Math.abs(lockAt() - video.currentTime)).toBeLessThanOrEqual(0.1 + 1e-9);
    expect(video.playbackRate).toBe(1);
  });

  it('jumps to the lock only when far off', async () => {
    const { video, run, playing, lockAt } = await viewer(ORIGIN + 100_000);
    playing();
    video.currentTime = lockAt() - 3;
    run(1);
    // Closed by rate alone: at most a tenth of a second in a second.
    expect(lockAt() - video.currentTime).toBeGreaterThanOrEqual(2.9);
    expect(video.playbackRate).toBe(1.1);
    video.currentTime = lockAt() - 7;
    run(1);
    expect(Math.abs(lockAt() - video.currentTime)).toBeLessThanOrEqual(0.2);
  });

  it('after the buffer ran dry, comes back exactly at the lock (into what is buffered), not a stall behind the others', async () => {
    const { video, run, playing, lockAt } = await viewer(ORIGIN + 100_000);
    playing();
    run(3);
    let ranges: [number, number][] = [];
    Object.defineProperty(video, 'buffered', { configurable: true, get: () => ({ length: ranges.length, start: (i: number) => ranges[i]?.[0], end: (i: number) => ranges[i]?.[1] }) });
    // A stall with nothing buffered at the lock: playback goes on behind it, caught up by rate.
    video.dispatchEvent(new Event('waiting'));
    run(1.5, { moving: false });
    playing();
    expect(lockAt() - video.currentTime).toBeCloseTo(1.5, 6);
    // Another, with the lock's position buffered when playback can go on: there at once.
    video.dispatchEvent(new Event('waiting'));
    run(1, { moving: false });
    ranges = [[video.currentTime, lockAt() + 2]];
    playing();
    expect(video.currentTime).toBeCloseTo(lockAt(), 6);
  });

  it('says how far behind the lock, paused or not: at the edge, then held back, then back to live at the lock', async () => {
    const { source, video, run, playing, lockAt, setPaused } = await viewer(ORIGIN + 100_000);
    playing();
    run(2);
    expect(source.live).toMatchObject({ atEdge: true, behindSeconds: 0 });
    setPaused(true);
    run(LATENCY + 1);
    expect(source.live).toMatchObject({ atEdge: false });
    expect(source.live?.behindSeconds).toBeCloseTo(LATENCY + 1, 0);
    setPaused(false);
    void source.backToLive();
    expect(video.currentTime).toBeCloseTo(lockAt(), 6);
    run(1);
    expect(source.live).toMatchObject({ atEdge: true, behindSeconds: 0 });
  });

  it('after a packager gap, plays on at the lock, within what the new playlist offers', async () => {
    const { hls, video, run, playing, lockAt, source, setNow } = await viewer(ORIGIN + 100_000);
    playing();
    run(4);
    run(12, { moving: false, publishing: false });
    expect(source.live?.waiting).toBe(true);
    hls.calls.length = 0;
    // Back: the restarted packager's first segment, filmed less than the target latency ago: the lock's position
    // still lies in the hole before it. The viewer waits until it is there, then comes back exactly in step.
    const start = 112;
    const restarted = { fragments: [{ start, duration: 2, programDateTime: ORIGIN + start * 1000 }] };
    hls.loadPlaylist(restarted);
    expect(lockAt()).toBe(111);
    expect(hls.calls).toEqual([]);
    expect(source.live?.waiting).toBe(true);
    setNow(ORIGIN + 117_000);
    vi.advanceTimersByTime(1000);
    expect(hls.calls).toEqual([`startLoad:${start}`]);
    expect(video.currentTime).toBe(start);
    expect(lockAt()).toBe(start);
  });

  it('keeps today’s behaviour without date-times, and for Low-Latency HLS (hls.js’s part hold-back)', async () => {
    for (const extra of [{ fragments: windowAt(ORIGIN + 100_000).fragments?.map((f) => ({ ...f, programDateTime: null })) }, { partTarget: 0.33, canBlockReload: true }]) {
      const rig = setup({ options: { autoplay: true, live: { wallClock: () => ORIGIN + 100_000 } } });
      await rig.source.ready;
      const hls = rig.hls();
      parseManifest(hls);
      hls.liveSyncPosition = 88;
      hls.loadPlaylist({ ...windowAt(ORIGIN + 100_000), ...extra });
      expect(hls.calls.filter((call) => call.startsWith('startLoad'))).toEqual(['startLoad:-1']);
      expect(rig.video.currentTime).toBe(0);
    }
  });
});
