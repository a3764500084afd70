import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStallWatchdog, DEFAULT_STALL_TIMEOUT_MS } from './stall-watchdog';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A playhead the test moves by hand, and whether playback should be moving. */
function rig() {
  const media = { position: 0, expected: true };
  const onStall = vi.fn();
  const onProgress = vi.fn();
  const watchdog = createStallWatchdog({ position: () => media.position, expected: () => media.expected, onStall, onProgress });
  return { media, onStall, onProgress, watchdog };
}

describe('createStallWatchdog', () => {
  it('reports a stall after about 15 s without progress while playback should move', () => {
    const { onStall } = rig();
    vi.advanceTimersByTime(DEFAULT_STALL_TIMEOUT_MS - 1000);
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onStall).toHaveBeenCalledOnce();
  });

  it('starts the clock afresh on every bit of progress, and reports it', () => {
    const { media, onStall, onProgress } = rig();
    for (let second = 1; second <= 30; second++) {
      media.position = second / 10;
      vi.advanceTimersByTime(1000);
    }
    expect(onStall).not.toHaveBeenCalled();
    expect(onProgress).toHaveBeenCalledTimes(30);
    vi.advanceTimersByTime(DEFAULT_STALL_TIMEOUT_MS);
    expect(onStall).toHaveBeenCalledOnce();
  });

  it('does not count time while playback should not move (paused, ended, failed)', () => {
    const { media, onStall } = rig();
    media.expected = false;
    vi.advanceTimersByTime(60_000);
    expect(onStall).not.toHaveBeenCalled();
    // Expected again: a full 15 s from now, not from the start.
    media.expected = true;
    vi.advanceTimersByTime(DEFAULT_STALL_TIMEOUT_MS - 2000);
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(onStall).toHaveBeenCalledOnce();
  });

  it('reports each stall once, then waits a full period again', () => {
    const { onStall } = rig();
    vi.advanceTimersByTime(DEFAULT_STALL_TIMEOUT_MS);
    vi.advanceTimersByTime(DEFAULT_STALL_TIMEOUT_MS - 1000);
    expect(onStall).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1000);
    expect(onStall).toHaveBeenCalledTimes(2);
  });

  it('starts afresh on reset, and stops for good', () => {
    const { onStall, watchdog } = rig();
    vi.advanceTimersByTime(DEFAULT_STALL_TIMEOUT_MS - 1000);
    watchdog.reset();
    vi.advanceTimersByTime(DEFAULT_STALL_TIMEOUT_MS - 1000);
    expect(onStall).not.toHaveBeenCalled();
    watchdog.stop();
    vi.advanceTimersByTime(60_000);
    expect(onStall).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes its limit from the options', () => {
    const onStall = vi.fn();
    createStallWatchdog({ timeoutMs: 3000, position: () => 5, expected: () => true, onStall });
    vi.advanceTimersByTime(3000);
    expect(onStall).toHaveBeenCalledOnce();
  });
});
