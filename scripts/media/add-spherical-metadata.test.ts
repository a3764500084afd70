import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { addSphericalMetadata, initSegments, layoutOf } from './add-spherical-metadata';
import { IngestError } from './errors';
import { makeFmp4Rendition, videoSideData } from './testing/make-clips';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'media-add-spherical-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MONO = ['Stereo 3D: 2D', 'Spherical Mapping: equirectangular'];
const TOP_BOTTOM = ['Stereo 3D: top and bottom', 'Spherical Mapping: equirectangular'];
const sphericalOf = (init: string) => videoSideData(init).map((d) => `${String(d.side_data_type)}: ${String(d.type ?? d.projection)}`);

describe('add-spherical-metadata on an HLS folder', () => {
  it('marks the init segment of every variant, with the layout given', () => {
    makeFmp4Rendition(dir);
    writeFileSync(join(dir, 'master.m3u8'), '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=500000,RESOLUTION=512x256\nfmp4/index.m3u8\n');
    expect(initSegments(dir)).toEqual([join(dir, 'fmp4', 'init.mp4')]);
    expect(addSphericalMetadata(dir, 'top-bottom')).toEqual({ layout: 'top-bottom', inits: [join(dir, 'fmp4', 'init.mp4')] });
    expect(sphericalOf(join(dir, 'fmp4', 'init.mp4'))).toEqual(TOP_BOTTOM);
  }, 30_000);

  it('takes the layout from stream.json, refusing a different --layout, and needs one of the two', () => {
    expect(() => layoutOf(dir, undefined)).toThrow(new IngestError(`${dir} has no stream.json: say the layout with --layout mono|top-bottom|side-by-side.`));
    expect(() => layoutOf(dir, 'upside-down')).toThrow(/--layout must be one of mono, top-bottom, side-by-side/);
    const demo = join(ROOT, 'public', 'media', 'demo');
    expect(layoutOf(demo, undefined)).toBe('mono');
    expect(() => layoutOf(demo, 'top-bottom')).toThrow(/stream\.json says the layout is mono, not top-bottom/);
  });
});

describe('the bundled demo streams', () => {
  const demo = (stream: string) => join(ROOT, 'public', 'media', stream);

  it.each([['demo', MONO], ['demo-stereo', TOP_BOTTOM]])('public/media/%s: every init segment says 360° and its layout (as ffprobe reads it)', (stream, expected) => {
    const inits = initSegments(demo(stream));
    expect(inits.length).toBeGreaterThan(0);
    for (const init of inits) expect(sphericalOf(init), init).toEqual(expected);
  });

  it.each(['demo', 'demo-stereo'])('public/media/%s: the smallest rendition still decodes from init + segments without an error', (stream) => {
    const init = initSegments(demo(stream)).at(-1) ?? '';
    const folder = dirname(init);
    const playlist = readFileSync(join(folder, 'index.m3u8'), 'utf8');
    const segments = playlist.split('\n').filter((line) => line.endsWith('.m4s'));
    const joined = join(dir, `${stream}.mp4`);
    writeFileSync(joined, Buffer.concat([init, ...segments.map((s) => join(folder, s))].map((path) => readFileSync(path))));
    const run = spawnSync('ffmpeg', ['-hide_banner', '-nostats', '-v', 'error', '-i', joined, '-map', '0:v', '-f', 'null', '-'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
  }, 60_000);
});
