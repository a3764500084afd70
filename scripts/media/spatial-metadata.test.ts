import { describe, expect, it } from 'vitest';
import { childBoxes, findBox } from './mp4-boxes';
import { decideLayout, fromMoov, fromSideData } from './spatial-metadata';
import { box, insertAtEnd, sphericalV1Box, st3dBox, sv3dBox } from './testing/spherical-boxes';

/** A synthetic moov: an audio track first (to be skipped), then a video track whose avc1 entry holds `extra`. */
function moov(videoEntryChildren: Buffer[], trakChildren: Buffer[] = []): Buffer {
  const hdlr = (type: string) => box('hdlr', Buffer.alloc(8), Buffer.from(type, 'latin1'), Buffer.alloc(13));
  const avc1 = box('avc1', Buffer.alloc(78), box('avcC', Buffer.alloc(7)), ...videoEntryChildren);
  const stsd = box('stsd', Buffer.from([0, 0, 0, 0, 0, 0, 0, 1]), avc1);
  const video = box('trak', box('tkhd', Buffer.alloc(84)), box('mdia', hdlr('vide'), box('minf', box('stbl', stsd))), ...trakChildren);
  const audio = box('trak', box('mdia', hdlr('soun'), box('minf', box('stbl', box('stsd', Buffer.alloc(8), box('mp4a', Buffer.alloc(28), st3dBox(2)))))));
  return box('moov', box('mvhd', Buffer.alloc(100)), audio, video);
}

describe('the MP4 box reader', () => {
  it('walks nested boxes by path and stops at a truncated one', () => {
    const buffer = Buffer.concat([box('ftyp', Buffer.from('isom')), moov([]), Buffer.from([0, 0, 0, 99, 0x6d, 0x64, 0x61, 0x74])]);
    expect(childBoxes(buffer).map((b) => b.type)).toEqual(['ftyp', 'moov']);
    expect(findBox(buffer, ['moov', 'mvhd'])).toMatchObject({ type: 'mvhd', end: expect.any(Number) as number });
    expect(findBox(buffer, ['moov', 'nope'])).toBeUndefined();
  });

  it('reads a 64-bit box size', () => {
    const large = Buffer.alloc(24);
    large.writeUInt32BE(1, 0);
    large.write('mdat', 4, 'latin1');
    large.writeBigUInt64BE(24n, 8);
    expect(childBoxes(Buffer.concat([large, box('free')]))).toEqual([
      { type: 'mdat', start: 0, body: 16, end: 24 },
      { type: 'free', start: 24, body: 32, end: 32 },
    ]);
  });

  it('grows every ancestor when a box is inserted (as the test files are made)', () => {
    const buffer = moov([]);
    const moovBox = findBox(buffer, ['moov']);
    const grown = insertAtEnd(buffer, moovBox ? [moovBox] : [], box('free'));
    expect(childBoxes(grown).map((b) => [b.type, b.end - b.start])).toEqual([['moov', buffer.length + 8]]);
  });
});

describe('spatial-media metadata', () => {
  it('reads st3d and sv3d from the video track’s sample entry (Spherical Video V2), not the audio track', () => {
    expect(fromMoov(moov([st3dBox(1), sv3dBox()]))).toEqual({ origin: 'spherical-v2', projection: 'equirectangular', stereo: 'top-bottom', stereoRaw: '1' });
    expect(fromMoov(moov([st3dBox(2)]))).toMatchObject({ stereo: 'side-by-side', projection: undefined });
  });

  it('takes sv3d without st3d as mono, as the V2 RFC says', () => {
    expect(fromMoov(moov([sv3dBox()]))).toMatchObject({ stereo: 'mono', projection: 'equirectangular' });
  });

  it('reads GSpherical:StereoMode from the V1 XMP uuid box', () => {
    expect(fromMoov(moov([], [sphericalV1Box('top-bottom')]))).toEqual({ origin: 'spherical-v1', projection: 'equirectangular', stereo: 'top-bottom', stereoRaw: 'top-bottom' });
  });

  it('finds nothing in a file without either', () => {
    expect(fromMoov(moov([]))).toBeUndefined();
  });

  it('reads ffprobe’s side data for the same boxes', () => {
    const sideData = [
      { side_data_type: 'Stereo 3D', type: 'side by side', inverted: 0 },
      { side_data_type: 'Spherical Mapping', projection: 'equirectangular' },
    ];
    expect(fromSideData(sideData)).toEqual({ origin: 'spherical-v2', projection: 'equirectangular', stereo: 'side-by-side', stereoRaw: 'side by side' });
    expect(fromSideData([{ side_data_type: 'Display Matrix' }])).toBeUndefined();
  });
});

describe('decideLayout', () => {
  const v2 = { origin: 'spherical-v2', projection: 'equirectangular', stereo: 'top-bottom', stereoRaw: '1' } as const;

  it('lets --layout win over the metadata, and the metadata over the frame’s shape', () => {
    expect(decideLayout('mono', v2, 2048, 2048)).toEqual({ layout: 'mono', source: 'option' });
    expect(decideLayout(undefined, v2, 4096, 2048)).toEqual({ layout: 'top-bottom', source: 'spherical-v2' });
  });

  it('guesses 2:1 mono, 1:1 top-bottom and 4:1 side-by-side without metadata', () => {
    expect(decideLayout(undefined, undefined, 5760, 2880).layout).toBe('mono');
    expect(decideLayout(undefined, undefined, 5760, 5760).layout).toBe('top-bottom');
    expect(decideLayout(undefined, undefined, 7680, 1920).layout).toBe('side-by-side');
  });

  it('takes an odd shape as mono with a warning to check', () => {
    expect(decideLayout(undefined, undefined, 1920, 1080)).toMatchObject({ layout: 'mono', source: 'aspect-ratio', warning: expect.stringContaining('1920×1080') as string });
  });

  it('refuses a projection the player cannot show', () => {
    expect(() => decideLayout(undefined, { ...v2, projection: 'cubemap' }, 4096, 2048)).toThrow(/cubemap projection/);
  });
});
