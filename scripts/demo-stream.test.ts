// The committed demo stream (public/media/demo/: the concert hall of scripts/demo/, put through the media
// pipeline by scripts/demo/make-demo.sh): an fMP4 HLS master playlist with three H.264/AAC renditions of about
// 20 s, a poster and a thumbnail, loudness normalised, under 6 MB in all; the stereo test stream; and the
// captions of both (the pipeline's for the demo, scripts/make-demo-captions.mjs's for the stereo stream),
// read with the player's own parser. Reads the files only; ffmpeg is not needed here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findSubtitleTracks, loadTrackCues, parseVtt, type CaptionTrack, type Cue } from '../xr/core/captions';
import { readManifest } from './media/manifest';

const DEMO = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'media', 'demo');
/** The repository's budget for the demo (the kiosk downloads all of it for offline use). */
const MAX_BYTES = 6 * 1024 * 1024;

interface Variant {
  uri: string;
  attributes: Map<string, string>;
}

/** `KEY=value,KEY="a,b"` → a map, quotes removed. */
function parseAttributes(list: string): Map<string, string> {
  const pairs = list.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g);
  return new Map([...pairs].map(([, key = '', value = '']) => [key, value.replace(/^"|"$/g, '')]));
}

/** The variants of a master playlist: each #EXT-X-STREAM-INF and the URI line that follows it. */
function parseMaster(text: string): Variant[] {
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  return lines.flatMap((line, i) => {
    const next = lines[i + 1];
    if (!line.startsWith('#EXT-X-STREAM-INF:') || next === undefined || next.startsWith('#')) return [];
    return [{ uri: next, attributes: parseAttributes(line.slice('#EXT-X-STREAM-INF:'.length)) }];
  });
}

interface MediaPlaylist {
  tags: string[];
  map: string | undefined;
  segments: { uri: string; duration: number }[];
}

function parseMedia(text: string): MediaPlaylist {
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
  return {
    tags: lines.filter((line) => line.startsWith('#')),
    map: map === undefined ? undefined : parseAttributes(map.slice('#EXT-X-MAP:'.length)).get('URI'),
    segments,
  };
}

function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(dir, entry.name);
    return sum + (entry.isDirectory() ? folderBytes(path) : statSync(path).size);
  }, 0);
}

describe('the demo stream in public/media/demo', () => {
  const master = parseMaster(readFileSync(join(DEMO, 'master.m3u8'), 'utf8'));

  it('offers three renditions, 2048×1024, 1280×640 and 640×320, each with BANDWIDTH and H.264 + AAC CODECS', () => {
    expect(master.map((v) => v.attributes.get('RESOLUTION'))).toEqual(['2048x1024', '1280x640', '640x320']);
    for (const { attributes } of master) {
      expect(Number(attributes.get('BANDWIDTH'))).toBeGreaterThan(0);
      const codecs = attributes.get('CODECS')?.split(',') ?? [];
      expect(codecs.some((c) => c.startsWith('avc1.'))).toBe(true);
      expect(codecs.some((c) => c.startsWith('mp4a.'))).toBe(true);
    }
  });

  it.each(['v0/index.m3u8', 'v1/index.m3u8', 'v2/index.m3u8'])('%s is a complete fMP4 VOD playlist of about 20 s', (uri) => {
    expect(master.map((v) => v.uri)).toContain(uri);
    const path = join(DEMO, uri);
    const playlist = parseMedia(readFileSync(path, 'utf8'));
    expect(playlist.tags).toContain('#EXT-X-ENDLIST');
    expect(playlist.tags).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist.map).toBeDefined();
    expect(existsSync(join(dirname(path), playlist.map ?? ''))).toBe(true);
    expect(playlist.segments.length).toBeGreaterThan(0);
    for (const segment of playlist.segments) expect(existsSync(join(dirname(path), segment.uri)), segment.uri).toBe(true);
    const total = playlist.segments.reduce((sum, s) => sum + s.duration, 0);
    expect(total).toBeGreaterThanOrEqual(18);
    expect(total).toBeLessThanOrEqual(22);
  });

  it('has a poster and a thumbnail and stays under 6 MB in all', () => {
    expect(statSync(join(DEMO, 'poster.jpg')).size).toBeGreaterThan(0);
    expect(statSync(join(DEMO, 'thumbnail.jpg')).size).toBeGreaterThan(0);
    expect(folderBytes(DEMO)).toBeLessThan(MAX_BYTES);
  });

  it('came through the media pipeline from the rendered hall: mono by its spherical metadata, sound at the EBU R128 level', () => {
    const manifest = readManifest(join(DEMO, 'stream.json'));
    expect(manifest.source.file).toBe('concert-hall.mp4');
    expect(manifest.source.spatial).toMatchObject({ origin: 'spherical-v2', projection: 'equirectangular' });
    expect(manifest).toMatchObject({ layout: 'mono', layoutSource: 'spherical-v2', projection: 'equirectangular' });
    expect(manifest.audio.origin).toBe('source');
    expect(Math.abs((manifest.audio.measuredAfter?.integrated ?? 0) - manifest.audio.target.integrated)).toBeLessThan(1.5);
    expect(manifest.captions.map((c) => c.lang)).toEqual(['en', 'nl', 'es', 'pt', 'de', 'fr']);
  });
});

describe('the stereo demo stream in public/media/demo-stereo', () => {
  const STEREO = join(DEMO, '..', 'demo-stereo');
  const master = parseMaster(readFileSync(join(STEREO, 'master.m3u8'), 'utf8'));

  it('offers one square top-bottom rendition (two 2:1 eyes) with H.264 + AAC', () => {
    expect(master.map((v) => v.attributes.get('RESOLUTION'))).toEqual(['1024x1024']);
    const codecs = master[0]?.attributes.get('CODECS') ?? '';
    expect(codecs).toMatch(/avc1\..*mp4a\./);
  });

  it('is a complete VOD playlist of about 20 s with a poster, and small', () => {
    const path = join(STEREO, master[0]?.uri ?? '');
    const playlist = parseMedia(readFileSync(path, 'utf8'));
    expect(playlist.tags).toContain('#EXT-X-ENDLIST');
    for (const segment of playlist.segments) expect(existsSync(join(dirname(path), segment.uri)), segment.uri).toBe(true);
    const total = playlist.segments.reduce((sum, s) => sum + s.duration, 0);
    expect(total).toBeGreaterThanOrEqual(18);
    expect(total).toBeLessThanOrEqual(22);
    expect(statSync(join(STEREO, 'poster.jpg')).size).toBeGreaterThan(0);
    expect(folderBytes(STEREO)).toBeLessThan(3 * 1024 * 1024);
  });
});

/** The site's six languages and the native names the caption menu shows. */
const CAPTION_LANGUAGES = { en: 'English', nl: 'Nederlands', es: 'Español', pt: 'Português', de: 'Deutsch', fr: 'Français' };
/** A caption line fits a headset's view and a phone held upright (the usual broadcast limit). */
const MAX_LINE = 42;
/** No control characters, bidi overrides or zero-width tricks: only text a person reads. */
const READABLE = /^[^\p{Cc}\p{Cf}]*$/u;

/** Reads a site path from public/, as the browser would fetch it from the site. */
const readSite = (path: string) => Promise.resolve(readFileSync(join(DEMO, '..', '..', path), 'utf8'));

describe.each(['demo', 'demo-stereo'])('the captions of public/media/%s', (stream) => {
  const masterUrl = `/media/${stream}/master.m3u8`;
  const video = join(DEMO, '..', stream, parseMaster(readFileSync(join(DEMO, '..', stream, 'master.m3u8'), 'utf8'))[0]?.uri ?? '');
  const seconds = parseMedia(readFileSync(video, 'utf8')).segments.reduce((sum, s) => sum + s.duration, 0);
  const source = (lang: string) => readFileSync(join(DEMO, '..', '..', '..', 'assets', 'captions', stream, `${lang}.vtt`), 'utf8');

  it('are offered as six subtitle renditions of one group that every variant names', async () => {
    const tracks = await findSubtitleTracks(masterUrl, readSite);
    expect(tracks.map(({ lang, label, src, kind }) => ({ lang, label, src, kind }))).toEqual(
      Object.entries(CAPTION_LANGUAGES).map(([lang, label]) => ({ lang, label, src: `/media/${stream}/subs/${lang}.m3u8`, kind: 'hls' })),
    );
    expect(tracks.every((track) => !track.isDefault && track.autoselect)).toBe(true);
    const variants = parseMaster(readFileSync(join(DEMO, '..', stream, 'master.m3u8'), 'utf8'));
    expect(variants.length).toBeGreaterThan(0);
    for (const { attributes } of variants) expect(attributes.get('SUBTITLES')).toBe('subs');
  });

  it.each(Object.keys(CAPTION_LANGUAGES))('in %s: a complete one-segment VOD playlist as long as the video', async (lang) => {
    const playlist = parseMedia(await readSite(`/media/${stream}/subs/${lang}.m3u8`));
    expect(playlist.tags).toContain('#EXT-X-TARGETDURATION:20');
    expect(playlist.tags).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist.tags).toContain('#EXT-X-ENDLIST');
    expect(playlist.segments).toEqual([{ uri: `${lang}.vtt`, duration: expect.closeTo(seconds, 5) as number }]);
  });

  it.each(Object.keys(CAPTION_LANGUAGES))('in %s: readable cues within the 20 s, published from assets/captions', async (lang) => {
    const track: CaptionTrack = { lang, label: lang, src: `/media/${stream}/subs/${lang}.m3u8`, kind: 'hls' };
    const cues: Cue[] = await loadTrackCues(track, readSite);
    expect(cues.length).toBeGreaterThanOrEqual(4);
    cues.forEach((cue, i) => {
      expect(cue.start).toBeGreaterThanOrEqual(i === 0 ? 0 : (cues[i - 1]?.end ?? 0)); // in order, never two at once
      expect(cue.end).toBeGreaterThan(cue.start);
      expect(cue.end).toBeLessThanOrEqual(20);
      const lines = cue.text.split('\n');
      expect(lines.length, cue.text).toBeLessThanOrEqual(2);
      for (const line of lines) expect(line.trim().length, line).toBeGreaterThan(0);
      for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(MAX_LINE);
      expect(cue.text.replaceAll('\n', ' ')).toMatch(READABLE);
    });
    expect(cues).toEqual(parseVtt(source(lang))); // not stale: the script ran after the source last changed
  });

  it('say the same things at the same times in every language', async () => {
    const timings = await Promise.all(
      Object.keys(CAPTION_LANGUAGES).map(async (lang) => parseVtt(await readSite(`/media/${stream}/subs/${lang}.vtt`)).map(({ start, end }) => [start, end])),
    );
    for (const timing of timings) expect(timing).toEqual(timings[0]);
  });
});
