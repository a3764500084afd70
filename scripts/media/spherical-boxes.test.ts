// The Spherical Video V2 writer, checked three ways on a real fMP4 init segment made by ffmpeg's HLS muxer:
// read back with the project's own box reader, with ffprobe (an independent reader: its 'Spherical Mapping' and
// 'Stereo 3D' side data), and the rendition still decoding from init + segments without a single error.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childBoxes, readMoov, sampleEntryChildren } from './mp4-boxes';
import { fromMoov, type StreamLayout } from './spatial-metadata';
import { box, sv3dBox, videoSampleEntryPath, withSphericalMetadata, writeSphericalMetadata } from './spherical-boxes';
import { makeFmp4Rendition, videoSideData } from './testing/make-clips';

const dir = mkdtempSync(join(tmpdir(), 'media-spherical-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Decodes init + segments as one stream (as a player appends them): the frames decoded and ffmpeg's errors. */
function decode(init: string, segments: readonly string[]): { frames: number; errors: string } {
  const joined = join(dir, `joined-${Math.random().toString(36).slice(2)}.mp4`);
  writeFileSync(joined, Buffer.concat([init, ...segments].map((path) => readFileSync(path))));
  const run = spawnSync('ffmpeg', ['-hide_banner', '-nostats', '-v', 'error', '-i', joined, '-map', '0', '-f', 'framemd5', '-'], { encoding: 'utf8' });
  const frames = run.stdout.split('\n').filter((line) => /^0,/.test(line)).length;
  return { frames, errors: run.stderr };
}

/** Every box's size adds up: each parent's children fill it exactly, down to the video sample entry. */
function expectSizesConsistent(file: Buffer): void {
  const top = childBoxes(file);
  expect(top.at(-1)?.end).toBe(file.length);
  for (const parent of videoSampleEntryPath(file).slice(0, -1)) {
    const children = parent.type === 'stsd' ? childBoxes(file, parent.body + 8, parent.end) : childBoxes(file, parent.body, parent.end);
    expect(children.at(-1)?.end, parent.type).toBe(parent.end);
  }
}

describe('Spherical Video V2 boxes in an fMP4 init segment', () => {
  let rendition: { init: string; segments: string[] };
  let plain: { frames: number; errors: string };

  beforeAll(() => {
    rendition = makeFmp4Rendition(dir);
    plain = decode(rendition.init, rendition.segments);
  }, 30_000);

  it('starts without them (ffmpeg’s HLS muxer writes none)', () => {
    expect(videoSideData(rendition.init)).toEqual([]);
    expect(plain).toEqual({ frames: 40, errors: '' });
  });

  it.each<[StreamLayout, number, string]>([
    ['mono', 0, '2D'],
    ['top-bottom', 1, 'top and bottom'],
    ['side-by-side', 2, 'side by side'],
  ])('writes %s (st3d %i) and equirectangular, read back by our reader and by ffprobe', (layout, mode, ffprobeType) => {
    const init = join(dir, `init-${layout}.mp4`);
    copyFileSync(rendition.init, init);
    writeSphericalMetadata(init, layout);
    const file = readFileSync(init);
    expectSizesConsistent(file);
    const entry = videoSampleEntryPath(file).at(-1);
    expect(entry?.type).toBe('avc1');
    expect(entry && sampleEntryChildren(file, entry).map((b) => b.type)).toEqual(expect.arrayContaining(['avcC', 'st3d', 'sv3d']));
    expect(fromMoov(readMoov(init) ?? Buffer.alloc(0))).toEqual({ origin: 'spherical-v2', projection: 'equirectangular', stereo: layout, stereoRaw: String(mode) });
    expect(videoSideData(init)).toEqual([
      expect.objectContaining({ side_data_type: 'Stereo 3D', type: ffprobeType }),
      expect.objectContaining({ side_data_type: 'Spherical Mapping', projection: 'equirectangular', yaw: 0, pitch: 0, roll: 0 }),
    ]);
  });

  it('leaves the rendition decodable: init + segments give every frame, with no error', () => {
    const init = join(dir, 'init-decoded.mp4');
    copyFileSync(rendition.init, init);
    writeSphericalMetadata(init, 'top-bottom');
    expect(decode(init, rendition.segments)).toEqual(plain);
  });

  it('rewrites rather than adds a second set when run again, and keeps every other byte', () => {
    const once = withSphericalMetadata(readFileSync(rendition.init), 'mono');
    const again = withSphericalMetadata(once, 'top-bottom');
    expect(again.length).toBe(once.length);
    const entry = videoSampleEntryPath(again).at(-1);
    expect(entry && sampleEntryChildren(again, entry).filter((b) => b.type === 'st3d' || b.type === 'sv3d')).toHaveLength(2);
    expect(fromMoov(again.subarray(childBoxes(again).find((b) => b.type === 'moov')?.start))).toMatchObject({ stereo: 'top-bottom' });
    expect(withSphericalMetadata(again, 'mono').equals(once)).toBe(true);
    const original = readFileSync(rendition.init);
    const added = once.length - original.length;
    expect(added).toBe(box('st3d', Buffer.alloc(5)).length + sv3dBox().length);
  });

  it('refuses a file whose sample data follows its moov, since the offsets would move', () => {
    const moov = box('moov', box('trak', box('mdia', box('minf', box('vmhd', Buffer.alloc(12)), box('stbl', box('stsd', Buffer.alloc(8)))))));
    expect(() => withSphericalMetadata(Buffer.concat([box('ftyp', Buffer.from('isom')), moov, box('mdat', Buffer.alloc(16))]), 'mono')).toThrow(/sample data after its moov/);
  });
});
