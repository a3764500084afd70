import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Rendition } from './ladder';

/** A rendition as written: its playlist, what ffmpeg said it contains, and what its segments weigh. */
export interface VariantStats extends Rendition {
  uri: string;
  codecs: string;
  /** Peak segment bitrate (HLS's BANDWIDTH) and the mean over the whole stream, bits per second. */
  bandwidth: number;
  averageBandwidth: number;
  duration: number;
  segments: number;
  init: string | undefined;
}

/** A subtitle rendition for the master playlist. */
export interface SubtitleEntry {
  lang: string;
  name: string;
  uri: string;
}

export const SUBTITLE_GROUP = 'subs';

/** `KEY=value,KEY="a,b"` → a map, quotes removed. */
export function parseAttributes(list: string): Map<string, string> {
  const pairs = list.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g);
  return new Map([...pairs].map(([, key = '', value = '']) => [key, value.replace(/^"|"$/g, '')]));
}

/** The CODECS ffmpeg wrote per variant URI (it reads the profile and level from the encoder). */
export function codecsByUri(master: string): Map<string, string> {
  const lines = master.split(/\r?\n/).map((line) => line.trim());
  const result = new Map<string, string>();
  lines.forEach((line, i) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const uri = lines.slice(i + 1).find((next) => next && !next.startsWith('#'));
    const codecs = parseAttributes(line.slice('#EXT-X-STREAM-INF:'.length)).get('CODECS');
    if (uri && codecs) result.set(uri, codecs);
  });
  return result;
}

export interface MediaPlaylist {
  init: string | undefined;
  segments: { uri: string; duration: number }[];
  ended: boolean;
}

export function parseMediaPlaylist(text: string): MediaPlaylist {
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  const segments: MediaPlaylist['segments'] = [];
  let duration: number | undefined;
  for (const line of lines) {
    if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (!line.startsWith('#') && duration !== undefined) {
      segments.push({ uri: line, duration });
      duration = undefined;
    }
  }
  const map = lines.find((line) => line.startsWith('#EXT-X-MAP:'));
  return { init: map && parseAttributes(map.slice('#EXT-X-MAP:'.length)).get('URI'), segments, ended: lines.includes('#EXT-X-ENDLIST') };
}

/**
 * BANDWIDTH is the peak bitrate of any segment (RFC 8216 §4.3.4.2), measured from the files rather than
 * estimated from the encoder's cap, so adaptive bitrate picks renditions the connection can really carry.
 */
export function variantStats(outDir: string, rendition: Rendition, codecs: string): VariantStats {
  const uri = `${rendition.name}/index.m3u8`;
  const playlist = parseMediaPlaylist(readFileSync(join(outDir, uri), 'utf8'));
  const folder = dirname(join(outDir, uri));
  const bits = playlist.segments.map((s) => statSync(join(folder, s.uri)).size * 8);
  const duration = playlist.segments.reduce((sum, s) => sum + s.duration, 0);
  const peak = Math.max(0, ...playlist.segments.map((s, i) => (bits[i] ?? 0) / Math.max(s.duration, 0.5)));
  return {
    ...rendition,
    uri,
    codecs,
    bandwidth: Math.ceil(peak),
    averageBandwidth: Math.ceil(bits.reduce((a, b) => a + b, 0) / Math.max(duration, 0.001)),
    duration,
    segments: playlist.segments.length,
    init: playlist.init,
  };
}

/** The captions say what is heard as well as what is said (Apple's attributes for SDH subtitles). */
const CHARACTERISTICS = 'public.accessibility.transcribes-spoken-dialog,public.accessibility.describes-music-and-sound';

/** The master playlist, largest rendition first (v0), as public/media/demo/master.m3u8 is laid out. */
export function masterPlaylist(variants: readonly VariantStats[], subtitles: readonly SubtitleEntry[], fps: number): string {
  const group = subtitles.length > 0 ? `,SUBTITLES="${SUBTITLE_GROUP}"` : '';
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...subtitles.map(
      (s) =>
        `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="${SUBTITLE_GROUP}",LANGUAGE="${s.lang}",NAME="${s.name}",DEFAULT=NO,AUTOSELECT=YES,` +
        `CHARACTERISTICS="${CHARACTERISTICS}",URI="${s.uri}"`,
    ),
    ...variants.flatMap((v) => [
      `#EXT-X-STREAM-INF:BANDWIDTH=${v.bandwidth},AVERAGE-BANDWIDTH=${v.averageBandwidth},RESOLUTION=${v.width}x${v.height},` +
        `FRAME-RATE=${fps.toFixed(3)},CODECS="${v.codecs}"${group}`,
      v.uri,
    ]),
    '',
  ].join('\n');
}
