import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { M3u8Error, readMasterPlaylist, readMediaPlaylist, type Variant } from '../xr/core/hls/m3u8/index.ts';

/**
 * What hls.js fetches before the first picture of a bundled HLS stream, in order: the master playlist,
 * the playlist of the rendition it starts on, that rendition's init segment and first media segment.
 * The player starts on the smallest rendition (`startLevel: 0` in xr/core/media/hls-config.ts; hls.js
 * sorts renditions by height, then bitrate), so that is the one read here.
 *
 * `src` is a site path under `publicDir`; the files returned are site paths too.
 */
export function streamStartFiles(publicDir: string, src: string): string[] {
  const variant = smallestVariant(readAt(publicDir, src, readMasterPlaylist).variants, src);
  const first = readAt(publicDir, variant.uri, readMediaPlaylist).segments[0];
  if (!first) throw new Error(`stream-start-files: ${variant.uri} lists no segment`);
  return [src, variant.uri, ...(first.map ? [first.map.uri] : []), first.uri];
}

/** The playlist at site path `path`, its URIs resolved to site paths; the reader's errors name the file. */
function readAt<T>(publicDir: string, path: string, read: (text: string, base: string) => T): T {
  try {
    return read(readFileSync(join(publicDir, path), 'utf8'), path);
  } catch (error) {
    if (error instanceof M3u8Error) throw new Error(`stream-start-files: ${path}: ${error.message}`, { cause: error });
    throw error;
  }
}

function smallestVariant(variants: readonly Variant[], src: string): Variant {
  const height = (variant: Variant) => variant.resolution?.height ?? 0;
  const [smallest] = [...variants].sort((a, b) => height(a) - height(b) || (a.bandwidth ?? 0) - (b.bandwidth ?? 0));
  if (!smallest) throw new Error(`stream-start-files: ${src} lists no variant streams`);
  return smallest;
}
