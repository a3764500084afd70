import { join } from 'node:path';
import { SEGMENT_SECONDS } from '../media/encode-args.ts';

/** What the live HLS muxer writes: the picture renditions (v0/ …) and the captions languages. */
export interface LiveOutput {
  dir: string;
  /** Folder names of the picture renditions, largest first; their streams come first, video then audio each. */
  variants: readonly string[];
  /** Captions languages; each is carried by one more audio stream and one subtitle stream, after the variants. */
  captions: readonly string[];
  /** Segments a playlist keeps: the rewind window a viewer gets (6 × 2 s, as Apple's live examples). */
  windowSegments: number;
}

export const WINDOW_SEGMENTS = 6;

/**
 * ffmpeg 5.1's HLS muxer in fMP4 mode refuses a variant of subtitles alone ('No streams to mux'), and a
 * variant holds one subtitle stream: so each language rides on a variant of its own beside a copy of the
 * smallest audio (a few KB/s). Our master playlist (live-master.ts) names only its WebVTT playlist.
 */
export function varStreamMap(output: Pick<LiveOutput, 'variants' | 'captions'>): string {
  const n = output.variants.length;
  const pictures = output.variants.map((name, i) => `v:${i},a:${i},name:${name}`);
  const captions = output.captions.map((lang, k) => `a:${n + k},s:${k},name:subs-${lang}`);
  return [...pictures, ...captions].join(' ');
}

/** The sequence number of the segment starting at `ms` on the wall clock: one per segment duration since the epoch. */
export const liveSequenceAt = (ms: number) => Math.floor(ms / 1000 / SEGMENT_SECONDS);

/**
 * Sequence numbers and media time from the clock, so a restarted packager goes on where the clock is instead
 * of at 0 again (a player would take that for old segments). One number per segment duration: hls.js places a
 * playlist that no longer overlaps the last one a target duration per number further on (ffmpeg's
 * `hls_start_number_source epoch` counts seconds, and put a restart twice as far as it was). Media time runs
 * from the stream's first start (`origin`), so the player reads one timeline with a hole where the gap was;
 * `frag_discont` writes that time into each fragment's decode time (`tfdt`), where ffmpeg would otherwise start
 * at 0 and put the offset in an edit list, which hls.js and MSE do not read. Output options: before the output.
 */
export function liveClockArgs(now: number, origin: number): string[] {
  const start = liveSequenceAt(now);
  return [
    '-start_number', String(start),
    '-output_ts_offset', String((start - liveSequenceAt(origin)) * SEGMENT_SECONDS),
    '-hls_segment_options', 'movflags=+frag_discont',
  ];
}

/**
 * The live muxer: a sliding window of 2 s fMP4 segments with the wall clock in EXT-X-PROGRAM-DATE-TIME,
 * segments that slid out deleted, playlists and segments written under a temporary name and renamed (the
 * server never hands out half a file). The packager adds the clock's sequence numbers (liveClockArgs).
 */
export function liveHlsOutputArgs(output: LiveOutput): string[] {
  return [
    ...(output.captions.length ? ['-c:s', 'webvtt'] : []),
    // Captions are sparse (a cue every few seconds): by default ffmpeg holds every stream's packets up to 10 s
    // waiting for one of theirs, and segments came out in bursts 1 to 6 s late (bench:live), more than any
    // player can absorb at a 5 s latency. 0.2 s: each segment is published within a fraction of a second of its end.
    '-max_interleave_delta', '200000',
    '-f', 'hls',
    '-hls_time', String(SEGMENT_SECONDS),
    '-hls_list_size', String(output.windowSegments),
    '-hls_segment_type', 'fmp4',
    '-hls_flags', 'delete_segments+program_date_time+independent_segments+temp_file',
    '-hls_fmp4_init_filename', 'init.mp4',
    '-hls_segment_filename', join(output.dir, '%v', 'seg_%d.m4s'),
    '-var_stream_map', varStreamMap(output),
    join(output.dir, '%v', 'index.m3u8'),
  ];
}
