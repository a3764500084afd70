/** How long playback may stay failed, or waiting for data, before the kiosk starts the player afresh. */
export const WATCHDOG = { errorMs: 8_000, waitingMs: 20_000 } as const;

/**
 * Watches the player's state for an unattended screen: if it stays in error, or keeps waiting for data,
 * longer than it should, `onStuck` is called (the kiosk then mounts a new player). The player's own retry
 * comes first; this is the last resort, so the attract loop never ends on an error screen.
 */
export function createPlaybackWatchdog(onStuck: () => void, timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => timers.clearTimeout(timer);
  return {
    stateChanged(state: string) {
      stop();
      const limit = state === 'error' ? WATCHDOG.errorMs : state === 'loading' || state === 'buffering' ? WATCHDOG.waitingMs : undefined;
      if (limit !== undefined) timer = timers.setTimeout(onStuck, limit);
    },
    stop,
  };
}
