import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PLAY_LEAD_MS } from './play-lead';
import { pause, resume, seek, start } from './session-commands';
import { rig } from './testing/follower-rig';

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

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
    vi.advanceTimersByTime(999 - DEFAULT_PLAY_LEAD_MS);
    expect(media.paused).toBe(true);
    vi.advanceTimersByTime(1001 + DEFAULT_PLAY_LEAD_MS);
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
