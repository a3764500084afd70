import type { PlayerErrorCode } from './player-state';
import { INITIAL_COUNTERS, nextRecovery, type RecoveryAction, type RecoveryInput, type RecoveryOptions } from './recovery-policy';

/** What the runner may ask of one hls.js instance and of the player around it. */
export interface RecoveryHandlers {
  restartLoad(): void;
  recoverMedia(): void;
  swapAudioCodec(): void;
  /** A retry is pending: the player is waiting, not failed. */
  waiting(): void;
  fatal(code: PlayerErrorCode): void;
}

export interface RecoveryRunner {
  feed(input: RecoveryInput): void;
  /** Drops a pending retry (on destroy); nothing runs afterwards. */
  cancel(): void;
}

/** Applies the pure policy's decisions: the one place that owns the backoff timer. */
export function createRecoveryRunner(options: RecoveryOptions | (() => RecoveryOptions), handlers: RecoveryHandlers): RecoveryRunner {
  let counters = INITIAL_COUNTERS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;

  const apply = (action: RecoveryAction) => {
    switch (action.kind) {
      case 'restart-load':
        handlers.waiting();
        clearTimeout(timer);
        timer = setTimeout(() => handlers.restartLoad(), action.delayMs);
        return;
      case 'recover-media':
        return handlers.recoverMedia();
      case 'swap-codec-and-recover':
        handlers.swapAudioCodec();
        return handlers.recoverMedia();
      case 'fatal':
        return handlers.fatal(action.code);
    }
  };

  return {
    feed(input) {
      if (cancelled) return;
      // A getter when the options change during play (a stream found to be live retries without end).
      const step = nextRecovery(counters, input, typeof options === 'function' ? options() : options);
      counters = step.counters;
      if (step.action) apply(step.action);
    },
    cancel() {
      cancelled = true;
      clearTimeout(timer);
    },
  };
}
