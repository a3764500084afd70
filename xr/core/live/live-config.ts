import type { HlsConfig, LoaderConfig } from 'hls.js';
import type { LiveOptions } from './live-types';

/**
 * The fastest the engine plays to catch up with the live edge. With `preservesPitch` (kept on, see
 * video-element.ts) the pitch stays; the tempo rises by at most 10 %, which a listener takes for the
 * musicians pressing on a little rather than for a fault. hls.js's own rate catch-up is switched off
 * (`maxLiveSyncPlaybackRate: 1`): it acts only in low-latency mode, and one owner of the rate (catch-up.ts)
 * serves both kinds of stream.
 */
export const MAX_CATCH_UP_RATE = 1.1;

/**
 * Further behind the target than this, the engine jumps to the live edge instead of catching up by rate.
 * At 1.1× the player gains 0.1 s a second, so 6 s takes a minute of faster music: longer than that, one cut
 * is kinder than minutes of a hurried concert. hls.js gets the same limit for its join (`liveMaxLatencyDuration`).
 */
export const MAX_CATCH_UP_SECONDS = 6;

/**
 * The part of hls.js's configuration that concerns live streams, known before the playlist is: the target
 * latency when the concert sets one, and low-latency mode off until a playlist offers parts (see
 * `liveModeFor`), so a standard stream never pays for it.
 */
export function liveHlsConfig(options: LiveOptions = {}): Partial<HlsConfig> {
  const { targetLatencySeconds } = options;
  return {
    lowLatencyMode: false,
    maxLiveSyncPlaybackRate: 1,
    // A live stream's duration reads Infinity, as native HLS (Safari) reports it too: both bindings already
    // show no seek bar and offer no skips for it (react/timeline.tsx, gaze/menu-actions.ts). Recordings are untouched.
    liveDurationInfinity: true,
    // Every viewer at the same distance from the edge: hls.js would otherwise add a second to its target after
    // each stall, and a viewer who had trouble would stay behind one who joined fresh.
    liveSyncOnStallIncrease: 0,
    // Without a target of its own, hls.js's defaults stand: HOLD-BACK or PART-HOLD-BACK from the playlist,
    // or three target durations. Setting `liveSyncDurationCount` here would override PART-HOLD-BACK.
    ...(targetLatencySeconds === undefined
      ? {}
      : { liveSyncDuration: targetLatencySeconds, liveMaxLatencyDuration: targetLatencySeconds + MAX_CATCH_UP_SECONDS }),
  };
}

/**
 * A live playlist is reloaded every target duration, and during a packager restart it answers 404 or not at
 * all for a while. Its reloads then keep trying a second or two apart (about a target duration on our streams)
 * instead of giving up after one retry as a recording's do; the engine's recovery restarts loading after that,
 * without end, while the player shows that it waits (see media/hls-live.ts).
 */
export const LIVE_PLAYLIST_RETRY: Pick<LoaderConfig, 'timeoutRetry' | 'errorRetry'> = {
  timeoutRetry: { maxNumRetry: 2, retryDelayMs: 0, maxRetryDelayMs: 0 },
  errorRetry: { maxNumRetry: 5, retryDelayMs: 1000, maxRetryDelayMs: 2000 },
};

/** Between the engine's restarts of a live stream's loading: hls.js's retries above come first. */
export const LIVE_RESTART_MAX_DELAY_MS = 4000;
