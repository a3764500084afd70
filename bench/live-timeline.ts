import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMediaPlaylist } from '../xr/core/hls/m3u8/index';

/**
 * The stream's own timeline as the packager writes it: for each segment, its decode time (the video fragment's
 * `tfdt`, the media time MSE receives) and its program date-time. Read from the packager's folder while it
 * runs, so segments that slide out of the window stay known.
 *
 * Why the bench needs it: a restarted packager's media time and its program date-times do not move on by the
 * same amount (its timestamps go on from the stream's first start in whole segments, its date-times from the
 * moment the new ffmpeg started), so one anchor for the whole night reads every frame after a restart up to a
 * segment off. Each frame is read against the segment it falls in, as the player's lock does.
 */
export interface StreamTimeline {
  /** The program date-time (ms) of a decode time (s) on the stream's timeline; NaN if before every segment. */
  dateTimeAt(decodeTime: number): number;
  stop(): void;
}

interface Dated {
  decodeTime: number;
  dateTime: number;
}

const POLL_MS = 250;
const RENDITION = 'v0';

/** `box`'s first occurrence in `buffer`, read as a version 0 or 1 field `offset` bytes after its version byte. */
function field(buffer: Buffer, box: string, offsets: { v0: number; v1: number }, wide: boolean): number {
  const at = buffer.indexOf(box);
  if (at < 0) return Number.NaN;
  const version1 = buffer[at + 4] === 1;
  const place = at + 8 + (version1 ? offsets.v1 : offsets.v0);
  return version1 && wide ? Number(buffer.readBigUInt64BE(place)) : buffer.readUInt32BE(place);
}

const timescaleOf = (init: Buffer) => field(init, 'mdhd', { v0: 8, v1: 16 }, false);
const decodeTimeOf = (segment: Buffer) => field(segment, 'tfdt', { v0: 0, v1: 0 }, true);

function readRendition(folder: string, known: Map<string, Dated>): void {
  const playlist = join(folder, 'index.m3u8');
  if (!existsSync(playlist)) return;
  const segments = readMediaPlaylist(readFileSync(playlist, 'utf8')).segments;
  for (const segment of segments) {
    if (known.has(segment.uri) || segment.programDateTime === null || !segment.map) continue;
    try {
      const timescale = timescaleOf(readFileSync(join(folder, segment.map.uri)));
      const decodeTime = decodeTimeOf(readFileSync(join(folder, segment.uri))) / timescale;
      if (Number.isFinite(decodeTime)) known.set(segment.uri, { decodeTime, dateTime: segment.programDateTime });
    } catch {
      // Slid out and deleted between the playlist and the read: the next segments carry the same mapping.
    }
  }
}

/**
 * Watches the stream's folder (the packager's `dir`, through restarts) until stopped. Every rendition carries
 * the same timestamps (the packager copies one source's into all), so the first one stands for them all.
 */
export function watchStreamTimeline(dir: string): StreamTimeline {
  const known = new Map<string, Dated>();
  const poll = () => readRendition(join(dir, RENDITION), known);
  poll();
  const timer = setInterval(poll, POLL_MS);
  return {
    dateTimeAt: (decodeTime) => {
      let anchor: Dated | undefined;
      for (const segment of known.values()) if (segment.decodeTime <= decodeTime && (!anchor || segment.decodeTime > anchor.decodeTime)) anchor = segment;
      return anchor === undefined ? Number.NaN : anchor.dateTime + (decodeTime - anchor.decodeTime) * 1000;
    },
    stop: () => clearInterval(timer),
  };
}
