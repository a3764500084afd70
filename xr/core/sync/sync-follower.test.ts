import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PLAY_LEAD_MS } from './play-lead';
import { pause, resume, seek, start } from './session-commands';
import { OFFSET, rig } from './testing/follower-rig';

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

describe('createSyncFollower: shared start', () => {
  it('prepares paused, starts when the shared clock reaches the start and lands within 50 ms', () => {
    const { media, follower, lead, drift, leaderNow } = rig();
    const state = lead((s, at) => start(s, 'concert', at));
    expect(media.paused).toBe(true);
    expect(follower.report()).toEqual({ status: 'waiting', driftMs: 0, inSync: true });
    // play() comes its lead ahead of the start, for the playhead to move at the start (FakeMedia: 50 ms).
    vi.advanceTimersByTime(1999 - DEFAULT_PLAY_LEAD_MS);
    expect(media.plays).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(media.plays.map((at) => at + OFFSET)).toEqual([state.at - DEFAULT_PLAY_LEAD_MS]);
    vi.advanceTimersByTime(1000 + DEFAULT_PLAY_LEAD_MS);
    expect(Math.abs(drift())).toBeLessThan(0.05);
    expect(follower.report()).toMatchObject({ status: 'playing', inSync: true });
    expect(media.seeks).toHaveLength(0);
    expect(leaderNow()).toBe(state.at + 1000);
  });

  it('learns how long play() takes on this device, and starts that much ahead next time', () => {
    // A busy headset: 180 ms from play() to the playhead moving.
    const { lead, drift, settleWithin } = rig({ playLatencyMs: 180 });
    lead((s, at) => start(s, 'concert', at));
    vi.advanceTimersByTime(2000 + 200);
    const first = drift();
    expect(first).toBeLessThan(-0.1);
    expect(settleWithin(2, 6000)).toBeLessThan(6000);
    // Each start learns halfway: by the third resume it starts within 20 ms of the room.
    const gaps = [0, 1, 2].map(() => {
      lead((s, at) => pause(s, at));
      lead((s, at) => resume(s, at));
      vi.advanceTimersByTime(1000 + 200);
      const gap = Math.abs(drift());
      settleWithin(2, 6000);
      return gap;
    });
    expect(gaps[2]).toBeLessThan(0.02);
    expect(gaps[0]).toBeLessThan(Math.abs(first));
  });

  it('learns nothing from a start that waited for data (a seek still loading)', () => {
    const { lead, drift, playing } = rig({ seekMs: 1500 });
    playing();
    lead((s, at) => seek(s, 120, at));
    vi.advanceTimersByTime(12_000);
    lead((s, at) => pause(s, at));
    lead((s, at) => resume(s, at));
    vi.advanceTimersByTime(1000 + 200);
    expect(Math.abs(drift())).toBeLessThan(0.02);
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

