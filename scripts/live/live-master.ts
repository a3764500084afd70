import type { MasterPlaylist } from '../../xr/core/hls/m3u8/index.ts';

/** One picture rendition of the live ladder, at `<name>/index.m3u8` beside the master playlist. */
export interface LiveVariant {
  name: string;
  bandwidth: number;
  averageBandwidth?: number | undefined;
  width: number;
  height: number;
  frameRate?: number | undefined;
  codecs?: readonly string[] | undefined;
}

/** One captions language, at `subs-<lang>/index_vtt.m3u8` (the folder ffmpeg writes its WebVTT playlist in). */
export interface LiveCaption {
  lang: string;
  name: string;
  characteristics: readonly string[];
}

export interface LiveLadder {
  variants: readonly LiveVariant[];
  captions: readonly LiveCaption[];
}

/** The folder of a captions language's variant stream (ffmpeg's `name:` in -var_stream_map). */
export const captionFolder = (lang: string) => `subs-${lang}`;

const quoted = (value: string) => `"${value.replace(/"/g, "'")}"`;

function streamInf(v: LiveVariant, subtitles: boolean): string {
  const attributes = [
    `BANDWIDTH=${v.bandwidth}`,
    v.averageBandwidth === undefined ? '' : `AVERAGE-BANDWIDTH=${v.averageBandwidth}`,
    `RESOLUTION=${v.width}x${v.height}`,
    v.frameRate === undefined ? '' : `FRAME-RATE=${v.frameRate.toFixed(3)}`,
    v.codecs?.length ? `CODECS=${quoted(v.codecs.join(','))}` : '',
    subtitles ? 'SUBTITLES="subs"' : '',
  ];
  return `#EXT-X-STREAM-INF:${attributes.filter(Boolean).join(',')}\n${v.name}/index.m3u8`;
}

function captionMedia(c: LiveCaption): string {
  const characteristics = c.characteristics.length ? `,CHARACTERISTICS=${quoted(c.characteristics.join(','))}` : '';
  return `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE=${quoted(c.lang)},NAME=${quoted(c.name)},DEFAULT=NO,AUTOSELECT=YES${characteristics},URI=${quoted(`${captionFolder(c.lang)}/index_vtt.m3u8`)}`;
}

/**
 * The live stream's master playlist, written by us rather than by ffmpeg: ffmpeg's names no codecs and would
 * list the captions' carrier streams (see hls-output-args.ts) as variants.
 */
export function liveMasterPlaylist(ladder: LiveLadder): string {
  const subtitles = ladder.captions.length > 0;
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...ladder.captions.map(captionMedia),
    ...ladder.variants.map((v) => streamInf(v, subtitles)),
    '',
  ].join('\n');
}

/** The demo's recorded ladder as a live one: the same renditions (v0/, v1/, v2/) and captions languages. */
export function ladderFromMaster(master: MasterPlaylist): LiveLadder {
  const variants = master.variants.map((v) => ({
    name: v.uri.split('/')[0] ?? v.uri,
    bandwidth: v.bandwidth ?? 0,
    averageBandwidth: v.averageBandwidth ?? undefined,
    width: v.resolution?.width ?? 0,
    height: v.resolution?.height ?? 0,
    frameRate: v.frameRate ?? undefined,
    codecs: v.codecs,
  }));
  const captions = master.renditions
    .filter((r) => r.type === 'SUBTITLES' && r.language)
    .map((r) => ({ lang: r.language ?? '', name: r.name, characteristics: r.characteristics }));
  return { variants, captions };
}
