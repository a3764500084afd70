/**
 * hls.js's recommended recovery from fatal errors, as a pure reducer: it decides, the media source acts.
 * Keeping timers and hls calls out of here lets every path be tested with plain values.
 */
import type { PlayerErrorCode } from './player-state';

/** A fatal error, reduced to what recovery depends on. */
export type FatalErrorKind = 'network' | 'media' | 'unsupported' | 'other';

export interface RecoveryOptions {
  /** How many times a fatal network error restarts loading before giving up. */
  maxNetworkRetries: number;
  /** The first backoff; each further try waits twice as long (1 s, 2 s, 4 s by default). */
  baseDelayMs: number;
  /** The longest backoff (a live stream retries without end, see hls-engine.ts); unbounded when absent. */
  maxDelayMs?: number;
}

export const DEFAULT_RECOVERY: RecoveryOptions = { maxNetworkRetries: 3, baseDelayMs: 1000 };

export interface RecoveryCounters {
  networkRetries: number;
  mediaRecoveries: number;
}

export type RecoveryAction =
  | { kind: 'restart-load'; delayMs: number; attempt: number }
  | { kind: 'recover-media' }
  | { kind: 'swap-codec-and-recover' }
  | { kind: 'fatal'; code: PlayerErrorCode };

export type RecoveryInput =
  | { type: 'fatal-error'; error: FatalErrorKind }
  /** A fragment arrived: the network works again. */
  | { type: 'fragment-loaded' }
  /** The playback position moved: the whole media pipeline (buffer and decoder) works again. */
  | { type: 'playback-progressed' };

export const INITIAL_COUNTERS: RecoveryCounters = { networkRetries: 0, mediaRecoveries: 0 };

export interface RecoveryStep {
  counters: RecoveryCounters;
  action: RecoveryAction | null;
}

export function nextRecovery(counters: RecoveryCounters, input: RecoveryInput, options: RecoveryOptions = DEFAULT_RECOVERY): RecoveryStep {
  switch (input.type) {
    case 'fragment-loaded':
      return { counters: { ...counters, networkRetries: 0 }, action: null };
    // The media counter resets only when playback moves, not when a fragment loads or is 'buffered': after
    // recoverMediaError hls.js loads fragments again, and hls.js reports even a segment it could not parse as
    // buffered, so either would retry a broken stream for ever and never let the error (and Retry) show.
    case 'playback-progressed':
      return { counters: { ...counters, mediaRecoveries: 0 }, action: null };
    case 'fatal-error':
      return onFatal(counters, input.error, options);
  }
}

function onFatal(counters: RecoveryCounters, error: FatalErrorKind, options: RecoveryOptions): RecoveryStep {
  if (error === 'network') {
    const attempt = counters.networkRetries + 1;
    if (attempt > options.maxNetworkRetries) return { counters, action: { kind: 'fatal', code: 'network' } };
    const delayMs = Math.min(options.maxDelayMs ?? Infinity, options.baseDelayMs * 2 ** (attempt - 1));
    return { counters: { ...counters, networkRetries: attempt }, action: { kind: 'restart-load', delayMs, attempt } };
  }
  if (error === 'media') {
    const next = { ...counters, mediaRecoveries: counters.mediaRecoveries + 1 };
    if (next.mediaRecoveries === 1) return { counters: next, action: { kind: 'recover-media' } };
    if (next.mediaRecoveries === 2) return { counters: next, action: { kind: 'swap-codec-and-recover' } };
    return { counters, action: { kind: 'fatal', code: 'media' } };
  }
  // Incompatible codecs or DRM/mux failures: retrying the same stream cannot help.
  return { counters, action: { kind: 'fatal', code: error } };
}
