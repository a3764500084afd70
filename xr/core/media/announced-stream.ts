/**
 * How a page's inline start script (scripts/start-preload.ts) hands the stream of a player route to the
 * engine before any of the app's code has run: it sets `window[ANNOUNCED_STREAM]` and loads the
 * stream-start entry (stream-start.ts), whose exports the bundler does not keep. Free of imports: the build
 * step reads the name too.
 */
export const ANNOUNCED_STREAM = '__tuttiStream';

/** What a prestart needs from the announcement; the rest of its options are the player's (see prestart.ts). */
export interface AnnouncedStream {
  src: string;
  autoRetryMs?: number;
  loop?: boolean;
}

/**
 * The announcement, or null when there is none or it is not one (a stray global, a stale page): the page's
 * own preload starts the stream then, a little later, as before.
 */
export function readAnnouncedStream(value: unknown): AnnouncedStream | null {
  if (typeof value !== 'object' || value === null) return null;
  const { src, autoRetryMs, loop } = value as Record<string, unknown>;
  // A path on this site: the start script only ever announces a bundled stream.
  if (typeof src !== 'string' || !src.startsWith('/') || src.startsWith('//')) return null;
  if (autoRetryMs !== undefined && (typeof autoRetryMs !== 'number' || !(autoRetryMs > 0))) return null;
  if (loop !== undefined && typeof loop !== 'boolean') return null;
  return { src, ...(autoRetryMs !== undefined ? { autoRetryMs } : {}), ...(loop !== undefined ? { loop } : {}) };
}
