// The captions as published (no X-TIMESTAMP-MAP: see publishableVtt in captions.ts) read by hls.js's own
// WebVTT parser, the one it uses for subtitle renditions: every cue lands where it did with the map written
// before (MPEGTS:0, LOCAL:00:00:00.000), whatever the video's first timestamp, and where the player's own
// parser (xr/core/captions) puts it. hls.js is loaded from its TypeScript sources in node_modules; the two
// packages those import and npm did not install are stood in for (text decoding and URL joining, which the
// timing does not touch).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { parseVtt } from '../../xr/core/captions';
import { publishableVtt } from './captions';

vi.mock('@svta/cml-id3', () => ({ utf8ArrayToStr: (bytes: Uint8Array) => new TextDecoder().decode(bytes) }));
vi.mock('url-toolkit', () => ({ buildAbsoluteURL: (base: string, relative: string) => new URL(relative, base).href }));

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const HLS_VTT = join(ROOT, 'node_modules', 'hls.js', 'src', 'utils', 'webvtt-parser.ts');

interface TimestampOffset {
  baseTime: number;
  timescale: number;
}

type ParseWebVtt = (
  bytes: ArrayBuffer,
  initPTS: TimestampOffset | undefined,
  vttCCs: object,
  cc: number,
  timeOffset: number,
  onCues: (cues: ReadonlyArray<{ startTime: number; endTime: number }>) => void,
  onError: (error: Error) => void,
) => void;

async function loadHlsParser(): Promise<ParseWebVtt> {
  const module: unknown = await import(/* @vite-ignore */ HLS_VTT);
  const parse = module && typeof module === 'object' && 'parseWebVTT' in module ? module.parseWebVTT : undefined;
  if (typeof parse !== 'function') throw new Error(`${HLS_VTT} has no parseWebVTT`);
  return parse as ParseWebVtt;
}

/** The cue times hls.js gives a subtitle segment at the start of the first discontinuity of a VOD stream. */
async function hlsCueTimes(text: string, initPTS: TimestampOffset): Promise<number[][]> {
  const parse = await loadHlsParser();
  const vttCCs = { ccOffset: 0, presentationOffset: 0, 0: { start: 0, prevCC: -1, new: true } };
  return new Promise((resolve, reject) => {
    parse(new TextEncoder().encode(text).buffer, initPTS, vttCCs, 0, 0, (cues) => resolve(cues.map((c) => [c.startTime, c.endTime])), reject);
  });
}

const OLD_MAP = 'X-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000';
const withOldMap = (vtt: string) => vtt.replace(/^(WEBVTT[^\n]*)\n/, `$1\n${OLD_MAP}\n`);

/** Video starting at 0, at a B-frame delay of 0.1 s (90 kHz) and at AAC's priming delay (48 kHz): where the first PTS may lie. */
const INIT_PTS: TimestampOffset[] = [{ baseTime: 0, timescale: 90000 }, { baseTime: 9000, timescale: 90000 }, { baseTime: 1024, timescale: 48000 }];

const published = ['demo', 'demo-stereo'].flatMap((stream) => {
  const folder = join(ROOT, 'public', 'media', stream, 'subs');
  return readdirSync(folder).filter((name) => name.endsWith('.vtt')).map((name) => join(folder, name));
});

describe('captions without X-TIMESTAMP-MAP, read by hls.js', () => {
  it.each(published.map((path) => [path.slice(ROOT.length + 1), path]))('%s: the cues the player reads, at the same times as with the old map', async (_, path) => {
    const text = readFileSync(path, 'utf8');
    expect(text).not.toContain('X-TIMESTAMP-MAP');
    const own = parseVtt(text).map((cue) => [cue.start, cue.end]);
    expect(await hlsCueTimes(text, { baseTime: 0, timescale: 90000 })).toEqual(own);
    for (const initPTS of INIT_PTS) expect(await hlsCueTimes(text, initPTS), JSON.stringify(initPTS)).toEqual(await hlsCueTimes(withOldMap(text), initPTS));
  });

  it('the same for what the pipeline writes from a file that had a map', async () => {
    const text = publishableVtt(`WEBVTT\n${OLD_MAP}\n\n00:00:01.500 --> 00:00:04.000\nLa Primavera\n\n00:01:02.000 --> 00:01:03.250\n[applaus]\n`);
    expect(await hlsCueTimes(text, { baseTime: 0, timescale: 90000 })).toEqual([[1.5, 4], [62, 63.25]]);
    for (const initPTS of INIT_PTS) expect(await hlsCueTimes(text, initPTS)).toEqual(await hlsCueTimes(withOldMap(text), initPTS));
  });
});
