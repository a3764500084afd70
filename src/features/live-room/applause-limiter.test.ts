import { describe, expect, it } from 'vitest';
import { type ApplauseLimiterState, nextClapAt, NO_CLAPS, takeClap, VIEWER_APPLAUSE_LIMIT } from './applause-limiter';

/** Presses at the given times (ms); the ones taken. */
function press(times: number[], state: ApplauseLimiterState = NO_CLAPS) {
  const taken: number[] = [];
  for (const at of times) {
    const result = takeClap(state, at);
    state = result.state;
    if (result.taken) taken.push(at);
  }
  return { taken, state };
}

describe("a viewer's applause limit", () => {
  it('takes the first press, then none within 3 s', () => {
    expect(press([0, 1000, 2999, 3000]).taken).toEqual([0, 3000]);
  });

  it('takes at most 4 in any minute, however fast the presses come', () => {
    const everySecond = Array.from({ length: 180 }, (_, i) => i * 1000);
    const { taken } = press(everySecond);
    expect(taken).toEqual([0, 3000, 6000, 9000, 60_000, 63_000, 66_000, 69_000, 120_000, 123_000, 126_000, 129_000]);
    for (const start of everySecond) expect(taken.filter((at) => at >= start && at < start + 60_000).length).toBeLessThanOrEqual(VIEWER_APPLAUSE_LIMIT.perMinute);
  });

  it('says when the next press will count', () => {
    const { state } = press([0, 3000, 6000, 9000]);
    expect(nextClapAt(state, 10_000)).toBe(60_000);
    expect(nextClapAt(NO_CLAPS, 5)).toBe(5);
    expect(nextClapAt(press([0]).state, 1000)).toBe(3000);
  });

  it('forgets presses older than a minute (the state stays small)', () => {
    const { state } = press([0, 3000, 6000, 9000, 70_000]);
    expect(state).toEqual([70_000]);
  });

  it('takes a custom limit', () => {
    const limit = { perMinute: 2, minGapMs: 0 };
    let state: ApplauseLimiterState = NO_CLAPS;
    const taken = [0, 1, 2].map((at) => {
      const result = takeClap(state, at, limit);
      state = result.state;
      return result.taken;
    });
    expect(taken).toEqual([true, true, false]);
  });
});
