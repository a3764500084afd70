import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';

/**
 * The bundled demo lasts 20 s; a group session's tests and its benchmark need minutes. This serves the
 * demo's own smallest rendition (640×320: SwiftShader draws it fastest) as a longer concert: its ten
 * segments played `loops` times over, each pass after an EXT-X-DISCONTINUITY so hls.js places it on the
 * timeline after the last. Nothing is generated: the files are the site's, only the playlists are longer.
 */
const RENDITION = 'public/media/demo/v2/index.m3u8';

export function longPlaylist(loops: number): string {
  const lines = readFileSync(RENDITION, 'utf8').split('\n');
  const header = lines.slice(0, lines.findIndex((line) => line.startsWith('#EXTINF')));
  const body = lines.slice(header.length, lines.indexOf('#EXT-X-ENDLIST')).filter(Boolean);
  const passes = Array.from({ length: loops }, (_, i) => [...(i > 0 ? ['#EXT-X-DISCONTINUITY'] : []), ...body]);
  return [...header, ...passes.flat(), '#EXT-X-ENDLIST', ''].join('\n');
}

const MASTER = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-STREAM-INF:BANDWIDTH=690800,RESOLUTION=640x320,CODECS="avc1.64001e,mp4a.40.2"', 'v2/index.m3u8', ''].join('\n');

/** Every page of `context` gets the demo as a concert of `loops` × 20 s, in its smallest rendition. */
export async function serveLongDemo(context: BrowserContext, loops: number): Promise<void> {
  const playlist = longPlaylist(loops);
  await context.route('**/media/demo/master.m3u8', (route) => route.fulfill({ contentType: 'application/vnd.apple.mpegurl', body: MASTER }));
  await context.route('**/media/demo/v2/index.m3u8', (route) => route.fulfill({ contentType: 'application/vnd.apple.mpegurl', body: playlist }));
}
