/**
 * Writes Google's Spherical Video V2 metadata into an MP4, as a 360° camera does: an `st3d` (stereo mode)
 * and an `sv3d` box (equirectangular projection) in the video track's sample entry. ffmpeg 5.1 reads these
 * boxes but cannot write them, so the demo's master file gets them here.
 *
 *   npx jiti scripts/demo/spherical.ts <file.mp4> [mono|top-bottom|side-by-side]
 *
 * Only for files whose `moov` comes after `mdat` (ffmpeg without +faststart): growing the moov then moves
 * no sample, so no chunk offset needs fixing. The file is rewritten in place.
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface Box {
  type: string;
  start: number;
  end: number;
}

function* children(file: Buffer, start: number, end: number): Generator<Box> {
  for (let at = start; at + 8 <= end; ) {
    const size = file.readUInt32BE(at);
    if (size < 8) throw new Error(`unsupported box size ${size} at ${at} (64-bit sizes are not handled)`);
    yield { type: file.toString('latin1', at + 4, at + 8), start: at, end: at + size };
    at += size;
  }
}

const child = (file: Buffer, parent: Box, type: string, offset = 8) => [...children(file, parent.start + offset, parent.end)].find((box) => box.type === type);

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

const u32 = (...values: number[]) => {
  const b = Buffer.alloc(4 * values.length);
  values.forEach((v, i) => b.writeUInt32BE(v >>> 0, 4 * i));
  return b;
};

const STEREO_MODE = { mono: 0, 'top-bottom': 1, 'side-by-side': 2 } as const;
export type Layout = keyof typeof STEREO_MODE;

/** The two boxes (Spherical Video V2 RFC): full boxes with version 0 and flags 0 (the leading u32 0). */
export function sphericalBoxes(layout: Layout): Buffer {
  const st3d = box('st3d', u32(0), Buffer.from([STEREO_MODE[layout]]));
  const svhd = box('svhd', u32(0), Buffer.from('Tutti demo renderer\0', 'utf8'));
  const prhd = box('prhd', u32(0, 0, 0, 0)); // yaw, pitch, roll: 0 (the frame's centre is the front)
  const equi = box('equi', u32(0, 0, 0, 0, 0)); // no cropping: the whole sphere
  return Buffer.concat([st3d, box('sv3d', svhd, box('proj', prhd, equi))]);
}

/** The file with the boxes added to the video sample entry; throws if it already has them. */
export function withSphericalMetadata(file: Buffer, layout: Layout): Buffer {
  const top = [...children(file, 0, file.length)];
  const moov = top.find((b) => b.type === 'moov');
  const mdat = top.find((b) => b.type === 'mdat');
  if (!moov || !mdat || moov.start < mdat.start) throw new Error('expected a moov after the mdat (write the MP4 without +faststart)');
  for (const trak of children(file, moov.start + 8, moov.end)) {
    if (trak.type !== 'trak') continue;
    const mdia = child(file, trak, 'mdia');
    const hdlr = mdia && child(file, mdia, 'hdlr');
    if (!hdlr || file.toString('latin1', hdlr.start + 16, hdlr.start + 20) !== 'vide') continue;
    const minf = child(file, mdia, 'minf');
    const stbl = minf && child(file, minf, 'stbl');
    const stsd = stbl && child(file, stbl, 'stsd');
    // stsd: a full box and an entry count before its entries; a visual sample entry has 78 bytes of fields.
    const entry = stsd && [...children(file, stsd.start + 16, stsd.end)][0];
    if (!entry) throw new Error('the video track has no sample entry');
    if (child(file, entry, 'sv3d', 86) || child(file, entry, 'st3d', 86)) throw new Error('the file already has spherical metadata');
    const added = sphericalBoxes(layout);
    const out = Buffer.concat([file.subarray(0, entry.end), added, file.subarray(entry.end)]);
    for (const parent of [moov, trak, mdia, minf, stbl, stsd, entry]) out.writeUInt32BE(out.readUInt32BE(parent.start) + added.length, parent.start);
    return out;
  }
  throw new Error('no video track');
}

function main([path, layout = 'mono']: string[]) {
  if (!path || !(layout in STEREO_MODE)) throw new Error('usage: spherical.ts <file.mp4> [mono|top-bottom|side-by-side]');
  writeFileSync(path, withSphericalMetadata(readFileSync(path), layout as Layout));
}

if (process.argv[1]?.endsWith('spherical.ts')) main(process.argv.slice(2));
