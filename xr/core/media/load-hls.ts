import { needsFullHlsBuild } from './hls-build';
import type { HlsClass } from './hls-types';

export type FetchText = (url: string) => Promise<string>;

const fetchText: FetchText = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
};

/**
 * hls.js on demand: only a player route that plays HLS through MSE downloads it. The light build, read
 * in parallel with the master playlist, unless the playlist needs the full build (see hls-build.ts).
 * An unreadable playlist keeps the light build: hls.js then reports the network error itself.
 * Typing the result as `HlsClass` is also the compile-time proof that the real class fits the engine's slice.
 */
export async function loadHlsJs(src: string, readPlaylist: FetchText = fetchText): Promise<HlsClass> {
  const [light, full] = await Promise.all([
    import('hls.js/light'),
    readPlaylist(src).then(needsFullHlsBuild, () => false),
  ]);
  return full ? (await import('hls.js')).default : light.default;
}
