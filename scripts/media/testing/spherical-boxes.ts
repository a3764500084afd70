import { readFileSync, writeFileSync } from 'node:fs';
import { findAll, findBox, sampleEntries, type Box } from '../mp4-boxes';

/**
 * Writes Google's spatial-media metadata into an MP4, as a 360° camera or the Spatial Media Metadata
 * Injector does; ffmpeg 5.1's command line cannot (it only copies such metadata from an input that has it).
 * For tests: the file must have its moov after mdat (ffmpeg's default, no +faststart), so growing moov
 * moves no sample data and the chunk offsets stay right.
 */

/** An ISO BMFF box: 32-bit size, four-character type, payload. */
export function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A full box: version 0, flags 0, then the payload. */
const fullBox = (type: string, ...payload: Buffer[]) => box(type, Buffer.alloc(4), ...payload);

const u8 = (n: number) => Buffer.from([n]);
const u32s = (...values: number[]) => {
  const buffer = Buffer.alloc(4 * values.length);
  values.forEach((v, i) => buffer.writeUInt32BE(v >>> 0, 4 * i));
  return buffer;
};

/** st3d: 0 mono, 1 top-bottom, 2 left-right. */
export const st3dBox = (mode: number) => fullBox('st3d', u8(mode));

/** sv3d with an equirectangular projection covering the whole sphere, facing straight ahead. */
export const sv3dBox = () =>
  box(
    'sv3d',
    fullBox('svhd', Buffer.from('tutti test\0', 'latin1')),
    box('proj', fullBox('prhd', u32s(0, 0, 0)), fullBox('equi', u32s(0, 0, 0, 0))),
  );

const SPHERICAL_V1_UUID = Buffer.from('ffcc8263f8554a938814587a02521fdd', 'hex');

/** Spherical Video V1: an XMP document in a uuid box of the video track. */
export function sphericalV1Box(stereoMode: string): Buffer {
  const xml =
    '<?xml version="1.0"?><rdf:SphericalVideo xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" ' +
    'xmlns:GSpherical="http://ns.google.com/videos/1.0/spherical/"><GSpherical:Spherical>true</GSpherical:Spherical>' +
    '<GSpherical:Stitched>true</GSpherical:Stitched><GSpherical:ProjectionType>equirectangular</GSpherical:ProjectionType>' +
    `<GSpherical:StereoMode>${stereoMode}</GSpherical:StereoMode></rdf:SphericalVideo>`;
  return box('uuid', SPHERICAL_V1_UUID, Buffer.from(xml, 'utf8'));
}

/** Inserts `extra` at the end of `inside` (the last of `ancestors`), growing every ancestor's 32-bit size. */
export function insertAtEnd(file: Buffer, ancestors: readonly Box[], extra: Buffer): Buffer {
  const inside = ancestors.at(-1);
  if (!inside) throw new Error('insertAtEnd: no box to insert into');
  const out = Buffer.concat([file.subarray(0, inside.end), extra, file.subarray(inside.end)]);
  for (const ancestor of ancestors) {
    if (ancestor.body - ancestor.start !== 8) throw new Error(`insertAtEnd: ${ancestor.type} has a 64-bit size`);
    out.writeUInt32BE(ancestor.end - ancestor.start + extra.length, ancestor.start);
  }
  return out;
}

/** The video track's boxes from moov down to its first sample entry. */
function videoTrackPath(file: Buffer): { moov: Box; trak: Box; path: Box[]; entry: Box } {
  const moov = findBox(file, ['moov']);
  const mdat = findBox(file, ['mdat']);
  if (!moov || !mdat || moov.start < mdat.start) throw new Error('the MP4 needs its moov after mdat (no +faststart)');
  const trak = findAll(file, 'trak', moov).find((t) => findBox(file, ['mdia', 'minf', 'vmhd'], t));
  if (!trak) throw new Error('the MP4 has no video track');
  const path = ['mdia', 'minf', 'stbl', 'stsd'].reduce<Box[]>((boxes, type) => {
    const next = findBox(file, [type], boxes.at(-1) ?? trak);
    if (!next) throw new Error(`the video track has no ${type}`);
    return [...boxes, next];
  }, []);
  const stsd = path.at(-1);
  const entry = stsd && sampleEntries(file, stsd)[0];
  if (!entry) throw new Error('the video track has no sample entry');
  return { moov, trak, path, entry };
}

/** Adds st3d (stereo mode) and sv3d (equirectangular) to the video sample entry of `path`, in place. */
export function injectSphericalV2(path: string, stereoMode: number): void {
  const file = readFileSync(path);
  const { moov, trak, path: boxes, entry } = videoTrackPath(file);
  writeFileSync(path, insertAtEnd(file, [moov, trak, ...boxes, entry], Buffer.concat([st3dBox(stereoMode), sv3dBox()])));
}

/** Adds the V1 XMP uuid box to the video track of `path`, in place. */
export function injectSphericalV1(path: string, stereoMode: string): void {
  const file = readFileSync(path);
  const { moov, trak } = videoTrackPath(file);
  writeFileSync(path, insertAtEnd(file, [moov, trak], sphericalV1Box(stereoMode)));
}
