import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { IngestError } from './errors';
import { SUBTITLE_GROUP, subtitlePlaylist, type SubtitleEntry } from './hls';
import type { SubtitleInfo } from './probe';
import { runTool } from './tools';

/** A captions file for one language, from --captions or from a subtitle stream of the camera file. */
export interface CaptionSource {
  lang: string;
  /** WebVTT text (converted already). */
  vtt: string;
  origin: string;
}

/** en, nl, pt-BR, yue…: a BCP 47 tag's usual shapes (the player matches captions to the site's language by it). */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** `--captions en=path/to/en.vtt` → its language and file. */
export function parseCaptionOption(value: string): { lang: string; path: string } {
  const at = value.indexOf('=');
  const lang = value.slice(0, at);
  const path = value.slice(at + 1);
  if (at < 1 || !path || !LANGUAGE_TAG.test(lang)) {
    throw new IngestError(`--captions ${value}: expected <language>=<file>, for example --captions en=captions/en.vtt`, { usage: true });
  }
  return { lang, path };
}

/** Reads a .vtt or .srt captions file as WebVTT. */
export function readCaptionFile(lang: string, path: string): CaptionSource {
  if (!existsSync(path)) throw new IngestError(`The captions file ${path} (--captions ${lang}=…) does not exist.`);
  const text = readFileSync(path, 'utf8');
  const type = extname(path).toLowerCase();
  if (type !== '.vtt' && type !== '.srt') throw new IngestError(`The captions file ${path} is neither WebVTT (.vtt) nor SubRip (.srt).`);
  const vtt = type === '.srt' ? srtToVtt(text) : normalise(text);
  if (!vtt.startsWith('WEBVTT')) throw new IngestError(`The captions file ${path} does not start with WEBVTT, so it is not WebVTT.`);
  if (cueCount(vtt) === 0) throw new IngestError(`The captions file ${path} has no cues (no "00:00:01.000 --> 00:00:03.000" lines).`);
  return { lang, vtt, origin: path };
}

const normalise = (text: string) => text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');

/** SubRip differs from WebVTT in its header and its decimal comma (00:00:01,500); the numbers stay as cue ids. */
export function srtToVtt(srt: string): string {
  const body = normalise(srt)
    .trim()
    .replace(/(\d{1,2}:\d{2}:\d{2}),(\d{3})/g, (_, time: string, ms: string) => `${time.padStart(8, '0')}.${ms}`);
  return `WEBVTT\n\n${body}\n`;
}

export const cueCount = (vtt: string) => vtt.split('\n').filter((line) => /-->/.test(line)).length;

const HEADER_LINE = /^[\w-]+\s*[:=]/;

/**
 * Dropping a map that moves the cues (anything but cue time 0 at MPEG-2 time 0) would shift every caption:
 * such a file is refused, with what to do, rather than published out of step.
 */
function refuseShiftedTimes(headerLines: readonly string[]): void {
  const map = headerLines.find((line) => line.startsWith('X-TIMESTAMP-MAP='));
  if (!map) return;
  const mpegts = /MPEGTS:(\d+)/.exec(map)?.[1];
  const local = /LOCAL:([\d:.]+)/.exec(map)?.[1];
  if (Number(mpegts ?? 0) === 0 && (local === undefined || /^[0:.]+$/.test(local))) return;
  throw new IngestError(`A caption file maps its cue times to the video with an offset (${map}). Shift its cue times to the video's own clock (starting at 0) and leave the X-TIMESTAMP-MAP line out, then try again.`);
}

/**
 * WebVTT as both of its readers want it. The W3C parser and validator (webvtt.js) want a blank line straight
 * after the signature ("No blank line after the signature"), so nothing may sit between them; HLS would put
 * X-TIMESTAMP-MAP exactly there. It is left out: RFC 8216 §3.5 only recommends it ("SHOULD") and says
 * that without one, cue time 0 is media time 0 (MPEG-2 timestamp 0), which is what the map written before said
 * (MPEGTS:0, LOCAL:00:00:00.000), since ffmpeg's fMP4 segments start at decode time 0; hls.js gives the same
 * cue times either way (captions-hls-js.test.ts). Other header lines (old "Kind:"/"Language:" metadata) go
 * too: WebVTT parsers skip them anyway. A cue written straight under the signature is kept.
 */
export function publishableVtt(vtt: string): string {
  const text = normalise(vtt);
  const blank = /\n[ \t]*\n/.exec(text);
  const header = blank ? text.slice(0, blank.index) : text;
  const body = blank ? text.slice(blank.index).replace(/^(?:\n[ \t]*)+\n/, '') : '';
  const [signature = 'WEBVTT', ...headerLines] = header.split('\n');
  refuseShiftedTimes(headerLines);
  const cueAt = headerLines.findIndex((line) => line.includes('-->'));
  // The line above a cue's timing is its identifier, unless it is a header line ('Kind: …', 'X-…=…').
  const from = cueAt > 0 && !HEADER_LINE.test(headerLines[cueAt - 1] ?? '') ? cueAt - 1 : cueAt;
  const blocks = [cueAt < 0 ? '' : headerLines.slice(from).join('\n').trimEnd(), body.trimEnd()].filter(Boolean);
  return `${[signature.trimEnd(), ...blocks].join('\n\n')}\n`;
}

/** ISO 639-2 codes that MP4/MOV subtitle tracks carry, for the languages a Dutch care home is likely to have. */
const ISO_639_2: Record<string, string> = {
  eng: 'en', nld: 'nl', dut: 'nl', spa: 'es', por: 'pt', deu: 'de', ger: 'de', fra: 'fr', fre: 'fr',
  ita: 'it', pol: 'pl', tur: 'tr', ara: 'ar', fry: 'fy', pap: 'pap',
};

/** A subtitle stream's language tag as BCP 47 ("eng" → "en"); "und" or none → undefined. */
export function languageOfStream(tag: string | undefined): string | undefined {
  if (!tag || tag === 'und') return undefined;
  const lang = ISO_639_2[tag] ?? tag;
  return LANGUAGE_TAG.test(lang) ? lang : undefined;
}

/** Text subtitles ffmpeg can write as WebVTT; bitmap ones (DVD, Blu-ray) would need OCR. */
const TEXT_SUBTITLES = ['mov_text', 'subrip', 'webvtt', 'ass', 'ssa', 'text'];

/** The camera file's own text subtitle streams as WebVTT, skipping (and naming) those it cannot convert. */
export async function extractSubtitleStreams(source: string, streams: readonly SubtitleInfo[], warn: (message: string) => void): Promise<CaptionSource[]> {
  const found: CaptionSource[] = [];
  for (const stream of streams) {
    const lang = languageOfStream(stream.language);
    if (!TEXT_SUBTITLES.includes(stream.codec) || !lang) {
      warn(`Subtitle stream ${stream.order} (${stream.codec}, language ${stream.language ?? 'not set'}) was skipped: ${lang ? 'not text' : 'no language tag'}. Pass it with --captions <lang>=<file>.`);
      continue;
    }
    const { stdout } = await runTool('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', source, '-map', `0:s:${stream.order}`, '-c:s', 'webvtt', '-f', 'webvtt', '-']);
    if (cueCount(stdout) > 0) found.push({ lang, vtt: normalise(stdout), origin: `subtitle stream ${stream.order} of the camera file` });
  }
  return found;
}

/** "nl" → "Nederlands": a caption menu names each language in itself. */
export function nativeName(lang: string): string {
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/** Writes subs/<lang>.vtt and its one-segment VOD playlist (see subtitlePlaylist). */
export function writeSubtitleRendition(outDir: string, caption: CaptionSource, duration: number): SubtitleEntry {
  mkdirSync(join(outDir, SUBTITLE_GROUP), { recursive: true });
  writeFileSync(join(outDir, SUBTITLE_GROUP, `${caption.lang}.vtt`), publishableVtt(caption.vtt));
  writeFileSync(join(outDir, SUBTITLE_GROUP, `${caption.lang}.m3u8`), subtitlePlaylist(`${caption.lang}.vtt`, duration));
  return { lang: caption.lang, name: nativeName(caption.lang), uri: `${SUBTITLE_GROUP}/${caption.lang}.m3u8` };
}
