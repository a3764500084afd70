/**
 * Just enough of fragmented MP4 (ISO/IEC 14496-12) to play a stream's segments again later on its timeline:
 * each track fragment's decode time (`tfdt`) moved on by a whole number of passes, so a loop of the same
 * files reads to hls.js as one continuous concert, with no discontinuity to resynchronise on.
 */
interface Box {
  type: string;
  start: number;
  end: number;
}

function* children(buffer: Buffer, start: number, end: number): Generator<Box> {
  for (let at = start; at + 8 <= end; ) {
    const size = buffer.readUInt32BE(at);
    if (size < 8) return;
    yield { type: buffer.toString('latin1', at + 4, at + 8), start: at, end: at + size };
    at += size;
  }
}

/** Every track fragment in a media segment: its track, where its decode time is written, and its length. */
function fragments(segment: Buffer): { track: number; tfdt: number; duration: number }[] {
  const found: { track: number; tfdt: number; duration: number }[] = [];
  for (const moof of children(segment, 0, segment.length)) {
    if (moof.type !== 'moof') continue;
    for (const traf of children(segment, moof.start + 8, moof.end)) {
      if (traf.type !== 'traf') continue;
      let track = 0;
      let defaultDuration = 0;
      let tfdt = -1;
      let duration = 0;
      for (const box of children(segment, traf.start + 8, traf.end)) {
        const flags = segment.readUIntBE(box.start + 9, 3);
        if (box.type === 'tfhd') {
          track = segment.readUInt32BE(box.start + 12);
          const at = box.start + 16 + (flags & 0x01 ? 8 : 0) + (flags & 0x02 ? 4 : 0);
          if (flags & 0x08) defaultDuration = segment.readUInt32BE(at);
        } else if (box.type === 'tfdt') tfdt = box.start;
        else if (box.type === 'trun') duration += runDuration(segment, box.start, flags, defaultDuration);
      }
      if (tfdt >= 0) found.push({ track, tfdt, duration });
    }
  }
  return found;
}

function runDuration(segment: Buffer, start: number, flags: number, defaultDuration: number): number {
  const count = segment.readUInt32BE(start + 12);
  if (!(flags & 0x100)) return count * defaultDuration;
  const fieldsPerSample = [0x100, 0x200, 0x400, 0x800].filter((flag) => flags & flag).length;
  let at = start + 16 + (flags & 0x01 ? 4 : 0) + (flags & 0x04 ? 4 : 0);
  let total = 0;
  for (let i = 0; i < count; i++, at += fieldsPerSample * 4) total += segment.readUInt32BE(at);
  return total;
}

const decodeTime = (segment: Buffer, tfdt: number) => (segment[tfdt + 8] === 1 ? segment.readBigUInt64BE(tfdt + 12) : BigInt(segment.readUInt32BE(tfdt + 12)));

/** How long one pass of these segments lasts in each track's own timescale: first decode time to last end. */
export function passLengths(segments: readonly Buffer[]): Map<number, bigint> {
  const first = segments[0];
  const last = segments[segments.length - 1];
  if (!first || !last) throw new Error('no segments');
  const lengths = new Map<number, bigint>();
  const starts = new Map(fragments(first).map((f) => [f.track, decodeTime(first, f.tfdt)]));
  for (const f of fragments(last)) lengths.set(f.track, decodeTime(last, f.tfdt) + BigInt(f.duration) - (starts.get(f.track) ?? 0n));
  return lengths;
}

/** A copy of `segment` placed `passes` passes later: every track's decode time moved on by its pass length. */
export function laterPass(segment: Buffer, passes: number, lengths: ReadonlyMap<number, bigint>): Buffer {
  const copy = Buffer.from(segment);
  for (const { track, tfdt } of fragments(copy)) {
    const moved = decodeTime(copy, tfdt) + BigInt(passes) * (lengths.get(track) ?? 0n);
    if (copy[tfdt + 8] !== 1) throw new Error('a version 0 tfdt cannot hold a later decode time');
    copy.writeBigUInt64BE(moved, tfdt + 12);
  }
  return copy;
}
