import { describe, expect, it } from 'vitest';
import { demoPackagerArgs } from './demo-args';
import { joinArgs } from './demo-source';
import { liveClockArgs, liveHlsOutputArgs, varStreamMap } from './hls-output-args';
import { ingestFilterGraph, ingestLadder, ingestPackagerArgs, listenInputArgs } from './ingest-args';
import { parseIngestOptions } from './live-options';

const output = { dir: '/tmp/live/demo', variants: ['v0', 'v1', 'v2'], captions: ['en', 'nl'], windowSegments: 6 };
const valueOf = (args: readonly string[], flag: string) => args[args.indexOf(flag) + 1];

describe('the live HLS muxer', () => {
  it('writes each rendition and each captions language as a named variant stream', () => {
    expect(varStreamMap(output)).toBe('v:0,a:0,name:v0 v:1,a:1,name:v1 v:2,a:2,name:v2 a:3,s:0,name:subs-en a:4,s:1,name:subs-nl');
  });

  it('is a live sliding window of 2 s fMP4 segments on the wall clock, never a VOD playlist', () => {
    const args = liveHlsOutputArgs(output);
    expect(valueOf(args, '-hls_time')).toBe('2');
    expect(valueOf(args, '-hls_list_size')).toBe('6');
    expect(valueOf(args, '-hls_segment_type')).toBe('fmp4');
    expect(valueOf(args, '-hls_flags')?.split('+')).toEqual(expect.arrayContaining(['delete_segments', 'program_date_time', 'independent_segments', 'temp_file']));
    // Sequence numbers come from the packager's clock (liveClockArgs), not ffmpeg's seconds since the epoch.
    expect(args).not.toContain('-hls_start_number_source');
    expect(args).not.toContain('-hls_playlist_type');
    expect(valueOf(args, '-c:s')).toBe('webvtt');
    // Sparse captions must not hold segments back (ffmpeg's default waits up to 10 s for them).
    expect(Number(valueOf(args, '-max_interleave_delta'))).toBeLessThanOrEqual(500_000);
    expect(args.at(-1)).toBe('/tmp/live/demo/%v/index.m3u8');
  });
});

describe('the live clock', () => {
  const at = (iso: string) => Date.parse(iso);

  it('numbers segments one per 2 s of the wall clock, so a restart goes on where the clock is', () => {
    const first = liveClockArgs(at('2026-11-27T19:00:00Z'), at('2026-11-27T19:00:00Z'));
    const later = liveClockArgs(at('2026-11-27T19:00:30Z'), at('2026-11-27T19:00:00Z'));
    expect(Number(valueOf(later, '-start_number')) - Number(valueOf(first, '-start_number'))).toBe(15);
  });

  it('runs media time from the first start: 0 then, and the clock’s time since, in whole segments, after a restart', () => {
    expect(valueOf(liveClockArgs(at('2026-11-27T19:00:01Z'), at('2026-11-27T19:00:01Z')), '-output_ts_offset')).toBe('0');
    expect(valueOf(liveClockArgs(at('2026-11-27T19:00:31Z'), at('2026-11-27T19:00:01Z')), '-output_ts_offset')).toBe('30');
    expect(valueOf(liveClockArgs(at('2026-11-27T19:00:32.5Z'), at('2026-11-27T19:00:01Z')), '-output_ts_offset')).toBe('32');
    // In the fragments' own decode times, which is what players read (not an edit list).
    expect(valueOf(liveClockArgs(at('2026-11-27T19:00:32.5Z'), at('2026-11-27T19:00:01Z')), '-hls_segment_options')).toBe('movflags=+frag_discont');
  });
});

describe('live:demo', () => {
  it('joins the renditions and the captions into one source without re-encoding the picture or the sound, cut to whole loops', () => {
    const cut = { seconds: 120, video: 119.937695, audio: 120 };
    const args = joinArgs(['v0.mp4', 'v1.mp4'], [{ lang: 'en', file: 'en.vtt' }], 'demo.mp4', cut);
    // Each rendition read twice, the picture and the sound each to its own cut.
    const inputs = args.flatMap((arg, i) => (arg === '-i' ? [`${args[i - 1]} ${args[i + 1]}`] : []));
    expect(inputs).toEqual(['119.937695 v0.mp4', '120.000000 v0.mp4', '119.937695 v1.mp4', '120.000000 v1.mp4', '120.000000 en.vtt']);
    expect(args.filter((_, i) => args[i - 1] === '-map')).toEqual(['0:v:0', '1:a:0', '2:v:0', '3:a:0', '4:s:0']);
    expect(valueOf(args, '-metadata:s:s:0')).toBe('language=en');
    expect([valueOf(args, '-c:v'), valueOf(args, '-c:a'), valueOf(args, '-c:s')]).toEqual(['copy', 'copy', 'mov_text']);
    expect(args.at(-1)).toBe('demo.mp4');
  });

  it('loops the source in real time and copies it (no encoder), captions carried beside the smallest audio', () => {
    const args = demoPackagerArgs('/cache/demo.mp4', { renditions: 3, captions: 2 }, output);
    expect(args.slice(args.indexOf('-re'), args.indexOf('-i') + 2)).toEqual(['-re', '-stream_loop', '-1', '-i', '/cache/demo.mp4']);
    expect(valueOf(args, '-c:v')).toBe('copy');
    expect(valueOf(args, '-c:a')).toBe('copy');
    expect(args.join(' ')).not.toMatch(/libx264/);
    const maps = args.flatMap((arg, i) => (arg === '-map' ? [args[i + 1]] : []));
    expect(maps).toEqual(['0:v:0', '0:a:0', '0:v:1', '0:a:1', '0:v:2', '0:a:2', '0:a:2', '0:s:0', '0:a:2', '0:s:1']);
  });
});

describe('live:ingest', () => {
  const options = parseIngestOptions(['--listen', 'rtmp://127.0.0.1:1935/live', '--size', '3840x1920']);

  it('waits for one push: RTMP with -listen 1, SRT by its listener mode', () => {
    expect(listenInputArgs(options.listen)).toEqual(['-listen', '1', '-i', 'rtmp://127.0.0.1:1935/live']);
    expect(listenInputArgs({ protocol: 'srt', url: 'srt://0.0.0.0:9000?mode=listener' })).toEqual(['-i', 'srt://0.0.0.0:9000?mode=listener']);
  });

  it('re-encodes into the media pipeline’s ladder, capped at --max-height, with a keyframe every 2 s', () => {
    expect(ingestLadder(options).map((r) => `${r.width}x${r.height}`)).toEqual(['2048x1024', '1280x640', '640x320']);
    const args = ingestPackagerArgs(options, { ...output, captions: [], variants: ['v0', 'v1', 'v2'] });
    expect(valueOf(args, '-c:v')).toBe('libx264');
    expect(valueOf(args, '-g')).toBe('60');
    expect(valueOf(args, '-sc_threshold')).toBe('0');
    expect(valueOf(args, '-force_key_frames')).toBe('expr:gte(t,n_forced*2)');
    expect(valueOf(args, '-var_stream_map')).toBe('v:0,a:0,name:v0 v:1,a:1,name:v1 v:2,a:2,name:v2');
  });

  it('takes the picture and sound by type, since a push is not probed, and splits stereo per eye as the pipeline does', () => {
    const mono = ingestFilterGraph(ingestLadder(options), options);
    expect(mono).toMatch(/^\[0:v:0\]split=3/);
    expect(mono).toContain('[0:a:0]aresample=48000');
    expect(mono).not.toMatch(/\[0:\d\]/);
    const stereo = ingestFilterGraph(ingestLadder({ ...options, layout: 'top-bottom', size: '3840x3840' }), { layout: 'top-bottom', fps: 30 });
    expect(stereo).toContain('vstack=inputs=2');
  });
});
