import type { HlsConfig, LoaderConfig } from 'hls.js';
import { liveHlsConfig, type LiveOptions } from '../live';

/**
 * A request with no first byte after this long is lost, on any network that could play the concert at all
 * (even a congested mobile link answers within a second or two). hls.js waits for ever for the master
 * playlist by default and 10 s for the rest; this bounds every request, so a never-answered one fails
 * within about 10 s and a fatal error (and Retry) comes while the person is still looking.
 */
export const FIRST_BYTE_TIMEOUT_MS = 8000;

/** Playlists are a few kilobytes: 15 s for the whole of one means the connection is not usable. */
export const PLAYLIST_LOAD: LoaderConfig = {
  maxTimeToFirstByteMs: FIRST_BYTE_TIMEOUT_MS,
  maxLoadTimeMs: 15_000,
  // One immediate second try for a lost request; then the fatal error goes to the engine's own recovery
  // (recovery-policy.ts), which restarts loading with backoff and finally shows Retry.
  timeoutRetry: { maxNumRetry: 1, retryDelayMs: 0, maxRetryDelayMs: 0 },
  // One more try after 1 s. hls.js retries even a 404 on the last rendition left, and the engine's recovery
  // repeats the whole round three times (1, 2, 4 s apart): with hls.js's two retries a gone playlist took
  // about 19 s to show Retry, with one it takes about 11 s.
  errorRetry: { maxNumRetry: 1, retryDelayMs: 1000, maxRetryDelayMs: 1000 },
};

const FRAGMENT_LOAD: LoaderConfig = {
  maxTimeToFirstByteMs: FIRST_BYTE_TIMEOUT_MS,
  // A fragment may download slowly while the buffer still plays (adaptive bitrate steps down on its own);
  // the default 120 s would hide a dead connection for two minutes. A load that moves but never ends is
  // caught when playback stops (see stall-watchdog.ts).
  maxLoadTimeMs: 30_000,
  timeoutRetry: { maxNumRetry: 2, retryDelayMs: 0, maxRetryDelayMs: 0 },
  // Exponential from 0.5 s (0.5, 1, 2 s) instead of hls.js's six tries up to 8 s apart (about 30 s).
  errorRetry: { maxNumRetry: 3, retryDelayMs: 500, maxRetryDelayMs: 4000 },
};

export function buildHlsConfig(live: LiveOptions = {}): Partial<HlsConfig> {
  return {
    // Live streams: the target latency, and low-latency mode only once a playlist offers parts (see hls-live.ts).
    ...liveHlsConfig(live),
    // No worker. Our streams are fragmented MP4, which hls.js passes through (it reads the boxes' timing and
    // appends the bytes as they are) instead of rewriting MPEG-TS samples, so the main thread has little to do
    // per fragment. The worker file (40 KB gzip, a copy of the transmuxing code the light build already holds)
    // was one more download and start-up before the first picture. bench/player.mjs with
    // BENCH_PLAIN_QUERY=worker compares the player against a plain page that still uses the worker.
    enableWorker: false,
    // The video element is never on screen (it feeds a texture), so its CSS size says nothing about quality.
    capLevelToPlayerSize: false,
    // Loading starts only after the level cap is set, so the first fragment is never too large a texture.
    autoStartLoad: false,
    // Start on the smallest rendition: its first fragment arrives and decodes soonest (a care worker or a
    // conference visitor sees the picture at once), and adaptive bitrate moves up from the second fragment.
    // It also skips hls.js's bitrate test, which loads a fragment only to measure and throw it away.
    startLevel: 0,
    // A concert lasts an hour; an unbounded back buffer exhausts a headset's memory.
    backBufferLength: 30,
    manifestLoadPolicy: { default: PLAYLIST_LOAD },
    playlistLoadPolicy: { default: PLAYLIST_LOAD },
    fragLoadPolicy: { default: FRAGMENT_LOAD },
  };
}
