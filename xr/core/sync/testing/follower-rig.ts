/** A follower on a fake media element, led by a leader whose clock runs ahead: for the follower's tests. */
import { expect, vi } from 'vitest';
import type { FollowerReport } from '../follower-report';
import { INITIAL_PLAYBACK_STATE, positionAt, type PlaybackState } from '../playback-state';
import { start } from '../session-commands';
import { createSyncFollower, type SyncFollowerOptions } from '../sync-follower';
import { FakeMedia } from './fake-media';

/** The leader's clock runs this far ahead of the headset's. */
export const OFFSET = 3712;
export function rig(options: { seekMs?: number; playLatencyMs?: number; duration?: number; follower?: Partial<SyncFollowerOptions> } = {}) {
  const now = () => Date.now();
  const leaderNow = () => now() + OFFSET;
  const clock = { ready: true, now: leaderNow };
  const media = new FakeMedia({ now, seekMs: options.seekMs, playLatencyMs: options.playLatencyMs, duration: options.duration });
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

