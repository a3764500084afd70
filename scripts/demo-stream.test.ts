// The committed demo streams (public/media/demo/ and demo-stereo/: the concert hall of scripts/demo/, mono
// and top-bottom stereo, put through the media pipeline by scripts/demo/make-demo.sh): fMP4 HLS master
// playlists of H.264/AAC renditions of about two minutes, posters and thumbnails, loudness normalised, and
// their captions in six languages; and the repository's budget for public/media. Reads the files only
// (playlists with the one m3u8 reader, captions with the player's own parser); ffmpeg is not needed here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findSubtitleTracks, loadTrackCues, parseVtt, type CaptionTrack, type Cue } from '../xr/core/captions';
import { readMasterPlaylist, readMediaPlaylist } from '../xr/core/hls/m3u8/index.ts';
import { readManifest } from './media/manifest';

const DEMO = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'media', 'demo');
/**
 * The repository's budget for public/media: everything the site serves from git (the kiosk downloads a demo
 * whole for offline use). scripts/demo/make-demo.sh checks the same number.
 */
export const MEDIA_BUDGET_BYTES = 40 * 1024 * 1024;
/** The demo's length: the score's two minutes and the closing chord (scripts/demo/score.ts), give or take a segment. */
const DEMO_SECONDS = { min: 120, max: 127 };

interface Variant {
  uri: string;
  attributes: Map<string, string>;
}

/** The variants of a master playlist, read by the one m3u8 reader (xr/core/hls/m3u8), attributes as written. */
function parseMaster(text: string): Variant[] {
  return readMasterPlaylist(text).variants.map(({ uri, attributes }) => ({
    uri,
    attributes: new Map(attributes.names().map((name) => [name, attributes.text(name) ?? ''])),
  }));
}

interface MediaPlaylist {
  tags: string[];
  map: string | undefined;
  segments: { uri: string; duration: number }[];
}

/** A media playlist read by the one m3u8 reader; its tags as lines again, for checks that name them whole. */
function parseMedia(text: string): MediaPlaylist {
  const playlist = readMediaPlaylist(text);
  return {
    tags: playlist.tags.map((tag) => (tag.value === '' ? `#${tag.name}` : `#${tag.name}:${tag.value}`)),
    map: playlist.segments[0]?.map?.uri,
    segments: playlist.segments.map(({ uri, duration }) => ({ uri, duration })),
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

  // 2048×1024 at the top, not the player's 4096×2048: two minutes of both streams at that size do not fit the
  // budget below (scripts/demo/make-demo.sh has the measurements).
  it('offers three renditions, 2048×1024, 1280×640 and 640×320, each with BANDWIDTH and H.264 + AAC CODECS', () => {
    expect(master.map((v) => v.attributes.get('RESOLUTION'))).toEqual(['2048x1024', '1280x640', '640x320']);
    for (const { attributes } of master) {
      expect(Number(attributes.get('BANDWIDTH'))).toBeGreaterThan(0);
      const codecs = attributes.get('CODECS')?.split(',') ?? [];
      expect(codecs.some((c) => c.startsWith('avc1.'))).toBe(true);
      expect(codecs.some((c) => c.startsWith('mp4a.'))).toBe(true);
    }
  });

  it.each(['v0/index.m3u8', 'v1/index.m3u8', 'v2/index.m3u8'])('%s is a complete fMP4 VOD playlist of about two minutes', (uri) => {
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
    expect(total).toBeGreaterThanOrEqual(DEMO_SECONDS.min);
    expect(total).toBeLessThanOrEqual(DEMO_SECONDS.max);
  });

  it('has a poster and a thumbnail', () => {
    expect(statSync(join(DEMO, 'poster.jpg')).size).toBeGreaterThan(0);
    expect(statSync(join(DEMO, 'thumbnail.jpg')).size).toBeGreaterThan(0);
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

  it('offers square top-bottom renditions (two 2:1 eyes, 2048 wide at most: the player’s largest frame) with H.264 + AAC', () => {
    expect(master.map((v) => v.attributes.get('RESOLUTION'))).toEqual(['2048x2048', '1280x1280', '640x640']);
    for (const { attributes } of master) {
      expect(Number(attributes.get('BANDWIDTH'))).toBeGreaterThan(0);
      expect(attributes.get('CODECS')).toMatch(/avc1\..*mp4a\./);
    }
  });

  it.each(['v0/index.m3u8', 'v1/index.m3u8', 'v2/index.m3u8'])('%s is a complete VOD playlist as long as the mono demo', (uri) => {
    const path = join(STEREO, uri);
    const playlist = parseMedia(readFileSync(path, 'utf8'));
    expect(playlist.tags).toContain('#EXT-X-ENDLIST');
    for (const segment of playlist.segments) expect(existsSync(join(dirname(path), segment.uri)), segment.uri).toBe(true);
    const total = playlist.segments.reduce((sum, s) => sum + s.duration, 0);
    expect(total).toBeGreaterThanOrEqual(DEMO_SECONDS.min);
    expect(total).toBeLessThanOrEqual(DEMO_SECONDS.max);
  });

  it('came through the media pipeline from the same hall, two eyes: top-bottom by its spherical metadata, sound at the EBU R128 level', () => {
    const manifest = readManifest(join(STEREO, 'stream.json'));
    expect(manifest.source.file).toBe('concert-hall-stereo.mp4');
    expect(manifest.source.spatial).toMatchObject({ origin: 'spherical-v2', projection: 'equirectangular', stereo: 'top and bottom' }); // as ffprobe names st3d's mode
    expect(manifest).toMatchObject({ layout: 'top-bottom', layoutSource: 'spherical-v2', projection: 'equirectangular' });
    expect(manifest.audio.origin).toBe('source');
    expect(Math.abs((manifest.audio.measuredAfter?.integrated ?? 0) - manifest.audio.target.integrated)).toBeLessThanOrEqual(1);
    expect(manifest.captions.map((c) => c.lang)).toEqual(['en', 'nl', 'es', 'pt', 'de', 'fr']);
    expect(statSync(join(STEREO, 'poster.jpg')).size).toBeGreaterThan(0);
  });
});

describe('public/media', () => {
  it(`stays within the repository’s budget of ${MEDIA_BUDGET_BYTES / 1024 / 1024} MB`, () => {
    expect(folderBytes(join(DEMO, '..'))).toBeLessThanOrEqual(MEDIA_BUDGET_BYTES);
  });

  it('publishes the demo streams only: the stereo test pattern is a test fixture', () => {
    expect(readdirSync(join(DEMO, '..')).sort()).toEqual(['demo', 'demo-stereo']);
    expect(existsSync(join(DEMO, '..', '..', '..', 'tests', 'fixtures', 'stereo-test-pattern', 'master.m3u8'))).toBe(true);
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
  // Both streams carry the concert's captions (the same hall and music).
  const source = (lang: string) => readFileSync(join(DEMO, '..', '..', '..', 'assets', 'captions', 'demo', `${lang}.vtt`), 'utf8');

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
    expect(playlist.tags).toContain(`#EXT-X-TARGETDURATION:${Math.round(seconds)}`);
    expect(playlist.tags).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist.tags).toContain('#EXT-X-ENDLIST');
    expect(playlist.segments).toEqual([{ uri: `${lang}.vtt`, duration: expect.closeTo(seconds, 5) as number }]);
  });

  it.each(Object.keys(CAPTION_LANGUAGES))('in %s: readable cues through the whole video, published from assets/captions', async (lang) => {
    const track: CaptionTrack = { lang, label: lang, src: `/media/${stream}/subs/${lang}.m3u8`, kind: 'hls' };
    const cues: Cue[] = await loadTrackCues(track, readSite);
    expect(cues.length).toBeGreaterThanOrEqual(12); // the whole piece described, not only its opening
    cues.forEach((cue, i) => {
      expect(cue.start).toBeGreaterThanOrEqual(i === 0 ? 0 : (cues[i - 1]?.end ?? 0)); // in order, never two at once
      expect(cue.end).toBeGreaterThan(cue.start);
      expect(cue.end).toBeLessThanOrEqual(seconds + 0.5);
      const lines = cue.text.split('\n');
      expect(lines.length, cue.text).toBeLessThanOrEqual(2);
      for (const line of lines) expect(line.trim().length, line).toBeGreaterThan(0);
      for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(MAX_LINE);
      expect(cue.text.replaceAll('\n', ' ')).toMatch(READABLE);
    });
    expect(cues.at(-1)?.end).toBeGreaterThanOrEqual(seconds - 5); // to the closing chord
    expect(cues).toEqual(parseVtt(source(lang))); // not stale: the script ran after the source last changed
  });

  it('say the same things at the same times in every language', async () => {
    const timings = await Promise.all(
      Object.keys(CAPTION_LANGUAGES).map(async (lang) => parseVtt(await readSite(`/media/${stream}/subs/${lang}.vtt`)).map(({ start, end }) => [start, end])),
    );
    for (const timing of timings) expect(timing).toEqual(timings[0]);
  });
});
