import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FollowerReport } from './follower-report';
import { INITIAL_PLAYBACK_STATE, positionAt, type PlaybackState } from './playback-state';
import { pause, resume, seek, start } from './session-commands';
import { createSyncFollower, type SyncFollowerOptions } from './sync-follower';
import { FakeMedia } from './testing/fake-media';

/** The leader's clock runs this far ahead of the headset's. */
const OFFSET = 3712;

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

function rig(options: { seekMs?: number; duration?: number; follower?: Partial<SyncFollowerOptions> } = {}) {
  const now = () => Date.now();
  const leaderNow = () => now() + OFFSET;
  const clock = { ready: true, now: leaderNow };
  const media = new FakeMedia({ now, seekMs: options.seekMs, duration: options.duration });
  const reports: FollowerReport[] = [];
  const follower = createSyncFollower({ media, clock, now, onReport: (r) => reports.push(r), ...options.follower });
  let state = INITIAL_PLAYBACK_STATE;
  /** Runs a leader command and delivers its state. */
  const lead = (command: (state: PlaybackState, now: number) => PlaybackState) => {
    state = command(state, leaderNow());
    follower.apply(state);
    return state;
  };
  const drift = () => media.currentTime - positionAt(state, leaderNow(), media.duration);
  /** Advances until the gap is within `ms`, returning how long that took (ms), or Infinity. */
  const settleWithin = (ms: number, limit = 10_000) => {
    for (let waited = 0; waited <= limit; waited += 100) {
      if (Math.abs(drift()) * 1000 <= ms) return waited;
      vi.advanceTimersByTime(100);
    }
    return Infinity;
  };
  /** A session playing for a few seconds, this headset in step. */
  const playing = () => {
    lead((s, at) => start(s, 'concert', at));
    vi.advanceTimersByTime(5000);
    expect(Math.abs(drift())).toBeLessThan(0.03);
  };
  return { media, clock, follower, reports, lead, drift, settleWithin, playing, leaderNow };
}

describe('createSyncFollower: shared start', () => {
  it('prepares paused, starts when the shared clock reaches the start and lands within 50 ms', () => {
    const { media, follower, lead, drift, leaderNow } = rig();
    const state = lead((s, at) => start(s, 'concert', at));
    expect(media.paused).toBe(true);
    expect(follower.report()).toEqual({ status: 'waiting', driftMs: 0, inSync: true });
    vi.advanceTimersByTime(1999);
    expect(media.plays).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(media.plays.map((at) => at + OFFSET)).toEqual([state.at]);
    vi.advanceTimersByTime(1000);
    expect(Math.abs(drift())).toBeLessThan(0.05);
    expect(follower.report()).toMatchObject({ status: 'playing', inSync: true });
    expect(media.seeks).toHaveLength(0);
    expect(leaderNow()).toBe(state.at + 1000);
  });

  it('seeks to the start position while the others wait, and starts with them', () => {
    const { media, lead, drift } = rig();
    lead((s, at) => ({ ...start(s, 'concert', at), position: 30 }));
    expect(media.seeks.map((s) => s.to)).toEqual([30]);
    vi.advanceTimersByTime(2000 + 1000);
    expect(Math.abs(drift())).toBeLessThan(0.05);
  });

  it('joins a session already playing by seeking ahead and playing', () => {
    const { media, lead, drift } = rig();
    lead((s, at) => ({ ...s, concertId: 'c', status: 'playing', position: 0, at: at - 60_000, seq: 4 }));
    expect(media.seeks).toHaveLength(1);
    expect(media.paused).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(Math.abs(drift())).toBeLessThan(0.08);
  });

  it('holds a playing state until the clock is ready, but acts on a pause at once', () => {
    const { media, clock, follower, lead, drift } = rig();
    clock.ready = false;
    lead((s, at) => start(s, 'concert', at));
    vi.advanceTimersByTime(5000);
    expect(media.plays).toHaveLength(0);
    expect(follower.report()).toEqual({ status: 'waiting', driftMs: null, inSync: false });
    clock.ready = true;
    vi.advanceTimersByTime(1000);
    expect(Math.abs(drift())).toBeLessThan(0.08);
    clock.ready = false;
    lead((s, at) => seek(pause(s, at), 90, at));
    expect(media.paused).toBe(true);
    expect(media.currentTime).toBe(90);
  });
});

describe('createSyncFollower: keeping in step', () => {
  it('plays on untouched while the clock is estimated afresh (a new leader), then corrects', () => {
    const { media, clock, follower, playing, drift } = rig();
    playing();
    clock.ready = false;
    clock.now = () => Date.now();
    vi.advanceTimersByTime(3000);
    expect(media.seeks).toHaveLength(0);
    expect(media.playbackRate).toBe(1);
    expect(follower.report()).toEqual({ status: 'playing', driftMs: null, inSync: false });
    clock.now = () => Date.now() + OFFSET;
    clock.ready = true;
    vi.advanceTimersByTime(200);
    expect(Math.abs(drift())).toBeLessThan(0.03);
  });

  it('starts a prepared start once the clock is back, if it was away at the start time', () => {
    const { media, clock, lead, drift } = rig();
    lead((s, at) => start(s, 'concert', at));
    vi.advanceTimersByTime(1000);
    clock.ready = false;
    vi.advanceTimersByTime(1500);
    expect(media.paused).toBe(true);
    clock.ready = true;
    vi.advanceTimersByTime(1000);
    expect(Math.abs(drift())).toBeLessThan(0.08);
  });

  it('plays a 400 ms drift away by rate, without seeking, in about 5 s at the default 8 % limit', () => {
    const { media, playing, settleWithin } = rig();
    playing();
    media.shift(0.4);
    vi.advanceTimersByTime(200);
    expect(media.playbackRate).toBe(0.92);
    expect(settleWithin(30)).toBeLessThanOrEqual(5500);
    vi.advanceTimersByTime(2000);
    expect(media.playbackRate).toBe(1);
    expect(media.seeks).toHaveLength(0);
  });

  it('closes a 400 ms drift within 3 s when a faster rate is allowed', () => {
    const { media, playing, settleWithin } = rig({ follower: { correction: { maxRateDelta: 0.2 } } });
    playing();
    media.shift(-0.4);
    expect(settleWithin(30)).toBeLessThanOrEqual(3000);
    expect(media.seeks).toHaveLength(0);
  });

  it('seeks once for a 3 s drift, then settles in step', () => {
    const { media, playing, settleWithin, drift } = rig();
    playing();
    media.shift(3);
    vi.advanceTimersByTime(200);
    expect(media.seeks).toHaveLength(1);
    expect(settleWithin(30, 5000)).toBeLessThan(Infinity);
    vi.advanceTimersByTime(5000);
    expect(media.seeks).toHaveLength(1);
    expect(Math.abs(drift())).toBeLessThan(0.03);
  });

  it('does not seek again while the last seek settles', () => {
    const { media, playing } = rig({ seekMs: 100 });
    playing();
    media.shift(3);
    vi.advanceTimersByTime(200);
    expect(media.seeks).toHaveLength(1);
    media.shift(3);
    vi.advanceTimersByTime(1400);
    expect(media.seeks).toHaveLength(1);
    vi.advanceTimersByTime(200);
    expect(media.seeks).toHaveLength(2);
  });

  it('waits out 2 s of buffering, then catches up with one seek', () => {
    const { media, follower, playing, drift, settleWithin } = rig();
    playing();
    media.stall(2000);
    vi.advanceTimersByTime(1900);
    expect(follower.report()).toMatchObject({ status: 'buffering', inSync: false });
    expect(media.seeks).toHaveLength(0);
    expect(media.playbackRate).toBe(1);
    vi.advanceTimersByTime(300);
    expect(media.seeks).toHaveLength(1);
    expect(settleWithin(80, 2000)).toBeLessThan(Infinity);
    vi.advanceTimersByTime(4000);
    expect(Math.abs(drift())).toBeLessThan(0.03);
    expect(media.seeks).toHaveLength(1);
  });

  it('learns how long its seeks take, and lands closer the next time', () => {
    const { media, playing, drift } = rig({ seekMs: 500 });
    playing();
    const landing = () => {
      media.shift(3);
      vi.advanceTimersByTime(800);
      const gap = drift();
      vi.advanceTimersByTime(5000);
      return gap;
    };
    const first = landing();
    const second = landing();
    expect(first).toBeCloseTo(-0.3, 1);
    expect(Math.abs(second)).toBeLessThan(Math.abs(first) / 2 + 0.02);
  });
});

describe("createSyncFollower: the leader's commands", () => {
  it('pauses at the position, moves while paused, and resumes in step', () => {
    const { media, playing, lead, drift, follower } = rig();
    playing();
    const paused = lead((s, at) => pause(s, at));
    expect(media.paused).toBe(true);
    expect(Math.abs(media.currentTime - paused.position)).toBeLessThanOrEqual(0.05);
    expect(media.seeks).toHaveLength(0);
    expect(follower.report()).toMatchObject({ status: 'paused', inSync: true });
    vi.advanceTimersByTime(30_000);
    lead((s, at) => seek(s, 42, at));
    expect(media.currentTime).toBe(42);
    lead((s, at) => resume(s, at));
    vi.advanceTimersByTime(999);
    expect(media.paused).toBe(true);
    vi.advanceTimersByTime(1001);
    expect(Math.abs(drift())).toBeLessThan(0.05);
  });

  it('seeks while playing: everyone pauses at the new place and starts again together', () => {
    const { media, playing, lead, drift } = rig();
    playing();
    lead((s, at) => seek(s, 120, at));
    expect(media.paused).toBe(true);
    expect(media.currentTime).toBe(120);
    vi.advanceTimersByTime(2000);
    expect(Math.abs(drift())).toBeLessThan(0.05);
  });

  it('ignores a state older than the last one, and a repeat', () => {
    const { media, follower, lead } = rig();
    const started = lead((s, at) => start(s, 'concert', at));
    const paused = lead((s, at) => pause(s, at));
    follower.apply(started);
    follower.apply(paused);
    vi.advanceTimersByTime(5000);
    expect(media.paused).toBe(true);
    expect(media.plays).toHaveLength(0);
  });

  it('undoes a play pressed on the headset while the session is paused', () => {
    const { media, lead } = rig();
    lead((s, at) => pause(start(s, 'concert', at), at));
    media.play();
    vi.advanceTimersByTime(200);
    expect(media.paused).toBe(true);
  });

  it('backs off when play is refused, instead of seeking (and fetching) every 1.5 s', () => {
    const { media, playing, settleWithin } = rig();
    playing();
    media.refusePlay = true;
    media.pause();
    vi.advanceTimersByTime(60_000);
    expect(media.seeks.length).toBeGreaterThanOrEqual(3);
    expect(media.seeks.length).toBeLessThanOrEqual(6);
    // A tap on the headset plays it; the follower takes it from there.
    media.refusePlay = false;
    media.play();
    expect(settleWithin(30, 15_000)).toBeLessThan(Infinity);
  });

  it('stops at the end without seeking back and forth', () => {
    const { media, follower, lead } = rig({ duration: 8 });
    lead((s, at) => start(s, 'concert', at));
    vi.advanceTimersByTime(15_000);
    expect(media.currentTime).toBe(8);
    expect(media.seeks).toHaveLength(0);
    expect(media.plays).toHaveLength(1);
    expect(follower.report().status).toBe('ended');
  });
});

describe('createSyncFollower: taken off and put back on', () => {
  it('stops correcting while off, and lands where the session is when back on', () => {
    const { media, follower, playing, drift } = rig();
    playing();
    media.shift(0.3);
    follower.suspend();
    media.pause();
    vi.advanceTimersByTime(10_000);
    expect(media.playbackRate).toBe(1);
    expect(media.seeks).toHaveLength(0);
    follower.resume();
    expect(media.paused).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(Math.abs(drift())).toBeLessThan(0.08);
  });

  it('carries out a command that came while it was off', () => {
    const { media, follower, playing, lead } = rig();
    playing();
    follower.suspend();
    const paused = lead((s, at) => seek(pause(s, at), 77, at));
    expect(media.paused).toBe(false);
    follower.resume();
    expect(media.paused).toBe(true);
    expect(media.currentTime).toBe(paused.position);
  });
});

describe('createSyncFollower: reports and clean-up', () => {
  it('reports changes, not every tick', () => {
    const { reports, playing } = rig();
    playing();
    const before = reports.length;
    vi.advanceTimersByTime(20_000);
    expect(reports.length - before).toBeLessThanOrEqual(1);
    expect(reports.map((r) => r.status)).toEqual(['waiting', 'playing']);
  });

  it('stops for good on dispose, leaving the rate normal', () => {
    const { media, follower, playing } = rig();
    playing();
    media.shift(0.5);
    vi.advanceTimersByTime(200);
    follower.dispose();
    expect(media.playbackRate).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
