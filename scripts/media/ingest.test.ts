// The media pipeline end to end: short equirectangular clips generated with ffmpeg (mono with a loud tone and
// a subtitle stream; top-bottom stereo with Spherical Video V2 boxes and no sound) are ingested, the mono one
// through the CLI as a person runs it, and the output is read back with ffprobe, ebur128 and the player's own
// caption parser. Needs ffmpeg (apt-get install -y ffmpeg).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSubtitleTracks, loadTrackCues } from '../../xr/core/captions';
import { readMasterPlaylist, readMediaPlaylist } from '../../xr/core/hls/m3u8/index.ts';
import { IngestError } from './errors';
import { readManifest, type StreamManifest } from './manifest';
import { childBoxes } from './mp4-boxes';
import { ingest, type IngestOptions } from './pipeline';
import { probe } from './probe';
import { silentProgress } from './progress';
import { decideLayout, readSpatialMetadata } from './spatial-metadata';
import { audioOf, averageColour, CLIP_SECONDS, ebur128, makeAudioOnly, makeHevcClip, makeMonoClip, makeMpeg4Clip, makeStereoClip, videoOf, videoSideData } from './testing/make-clips';
import { injectSphericalV1, injectSphericalV2 } from './testing/spherical-boxes';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const JITI = join(ROOT, 'node_modules', 'jiti', 'lib', 'jiti-cli.mjs');
const dir = mkdtempSync(join(tmpdir(), 'media-ingest-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The CLI as `npm run media:ingest -- …` runs it (stdout is a pipe here, so progress prints plain lines). */
function cli(args: readonly string[], env: NodeJS.ProcessEnv = process.env) {
  return spawnSync(process.execPath, [JITI, 'scripts/media/ingest.ts', ...args], { cwd: ROOT, env, encoding: 'utf8' });
}

/** The variants of a master playlist, read by the one m3u8 reader. */
const parseMaster = (text: string) => readMasterPlaylist(text).variants;

/** A media playlist's init file and segments, each checked to be fMP4 (ftyp+moov; moof+mdat). */
function checkFmp4Playlist(path: string): number[] {
  const playlist = readMediaPlaylist(readFileSync(path, 'utf8'));
  expect(playlist.ended).toBe(true);
  expect(childBoxes(readFileSync(initOf(path))).map((b) => b.type)).toEqual(expect.arrayContaining(['ftyp', 'moov']));
  for (const segment of playlist.segments) {
    expect(segment.uri).toMatch(/\.m4s$/);
    expect(childBoxes(readFileSync(join(dirname(path), segment.uri))).map((b) => b.type)).toEqual(expect.arrayContaining(['moof', 'mdat']));
  }
  return playlist.segments.map((segment) => segment.duration);
}

/** The init segment a media playlist names in #EXT-X-MAP. */
const initOf = (playlist: string) => join(dirname(playlist), readMediaPlaylist(readFileSync(playlist, 'utf8')).segments[0]?.map?.uri ?? '');

/** What ffprobe, not our own reader, makes of an init segment's st3d and sv3d. */
const sphericalOf = (init: string) => videoSideData(init).map((d) => `${String(d.side_data_type)}: ${String(d.type ?? d.projection)}`);

const readSite = (root: string) => (path: string) => Promise.resolve(readFileSync(join(root, path), 'utf8'));

describe('media:ingest of a mono clip, through the CLI', () => {
  const out = join(dir, 'out-mono');
  let manifest: StreamManifest;
  let stdout = '';

  beforeAll(() => {
    const clip = makeMonoClip(dir);
    writeFileSync(join(dir, 'en.vtt'), 'WEBVTT\n\n00:00:00.500 --> 00:00:02.000\n[A tone at 440 Hz]\n\n00:00:02.000 --> 00:00:03.500\nStill the tone.\n');
    writeFileSync(join(dir, 'nl.srt'), '1\r\n00:00:00,500 --> 00:00:02,000\r\n[Een toon van 440 Hz]\r\n');
    const run = cli([clip, '--out', out, '--preset', 'superfast', '--captions', `en=${join(dir, 'en.vtt')}`, '--captions', `nl=${join(dir, 'nl.srt')}`]);
    stdout = run.stdout;
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    manifest = readManifest(join(out, 'stream.json'));
  }, 60_000);

  it('writes a master playlist of two renditions, largest first, with RESOLUTION, BANDWIDTH and H.264 High + AAC CODECS', () => {
    const variants = parseMaster(readFileSync(join(out, 'master.m3u8'), 'utf8'));
    expect(variants.map((v) => [v.uri, v.attributes.text('RESOLUTION')])).toEqual([['v0/index.m3u8', '1024x512'], ['v1/index.m3u8', '640x320']]);
    for (const { bandwidth, averageBandwidth, attributes, subtitles } of variants) {
      expect(bandwidth).toBeGreaterThan((averageBandwidth ?? Infinity) * 0.99);
      expect(attributes.quoted('CODECS')).toMatch(/^avc1\.64[0-9a-f]{4},mp4a\.40\.2$/);
      expect(subtitles).toBe('subs');
    }
  });

  it.each([['v0', 1024, 512], ['v1', 640, 320]])('%s is fMP4 in 2 s segments, %i×%i H.264 High with 48 kHz stereo AAC', (name, width, height) => {
    const playlist = join(out, String(name), 'index.m3u8');
    expect(checkFmp4Playlist(playlist)).toEqual([2, 2]);
    expect(videoOf(playlist)).toEqual({ width, height, profile: 'High' });
    expect(audioOf(playlist)).toEqual({ codec: 'aac', sampleRate: 48000, channels: 2 });
  });

  it('marks every rendition as 360° mono: Spherical Video V2 boxes in each init segment, as ffprobe reads them', () => {
    for (const name of ['v0', 'v1']) expect(sphericalOf(initOf(join(out, name, 'index.m3u8')))).toEqual(['Stereo 3D: 2D', 'Spherical Mapping: equirectangular']);
  });

  it('normalises a tone of about −9 LUFS to −23 LUFS (±1 LU) with true peaks at or below −1 dBTP', () => {
    expect(manifest.audio.measuredBefore?.integrated).toBeGreaterThan(-12);
    for (const name of ['v0', 'v1']) {
      const measured = ebur128(join(out, name, 'index.m3u8'));
      expect(Math.abs(measured.integrated - -23), `${name}: ${measured.integrated} LUFS`).toBeLessThanOrEqual(1);
      expect(measured.truePeak).toBeLessThanOrEqual(-1);
    }
    expect(Math.abs((manifest.audio.measuredAfter?.integrated ?? 0) - -23)).toBeLessThanOrEqual(1);
  });

  it('carries the captions given (VTT and SRT) and the camera file’s subtitle stream as WebVTT subtitle renditions', async () => {
    const tracks = await findSubtitleTracks('/master.m3u8', readSite(out));
    expect(tracks.map(({ lang, label, src }) => ({ lang, label, src }))).toEqual([
      { lang: 'en', label: 'English', src: '/subs/en.m3u8' },
      { lang: 'nl', label: 'Nederlands', src: '/subs/nl.m3u8' },
      { lang: 'de', label: 'Deutsch', src: '/subs/de.m3u8' },
    ]);
    const cues = await Promise.all(tracks.map((track) => loadTrackCues(track, readSite(out))));
    expect(cues.map((list) => list.map((cue) => cue.text))).toEqual([['[A tone at 440 Hz]', 'Still the tone.'], ['[Een toon van 440 Hz]'], ['Ein Ton erklingt.']]);
    expect(cues[1]?.[0]).toMatchObject({ start: 0.5, end: 2 });
  });

  it('makes a poster (never upscaled: the source is 1024 wide) and a 320-wide thumbnail', () => {
    expect(videoOf(join(out, 'poster.jpg'))).toMatchObject({ width: 1024, height: 512 });
    expect(videoOf(join(out, 'thumbnail.jpg'))).toMatchObject({ width: 320, height: 160 });
    expect(manifest.poster).toEqual({ uri: 'poster.jpg', width: 1024, height: 512 });
  });

  it('writes stream.json with the layout guessed from the 2:1 frame, the duration and the renditions', () => {
    expect(manifest).toMatchObject({ layout: 'mono', layoutSource: 'aspect-ratio', duration: CLIP_SECONDS, audio: { origin: 'source', target: { integrated: -23 } } });
    expect(manifest.renditions.map((r) => `${r.width}x${r.height}`)).toEqual(['1024x512', '640x320']);
    expect(manifest.captions.map((c) => c.lang)).toEqual(['en', 'nl', 'de']);
    expect(manifest.warnings).toEqual([]);
  });

  it('shows progress as plain lines when stdout is not a terminal', () => {
    expect(stdout).toContain('Measuring loudness: 100%');
    expect(stdout).toContain('Encoding 2 renditions: 100%');
    expect(stdout).not.toContain('\r');
  });
});

const quietOptions = (input: string, out: string): IngestOptions => ({
  input,
  outDir: out,
  crf: 28,
  preset: 'ultrafast',
  loudness: { integrated: -23, truePeak: -1.5 },
  captions: [],
  progress: silentProgress,
  log: () => undefined,
});

describe('media:ingest of a top-bottom stereo clip with Spherical Video V2 boxes', () => {
  const out = join(dir, 'out-stereo');
  let manifest: StreamManifest;

  beforeAll(async () => {
    const clip = makeStereoClip(dir);
    injectSphericalV2(clip, 1); // st3d stereo_mode 1: top-bottom
    manifest = await ingest(quietOptions(clip, out));
  }, 60_000);

  it('reads the layout from the st3d/sv3d boxes and keeps each eye 2:1 in every rendition', () => {
    expect(manifest).toMatchObject({ layout: 'top-bottom', layoutSource: 'spherical-v2', source: { spatial: { origin: 'spherical-v2', projection: 'equirectangular' } } });
    const variants = parseMaster(readFileSync(join(out, 'master.m3u8'), 'utf8'));
    expect(variants.map((v) => v.attributes.text('RESOLUTION'))).toEqual(['1024x1024', '640x640']);
    expect(readManifest(join(out, 'stream.json'))).toEqual(manifest);
  });

  it('keeps the eyes in place: the rows either side of the middle are the left (top) and right (bottom) eye', () => {
    const v1 = join(out, 'v1', 'index.m3u8');
    expect(checkFmp4Playlist(v1)).toEqual([2, 2]);
    const [top, bottom] = [averageColour(v1, 'crop=640:1:0:319'), averageColour(v1, 'crop=640:1:0:320')];
    expect(top[0]).toBeGreaterThan(200); // red: the left eye
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200); // blue: the right eye
    expect(bottom[0]).toBeLessThan(60);
  });

  it('marks every rendition as 360° top-bottom stereo in its init segment (st3d 1, sv3d equirectangular)', () => {
    for (const name of ['v0', 'v1']) expect(sphericalOf(initOf(join(out, name, 'index.m3u8')))).toEqual(['Stereo 3D: top and bottom', 'Spherical Mapping: equirectangular']);
  });

  it('gives every rendition silent 48 kHz stereo AAC when the camera file has no sound', () => {
    expect(manifest.audio).toMatchObject({ origin: 'silent', measuredBefore: null });
    for (const name of ['v0', 'v1']) expect(audioOf(join(out, name, 'index.m3u8'))).toEqual({ codec: 'aac', sampleRate: 48000, channels: 2 });
  });

  it('draws the poster and thumbnail from the first (left, top) eye', () => {
    expect(videoOf(join(out, 'poster.jpg'))).toMatchObject({ width: 1024, height: 512 });
    expect(videoOf(join(out, 'thumbnail.jpg'))).toMatchObject({ width: 320, height: 160 });
    const [r, , b] = averageColour(join(out, 'poster.jpg'));
    expect(r).toBeGreaterThan(200);
    expect(b).toBeLessThan(60);
  });

  it('replaces its own earlier output in the folder and leaves other files alone', async () => {
    writeFileSync(join(out, 'README.txt'), 'not the pipeline’s');
    await ingest({ ...quietOptions(join(dir, 'stereo.mp4'), out), maxHeight: 640, duration: 2 });
    expect(existsSync(join(out, 'README.txt'))).toBe(true);
    expect(existsSync(join(out, 'v1'))).toBe(false); // 640×640 is the only rendition now
    expect(readManifest(join(out, 'stream.json'))).toMatchObject({ duration: 2, renditions: [{ name: 'v0', width: 640, height: 640 }] });
  }, 30_000);
});

describe('media:ingest of an H.265 10-bit MOV', () => {
  it('makes 8-bit H.264 High renditions with AAC from it', async () => {
    const out = join(dir, 'out-hevc');
    const manifest = await ingest({ ...quietOptions(makeHevcClip(dir), out), preset: 'superfast' });
    expect(manifest.source).toMatchObject({ videoCodec: 'hevc', width: 512, height: 256, audioCodec: 'pcm_s16le' });
    expect(manifest.renditions.map((r) => `${r.width}x${r.height}`)).toEqual(['512x256']);
    expect(videoOf(join(out, 'v0', 'index.m3u8'))).toEqual({ width: 512, height: 256, profile: 'High' });
    expect(audioOf(join(out, 'v0', 'index.m3u8'))).toEqual({ codec: 'aac', sampleRate: 48000, channels: 2 });
  }, 30_000);
});

describe('the layout without --layout', () => {
  const layoutOf = async (path: string) => {
    const source = await probe(path);
    return decideLayout(undefined, readSpatialMetadata(path, source.container, source.video.sideData), source.video.width, source.video.height);
  };

  it('is guessed from a 1:1 frame without spatial metadata (top-bottom)', async () => {
    const plain = makeStereoClip(dir, 'plain-stereo.mp4');
    expect(await layoutOf(plain)).toEqual({ layout: 'top-bottom', source: 'aspect-ratio' });
  }, 20_000);

  it('comes from Spherical Video V1 XMP, which ffprobe does not read, over the frame’s shape', async () => {
    const v1 = join(dir, 'v1-side-by-side.mp4');
    copyFileSync(join(dir, 'plain-stereo.mp4'), v1);
    injectSphericalV1(v1, 'left-right');
    expect(await layoutOf(v1)).toEqual({ layout: 'side-by-side', source: 'spherical-v1' });
  });
});

describe('media:ingest refuses clearly', () => {
  const attempt = (input: string) => ingest(quietOptions(input, join(dir, 'never')));

  it('a file that does not exist', async () => {
    await expect(attempt(join(dir, 'missing.mp4'))).rejects.toThrow(/missing\.mp4 does not exist/);
  });

  it('a file without a video stream', async () => {
    await expect(attempt(makeAudioOnly(dir))).rejects.toThrow(new IngestError(`${join(dir, 'audio-only.m4a')} has no video stream: it needs the 360° picture, not just sound.`));
  });

  it('a codec other than H.264, H.265 or ProRes', async () => {
    await expect(attempt(makeMpeg4Clip(dir))).rejects.toThrow(/encoded as mpeg4.*H\.264 or H\.265/);
    expect(existsSync(join(dir, 'never'))).toBe(false);
  });

  it('a machine without ffmpeg, with the command that installs it', () => {
    const run = cli([join(dir, 'mono.mp4')], { ...process.env, PATH: dirname(process.execPath) === '/usr/bin' ? '/nonexistent' : dirname(process.execPath) });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('media:ingest: ffmpeg and ffprobe are needed but were not found');
    expect(run.stderr).toContain('apt-get install -y ffmpeg');
  });

  it('a command line without a camera file, with the usage text', () => {
    const run = cli([]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Name the camera file to ingest.');
    expect(run.stderr).toContain('Usage: npm run media:ingest -- <camera file> [options]');
  });
});
