import { describe, expect, it } from 'vitest';
import { START_LEAD_MS, type PlaybackState } from './playback-state';
import { pause, start } from './session-commands';
import { supersedes } from './state-order';

const base: PlaybackState = { concertId: 'c', status: 'paused', position: 12, at: 100_000, rate: 1, seq: 9 };

describe('supersedes', () => {
  it('takes the first state, and any with a higher seq', () => {
    expect(supersedes(base, null)).toBe(true);
    expect(supersedes({ ...base, seq: 10 }, base)).toBe(true);
  });

  it('ignores a repeat, and an older command arriving late', () => {
    expect(supersedes(base, base)).toBe(false);
    const started = start({ ...base, seq: 0 }, 'c', 100_000);
    const pausedSoonAfter = pause(started, 100_500);
    // The start's `at` (in 2 s) is later than the pause's, but its seq tells it is older.
    expect(supersedes(started, pausedSoonAfter)).toBe(false);
  });

  it("takes a reloaded leader's states though it counts from 1 again", () => {
    const restarted = start({ ...base, seq: 0 }, 'c', base.at + 5000);
    expect(restarted.seq).toBe(1);
    expect(supersedes(restarted, base)).toBe(true);
    expect(supersedes({ ...base, seq: 2, at: base.at + START_LEAD_MS }, base)).toBe(false);
  });
});
