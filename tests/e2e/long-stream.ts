import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { readMediaPlaylist } from '../../xr/core/hls/m3u8/index.ts';
import { laterPass, passLengths } from './fmp4-timeline';

/**
 * The bundled demo lasts 20 s; a group session's tests and its benchmark need minutes. This serves the
 * demo's own smallest rendition (640×320: SwiftShader draws it fastest) as a longer concert: its ten
 * segments played `loops` times over, each pass's segments with their decode times moved on by the
 * passes before (fmp4-timeline.ts), so the concert is one continuous timeline, as a real one is (a
 * discontinuity would make every headset resynchronise at each pass). Nothing is encoded.
 */
const DIR = 'public/media/demo/v2';

export function longPlaylist(loops: number): string {
  const lines = readFileSync(`${DIR}/index.m3u8`, 'utf8').split('\n');
  const header = lines.slice(0, lines.findIndex((line) => line.startsWith('#EXTINF')));
  const body = lines.slice(header.length, lines.indexOf('#EXT-X-ENDLIST')).filter(Boolean);
  const passes = Array.from({ length: loops }, (_, pass) => body.map((line) => (line.startsWith('#') ? line : `pass/${pass}/${line}`)));
  return [...header, ...passes.flat(), '#EXT-X-ENDLIST', ''].join('\n');
}

function segmentNames(): string[] {
  return readMediaPlaylist(readFileSync(`${DIR}/index.m3u8`, 'utf8')).segments.map((segment) => segment.uri);
}

const MASTER = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-STREAM-INF:BANDWIDTH=690800,RESOLUTION=640x320,CODECS="avc1.64001e,mp4a.40.2"', 'v2/index.m3u8', ''].join('\n');

/** Every page of `context` gets the demo as a concert of `loops` × 20 s, in its smallest rendition. */
export async function serveLongDemo(context: BrowserContext, loops: number): Promise<void> {
  const playlist = longPlaylist(loops);
  await context.route('**/media/demo/master.m3u8', (route) => route.fulfill({ contentType: 'application/vnd.apple.mpegurl', body: MASTER }));
  await context.route('**/media/demo/v2/index.m3u8', (route) => route.fulfill({ contentType: 'application/vnd.apple.mpegurl', body: playlist }));
  const names = segmentNames();
  const segments = new Map(names.map((name) => [name, readFileSync(`${DIR}/${name}`)]));
  const lengths = passLengths(names.map((name) => segments.get(name) ?? Buffer.alloc(0)));
  await context.route(/\/media\/demo\/v2\/pass\/\d+\/seg_\d+\.m4s$/, (route) => {
    const [, pass, name] = /pass\/(\d+)\/(seg_\d+\.m4s)$/.exec(route.request().url()) ?? [];
    const segment = name ? segments.get(name) : undefined;
    if (!segment) return route.fulfill({ status: 404 });
    return route.fulfill({ contentType: 'video/iso.segment', body: laterPass(segment, Number(pass), lengths) });
  });
}
