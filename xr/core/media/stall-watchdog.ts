/**
 * The last line of defence against a frozen player. hls.js and the element both have ways to fail silently:
 * a corrupt segment can leave the element paused after hls.js resets its MediaSource (no `pause` event, so the
 * state still says playing), or 'Buffering…' for good while hls.js keeps appending data the decoder rejects,
 * and a request that is never answered waits on load policies. Whatever the cause, playback that should move
 * and does not, for long enough, is a failure the person (or the kiosk's auto-retry) can act on with Retry.
 */

/** No progress for this long while playback should move counts as failed (about 15 s, as issue 11 asks). */
export const DEFAULT_STALL_TIMEOUT_MS = 15_000;
/** How often the position is sampled: a second's lateness on a 15 s limit does not matter. */
export const DEFAULT_STALL_INTERVAL_MS = 1000;

export interface StallWatchdogOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** Where playback is now (the element's `currentTime`). */
  position(): number;
  /** Whether playback should be moving now: wanted, and not paused, ended or already failed. */
  expected(): boolean;
  /** The position moved while expected: the media pipeline works. */
  onProgress?(): void;
  /** No progress for `timeoutMs` while expected. Called once per stall; the clock then starts afresh. */
  onStall(): void;
  /** Injected by tests; wall-clock time in milliseconds. */
  now?(): number;
}

export interface StallWatchdog {
  /** Starts the clock afresh (a new attempt has begun). */
  reset(): void;
  stop(): void;
}

export function createStallWatchdog(options: StallWatchdogOptions): StallWatchdog {
  const { timeoutMs = DEFAULT_STALL_TIMEOUT_MS, intervalMs = DEFAULT_STALL_INTERVAL_MS, position, expected } = options;
  const now = options.now ?? Date.now;
  let lastPosition = position();
  let since = now();

  const mark = (at: number) => {
    lastPosition = at;
    since = now();
  };

  const tick = () => {
    const at = position();
    // Time spent paused, ended or failed is no stall: the clock only runs while playback should move.
    if (!expected()) return mark(at);
    if (at !== lastPosition) {
      mark(at);
      options.onProgress?.();
      return;
    }
    if (now() - since < timeoutMs) return;
    mark(at);
    options.onStall();
  };

  const timer = setInterval(tick, intervalMs);
  return {
    reset: () => mark(position()),
    stop: () => clearInterval(timer),
  };
}
