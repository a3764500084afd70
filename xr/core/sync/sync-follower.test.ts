import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pause, seek, start } from './session-commands';
import { OFFSET, rig } from './testing/follower-rig';

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

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

  it('starts late on a busy page (its timers 150 ms late) and catches up by rate, without a seek', () => {
    const late = { setTimeout: (run: () => void, ms: number) => setTimeout(run, ms + 150), clearTimeout: (handle: unknown) => clearTimeout(handle as number) };
    const { media, lead, drift } = rig({ follower: { timers: late } });
    lead((s, at) => start(s, 'concert', at));
    vi.advanceTimersByTime(2150);
    expect(media.paused).toBe(false);
    vi.advanceTimersByTime(400);
    expect(media.playbackRate).toBeGreaterThan(1);
    expect(media.playbackRate).toBeLessThanOrEqual(1.08);
    vi.advanceTimersByTime(2500);
    expect(media.seeks).toHaveLength(0);
    expect(Math.abs(drift())).toBeLessThan(0.005);
  });

  it('joins by seeking when its start came later than a rate can make up (a throttled page)', () => {
    const late = { setTimeout: (run: () => void, ms: number) => setTimeout(run, ms + 1000), clearTimeout: (handle: unknown) => clearTimeout(handle as number) };
    const { media, lead, drift } = rig({ follower: { timers: late } });
    lead((s, at) => start(s, 'concert', at));
    vi.advanceTimersByTime(3000);
    expect(media.seeks).toHaveLength(1);
    vi.advanceTimersByTime(5000);
    expect(Math.abs(drift())).toBeLessThan(0.005);
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

