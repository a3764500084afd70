import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTimers, localNow, timerSlot, type Timers } from './time-sources';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('globalTimers', () => {
  it('reaches the global timers at call time (so fake timers apply)', () => {
    const callback = vi.fn();
    const handle = globalTimers.setTimeout(callback, 100);
    vi.advanceTimersByTime(100);
    expect(callback).toHaveBeenCalledOnce();
    globalTimers.clearTimeout(globalTimers.setTimeout(callback, 100));
    globalTimers.clearTimeout(handle);
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledOnce();
  });
});

describe('localNow', () => {
  it('reads the page-load wall clock plus the monotonic clock', () => {
    expect(Math.abs(localNow() - (performance.timeOrigin + performance.now()))).toBeLessThan(50);
  });
});

describe('timerSlot', () => {
  it('keeps one timeout at most: setting again replaces it', () => {
    const slot = timerSlot(globalTimers);
    const first = vi.fn();
    const second = vi.fn();
    slot.set(first, 100);
    slot.set(second, 200);
    vi.advanceTimersByTime(1000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  it('clears a pending timeout, and does not clear one that already ran', () => {
    const timers: Timers = { setTimeout: vi.fn(() => 0), clearTimeout: vi.fn() };
    const slot = timerSlot(timers);
    slot.set(() => {}, 100);
    slot.clear();
    slot.clear();
    // A handle of 0 is a handle too.
    expect(timers.clearTimeout).toHaveBeenCalledExactlyOnceWith(0);
    slot.set(() => {}, 100);
    const [[run]] = vi.mocked(timers.setTimeout).mock.calls.slice(-1) as [[() => void, number]];
    run();
    slot.clear();
    expect(timers.clearTimeout).toHaveBeenCalledOnce();
  });
});
