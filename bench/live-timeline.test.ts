import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchStreamTimeline } from './live-timeline';

const TIMESCALE = 90_000;
const START = Date.parse('2026-11-27T19:00:00.000Z');

/** An init segment's media header: version 0, its timescale where ISO/IEC 14496-12 puts it. */
function init(): Buffer {
  const box = Buffer.alloc(32);
  box.writeUInt32BE(32, 0);
  box.write('mdhd', 4, 'latin1');
  box.writeUInt32BE(TIMESCALE, 20);
  return box;
}

/** A media segment's first track fragment decode time (version 1, 64 bits). */
function segment(decodeSeconds: number): Buffer {
  const box = Buffer.alloc(20);
  box.writeUInt32BE(20, 0);
  box.write('tfdt', 4, 'latin1');
  box[8] = 1;
  box.writeBigUInt64BE(BigInt(Math.round(decodeSeconds * TIMESCALE)), 12);
  return box;
}

/** Writes rendition v0 as the packager does: segments `sequences`, each 2 s, dated from `dateOf`, decoded from `decodeOf`. */
function write(dir: string, sequences: number[], dateOf: (n: number) => number, decodeOf: (n: number) => number) {
  const folder = join(dir, 'v0');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'init_0.mp4'), init());
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-TARGETDURATION:2', `#EXT-X-MEDIA-SEQUENCE:${sequences[0]}`, '#EXT-X-MAP:URI="init_0.mp4"'];
  for (const n of sequences) {
    writeFileSync(join(folder, `seg_${n}.m4s`), segment(decodeOf(n)));
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(dateOf(n)).toISOString()}`, '#EXTINF:2.000000,', `seg_${n}.m4s`);
  }
  writeFileSync(join(folder, 'index.m3u8'), `${lines.join('\n')}\n`);
}

describe('the live stream timeline bench:live reads frames against', () => {
  let dir: string;
  beforeEach(() => {
    vi.useFakeTimers();
    dir = mkdtempSync(join(tmpdir(), 'live-timeline-'));
  });
  afterEach(() => {
    vi.useRealTimers();
    rmSync(dir, { recursive: true, force: true });
  });

  it('dates each decode time by its own segment, across a restart that moved the date-times more than the media time', () => {
    // The first run: decode time 0 at 19:00:00.160 (ffmpeg started 160 ms after the clock's segment).
    write(dir, [0, 1, 2], (n) => START + 160 + n * 2000, (n) => n * 2);
    const timeline = watchStreamTimeline(dir);
    // Killed, and back 10 s later: decode times go on by whole segments (from 20 s), date-times from the new
    // ffmpeg's start, 1.33 s further on than the segments' count says; the first window has slid out.
    rmSync(join(dir, 'v0'), { recursive: true });
    write(dir, [10, 11], (n) => START + 160 + 1330 + n * 2000, (n) => n * 2);
    vi.advanceTimersByTime(300);

    expect(timeline.dateTimeAt(3)).toBeCloseTo(START + 160 + 3000, 3);
    // One anchor for the night (the first date-time plus the decode time) would read 19:00:21.160: 1.33 s early.
    expect(timeline.dateTimeAt(21)).toBeCloseTo(START + 160 + 1330 + 21_000, 3);
    expect(timeline.dateTimeAt(-1)).toBeNaN();
    timeline.stop();
  });
});
