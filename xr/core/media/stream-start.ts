/**
 * A bundle entry of its own (vite.config.ts), loaded by a player page's inline start script as soon as it
 * knows the route, beside the app's code rather than after it: the stream then starts (prestart.ts) while
 * React, the router and the page's code still download and run, which a player route's first picture used
 * to wait for. The player adopts it as it adopts the stream its page's preload starts; that preload, run
 * later for the same `src`, keeps this one. Only the media source and hls.js come with it: no three.js, no React.
 */
import { ANNOUNCED_STREAM, readAnnouncedStream } from './announced-stream';
import { prestartMedia, type PrestartOptions } from './prestart';

/** Starts the stream announced on `scope`, if any, once (the announcement is taken off). */
export function startAnnouncedStream(scope: Record<string, unknown>, start: (options: PrestartOptions) => void = prestartMedia): void {
  const stream = readAnnouncedStream(scope[ANNOUNCED_STREAM]);
  delete scope[ANNOUNCED_STREAM];
  if (stream) start(stream);
}

startAnnouncedStream(globalThis as unknown as Record<string, unknown>);
