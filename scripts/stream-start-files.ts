import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/**
 * What hls.js fetches before the first picture of a bundled HLS stream, in order: the master playlist,
 * the playlist of the rendition it starts on, that rendition's init segment and first media segment.
 * The player starts on the smallest rendition (`startLevel: 0` in xr/core/media/hls-config.ts; hls.js
 * sorts renditions by height, then bitrate), so that is the one read here.
 *
 * `src` is a site path under `publicDir`; the files returned are site paths too.
 */
export function streamStartFiles(publicDir: string, src: string): string[] {
  const read = (path: string) => readFileSync(join(publicDir, path), 'utf8');
  const variant = smallestVariant(read(src), src);
  const playlist = posix.join(posix.dirname(src), variant);
  const { init, first } = firstMediaFiles(read(playlist), playlist);
  const inDir = (uri: string) => posix.join(posix.dirname(playlist), uri);
  return [src, playlist, ...(init ? [inDir(init)] : []), inDir(first)];
}

function smallestVariant(master: string, src: string): string {
  const lines = master.split(/\r?\n/).map((line) => line.trim());
  const variants: Array<{ uri: string; height: number; bandwidth: number }> = [];
  lines.forEach((line, i) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const uri = lines.slice(i + 1).find((next) => next && !next.startsWith('#'));
    if (!uri) return;
    const height = Number(/RESOLUTION=\d+x(\d+)/.exec(line)?.[1] ?? 0);
    const bandwidth = Number(/[:,]BANDWIDTH=(\d+)/.exec(line)?.[1] ?? 0);
    variants.push({ uri, height, bandwidth });
  });
  variants.sort((a, b) => a.height - b.height || a.bandwidth - b.bandwidth);
  const smallest = variants[0];
  if (!smallest) throw new Error(`stream-start-files: ${src} lists no variant streams`);
  return smallest.uri;
}

function firstMediaFiles(playlist: string, path: string): { init: string | null; first: string } {
  const lines = playlist.split(/\r?\n/).map((line) => line.trim());
  const init = lines.map((line) => /^#EXT-X-MAP:.*URI="([^"]+)"/.exec(line)?.[1]).find(Boolean) ?? null;
  const first = lines.find((line) => line && !line.startsWith('#'));
  if (!first) throw new Error(`stream-start-files: ${path} lists no segment`);
  return { init, first };
}
