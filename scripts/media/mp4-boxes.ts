import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/**
 * A minimal ISO BMFF (MP4/MOV) box reader: just enough to find the boxes ffprobe does not report, such as
 * the Spherical Video V1 XMP. Offsets are into the buffer given; nothing is copied.
 */
export interface Box {
  type: string;
  /** Offset of the box's first byte (its size field). */
  start: number;
  /** Offset of the first byte after the header (where children or payload begin). */
  body: number;
  /** Offset one past the box's last byte. */
  end: number;
}

/** The boxes laid one after another in `buffer[start, end)`; stops at the first malformed one. */
export function childBoxes(buffer: Buffer, start = 0, end = buffer.length): Box[] {
  const boxes: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    const header = boxHeader(buffer, at, end);
    if (!header) break;
    boxes.push(header);
    at = header.end;
  }
  return boxes;
}

function boxHeader(buffer: Buffer, at: number, limit: number): Box | undefined {
  const size32 = buffer.readUInt32BE(at);
  const type = buffer.toString('latin1', at + 4, at + 8);
  let body = at + 8;
  let size = size32;
  if (size32 === 1) {
    // A 64-bit size follows the type: boxes over 4 GiB (the mdat of a long 5.7K recording).
    if (at + 16 > limit) return undefined;
    size = Number(buffer.readBigUInt64BE(at + 8));
    body = at + 16;
  } else if (size32 === 0) size = limit - at; // "to the end of the file"
  const end = at + size;
  if (size < body - at || end > limit) return undefined;
  return { type, start: at, body, end };
}

/** The first box of each type along `path`, children of `parent` (or top level); undefined if any is missing. */
export function findBox(buffer: Buffer, path: readonly string[], parent?: Box): Box | undefined {
  let current = parent;
  for (const type of path) {
    current = childBoxes(buffer, current?.body ?? 0, current?.end ?? buffer.length).find((box) => box.type === type);
    if (!current) return undefined;
  }
  return current;
}

/** All children of one type. */
export function findAll(buffer: Buffer, type: string, parent?: Box): Box[] {
  return childBoxes(buffer, parent?.body ?? 0, parent?.end ?? buffer.length).filter((box) => box.type === type);
}

/** Header size of a full box (version + flags), which precedes the payload of st3d, prhd, equi, svhd... */
export const FULL_BOX_HEADER = 4;

/**
 * A VisualSampleEntry (avc1, hvc1, hev1...) has 78 bytes of fixed fields after its 8-byte header before its
 * child boxes (avcC, st3d, sv3d...): ISO/IEC 14496-12 §12.1.3.
 */
export const VISUAL_SAMPLE_ENTRY_FIELDS = 78;

/** The sample entries inside an stsd box (a full box with a 32-bit entry count before them). */
export function sampleEntries(buffer: Buffer, stsd: Box): Box[] {
  return childBoxes(buffer, stsd.body + FULL_BOX_HEADER + 4, stsd.end);
}

/** Children of a visual sample entry. */
export function sampleEntryChildren(buffer: Buffer, entry: Box): Box[] {
  return childBoxes(buffer, entry.body + VISUAL_SAMPLE_ENTRY_FIELDS, entry.end);
}

/** Moov of a large file can be at the end (after gigabytes of mdat): walk top-level headers, read only moov. */
const MAX_MOOV_BYTES = 256 * 1024 * 1024;

/** The top-level moov box of a file, read into memory (with its header), or undefined if there is none. */
export function readMoov(path: string): Buffer | undefined {
  const fd = openSync(path, 'r');
  try {
    const fileSize = fstatSync(fd).size;
    const header = Buffer.alloc(16);
    let at = 0;
    while (at + 8 <= fileSize) {
      const got = readSync(fd, header, 0, 16, at);
      const box = topLevelHeader(header, got, fileSize - at);
      if (!box) return undefined;
      const size = box.end;
      if (box.type === 'moov') return size <= MAX_MOOV_BYTES ? readAt(fd, at, size) : undefined;
      at += size;
    }
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** A top-level box's type and size from its first (up to) 16 bytes, offsets relative to the box. */
function topLevelHeader(header: Buffer, got: number, remaining: number): Box | undefined {
  if (got < 8) return undefined;
  const size32 = header.readUInt32BE(0);
  const type = header.toString('latin1', 4, 8);
  const size = size32 === 1 && got >= 16 ? Number(header.readBigUInt64BE(8)) : size32 === 0 ? remaining : size32;
  if (size < 8 || size > remaining) return undefined;
  return { type, start: 0, body: size32 === 1 ? 16 : 8, end: size };
}

function readAt(fd: number, position: number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  readSync(fd, buffer, 0, length, position);
  return buffer;
}
