import { needsFullHlsBuild } from './hls-build';
import type { HlsClass } from './hls-types';
import { readWithin } from './with-timeout';

export type FetchText = (url: string, signal: AbortSignal) => Promise<string>;

/**
 * How long the engine's own read of the master playlist may take, body included. hls.js's requests have
 * timeouts of their own (hls-config.ts: its XHR and fetch loaders re-arm the timer at the headers, to
 * `maxLoadTimeMs` from the start, and clear it only when the body is in); this one must too, or a server that
 * never answers leaves the player 'Loading…' for good.
 */
export const PLAYLIST_READ_TIMEOUT_MS = 10_000;

/** The master playlist did not answer in time: hls.js would wait for the same server in vain. */
export class StreamUnreachableError extends Error {
  constructor(src: string) {
    super(`No answer for ${src} within ${PLAYLIST_READ_TIMEOUT_MS / 1000} s`);
    this.name = 'StreamUnreachableError';
  }
}

/** The body is read inside the deadline: a server that sends headers and then stalls is unreachable too. */
const fetchText: FetchText = async (url, signal) => {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
};

/** The playlist's text, or StreamUnreachableError after `timeoutMs` (the request is then aborted). */
function readPlaylistWithin(src: string, read: FetchText, timeoutMs: number): Promise<string> {
  return readWithin((signal) => read(src, signal), timeoutMs, () => new StreamUnreachableError(src));
}

/**
 * hls.js on demand: only a player route that plays HLS through MSE downloads it. The light build, read
 * in parallel with the master playlist, unless the playlist needs the full build (see hls-build.ts).
 * A playlist that answers with an error keeps the light build: hls.js then reports the network error itself.
 * One that does not answer at all rejects with StreamUnreachableError, which the player shows as a network error.
 * Typing the result as `HlsClass` is also the compile-time proof that the real class fits the engine's slice.
 */
export async function loadHlsJs(src: string, readPlaylist: FetchText = fetchText, timeoutMs = PLAYLIST_READ_TIMEOUT_MS): Promise<HlsClass> {
  const [light, full] = await Promise.all([
    import('hls.js/light'),
    readPlaylistWithin(src, readPlaylist, timeoutMs).then(needsFullHlsBuild, (error: unknown) => {
      if (error instanceof StreamUnreachableError) throw error;
      return false;
    }),
  ]);
  return full ? (await import('hls.js')).default : light.default;
}
