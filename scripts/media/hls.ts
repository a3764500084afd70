import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readMasterPlaylist, readMediaPlaylist } from '../../xr/core/hls/m3u8/index.ts';
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

/** The CODECS ffmpeg wrote per variant URI (it reads the profile and level from the encoder). */
export function codecsByUri(master: string): Map<string, string> {
  return new Map(
    readMasterPlaylist(master).variants.flatMap((variant) => {
      const codecs = variant.attributes.quoted('CODECS');
      return codecs ? [[variant.uri, codecs] as const] : [];
    }),
  );
}

/**
 * BANDWIDTH is the peak bitrate of any segment (RFC 8216 §4.3.4.2), measured from the files rather than
 * estimated from the encoder's cap, so adaptive bitrate picks renditions the connection can really carry.
 */
export function variantStats(outDir: string, rendition: Rendition, codecs: string): VariantStats {
  const uri = `${rendition.name}/index.m3u8`;
  const playlist = readMediaPlaylist(readFileSync(join(outDir, uri), 'utf8'));
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
    init: playlist.segments[0]?.map?.uri,
  };
}

/** The captions say what is heard as well as what is said (Apple's attributes for SDH subtitles). */
const CHARACTERISTICS = 'public.accessibility.transcribes-spoken-dialog,public.accessibility.describes-music-and-sound';

/** The EXT-X-MEDIA line of a subtitle rendition, as every stream of the site declares its captions. */
function subtitleRenditionLine({ lang, name, uri }: SubtitleEntry): string {
  return (
    `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="${SUBTITLE_GROUP}",LANGUAGE="${lang}",NAME="${name}",DEFAULT=NO,AUTOSELECT=YES,` +
    `CHARACTERISTICS="${CHARACTERISTICS}",URI="${uri}"`
  );
}

/**
 * A one-segment VOD media playlist for a WebVTT file of `seconds`. One segment: the player (and hls.js) loads
 * a whole track anyway, and an hour's captions are tens of kilobytes. The target duration is the segment's
 * rounded to the nearest second, the least the RFC allows (§4.3.3.1).
 */
export function subtitlePlaylist(vttUri: string, seconds: number): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.max(1, Math.round(seconds))}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${seconds.toFixed(6)},`,
    vttUri,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

/** The master playlist, largest rendition first (v0), as public/media/demo/master.m3u8 is laid out. */
export function masterPlaylist(variants: readonly VariantStats[], subtitles: readonly SubtitleEntry[], fps: number): string {
  const group = subtitles.length > 0 ? `,SUBTITLES="${SUBTITLE_GROUP}"` : '';
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...subtitles.map(subtitleRenditionLine),
    ...variants.flatMap((v) => [
      `#EXT-X-STREAM-INF:BANDWIDTH=${v.bandwidth},AVERAGE-BANDWIDTH=${v.averageBandwidth},RESOLUTION=${v.width}x${v.height},` +
        `FRAME-RATE=${fps.toFixed(3)},CODECS="${v.codecs}"${group}`,
      v.uri,
    ]),
    '',
  ].join('\n');
}
