/**
 * Where the sync modules get time from: this device's clock and its timers, both injectable so tests (and a page
 * that runs its own loop) can drive time. Timer handles are opaque: whatever `setTimeout` returns goes back to
 * `clearTimeout` unchanged.
 */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * The global timers, called through wrappers: a browser throws "Illegal invocation" when `window.setTimeout`
 * runs as a method of another object, and looking the global up at call time lets Vitest's fake timers in.
 */
export const globalTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** This device's clock in milliseconds: the wall clock at page load plus a monotonic clock since. */
export const localNow = (): number => performance.timeOrigin + performance.now();

/** One pending timeout at most: setting it again replaces the last. */
export interface TimerSlot {
  set(callback: () => void, ms: number): void;
  clear(): void;
}

/** Keeps "is one pending?" apart from the handle, which an injected timer may give as 0 or undefined. */
export function timerSlot(timers: Timers): TimerSlot {
  let pending: { handle?: unknown } | null = null;
  const clear = () => {
    if (pending) timers.clearTimeout(pending.handle);
    pending = null;
  };
  return {
    set(callback, ms) {
      clear();
      const slot: { handle?: unknown } = {};
      pending = slot;
      slot.handle = timers.setTimeout(() => {
        if (pending === slot) pending = null;
        callback();
      }, ms);
    },
    clear,
  };
}
