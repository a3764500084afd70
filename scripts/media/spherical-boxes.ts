import { readFileSync, writeFileSync } from 'node:fs';
import { childBoxes, findAll, findBox, sampleEntries, sampleEntryChildren, type Box } from './mp4-boxes';
import type { StreamLayout } from './spatial-metadata';

/**
 * Writes Google's Spherical Video V2 metadata (st3d and sv3d in the video sample entry) into an MP4, so other
 * 360° players and tools know the picture is equirectangular and how its eyes are laid out. ffmpeg 5.1 writes
 * these boxes only from stream side data, which its command line cannot set and its HLS muxer drops even when
 * the source has it, so the pipeline writes them into each rendition's init segment itself.
 * Spec: https://github.com/google/spatial-media/blob/master/docs/spherical-video-v2-rfc.md
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

const u32s = (...values: number[]) => {
  const buffer = Buffer.alloc(4 * values.length);
  values.forEach((v, i) => buffer.writeUInt32BE(v >>> 0, 4 * i));
  return buffer;
};

/** st3d's stereo_mode: 0 mono, 1 top-bottom (left eye on top), 2 left-right (left eye on the left). */
export const ST3D_MODES: Readonly<Record<StreamLayout, number>> = { mono: 0, 'top-bottom': 1, 'side-by-side': 2 };

export const st3dBox = (mode: number) => fullBox('st3d', Buffer.from([mode]));

/** The tool named in svhd's metadata_source (a null-terminated string). */
export const METADATA_SOURCE = 'tutti media:ingest';

/**
 * sv3d: svhd, then proj with a pose header (yaw, pitch, roll 0: facing straight ahead) and equi with no
 * cropping (all four bounds 0): the whole sphere, as the pipeline's renditions are.
 */
export const sv3dBox = (source = METADATA_SOURCE) =>
  box('sv3d', fullBox('svhd', Buffer.from(`${source}\0`, 'utf8')), box('proj', fullBox('prhd', u32s(0, 0, 0)), fullBox('equi', u32s(0, 0, 0, 0))));

/**
 * Replaces `file[start, end)` with `replacement`, where that range lies inside each of `ancestors` (outermost
 * first), and grows or shrinks every ancestor's 32-bit size by the difference.
 */
export function spliceInside(file: Buffer, ancestors: readonly Box[], start: number, end: number, replacement: Buffer): Buffer {
  const delta = replacement.length - (end - start);
  for (const ancestor of ancestors) {
    if (ancestor.body - ancestor.start !== 8) throw new Error(`${ancestor.type} has a 64-bit size, which this writer does not change`);
    if (start < ancestor.body || end > ancestor.end) throw new Error(`the change is not inside ${ancestor.type}`);
  }
  const out = Buffer.concat([file.subarray(0, start), replacement, file.subarray(end)]);
  for (const ancestor of ancestors) out.writeUInt32BE(ancestor.end - ancestor.start + delta, ancestor.start);
  return out;
}

/** The boxes from moov down to the video track's first sample entry (avc1…): moov, trak, mdia, minf, stbl, stsd, entry. */
export function videoSampleEntryPath(file: Buffer): Box[] {
  const moov = findBox(file, ['moov']);
  if (!moov) throw new Error('the MP4 has no moov box');
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
  return [moov, trak, ...path, entry];
}

/** Growing moov would move any mdat after it and break its chunk offsets; an init segment has no mdat. */
function checkNoMdatAfterMoov(file: Buffer): void {
  const top = childBoxes(file);
  const moovAt = top.findIndex((b) => b.type === 'moov');
  if (top.slice(moovAt + 1).some((b) => b.type === 'mdat')) throw new Error('the MP4 has sample data after its moov (faststart), whose offsets would move');
}

const SPHERICAL_TYPES = ['st3d', 'sv3d'];

/** The file without the video sample entry's st3d and sv3d, so writing them again replaces rather than adds. */
function withoutSphericalBoxes(file: Buffer): Buffer {
  const path = videoSampleEntryPath(file);
  const entry = path.at(-1);
  const old = entry && sampleEntryChildren(file, entry).find((b) => SPHERICAL_TYPES.includes(b.type));
  return old ? withoutSphericalBoxes(spliceInside(file, path, old.start, old.end, Buffer.alloc(0))) : file;
}

/** The file with the video sample entry's st3d and sv3d (re)written for `layout`, equirectangular. */
export function withSphericalMetadata(file: Buffer, layout: StreamLayout): Buffer {
  checkNoMdatAfterMoov(file);
  const out = withoutSphericalBoxes(file);
  const path = videoSampleEntryPath(out);
  const end = path.at(-1)?.end ?? 0;
  return spliceInside(out, path, end, end, Buffer.concat([st3dBox(ST3D_MODES[layout]), sv3dBox()]));
}

/** Writes the boxes into the MP4 (an fMP4 init segment, or a file with its moov after mdat) at `path`. */
export function writeSphericalMetadata(path: string, layout: StreamLayout): void {
  writeFileSync(path, withSphericalMetadata(readFileSync(path), layout));
}
