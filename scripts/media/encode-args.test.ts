import { describe, expect, it } from 'vitest';
import { encodeArgs, filterGraph, type EncodePlan } from './encode-args';
import { chooseLadder } from './ladder';
import { AUDIO_PREP } from './loudness';

const plan = (overrides: Partial<EncodePlan> = {}): EncodePlan => ({
  source: '/in/concert.mov',
  videoIndex: 0,
  audioIndex: 1,
  duration: 60,
  sourceFps: 29.97,
  fps: 29.97,
  layout: 'mono',
  ladder: chooseLadder({ width: 5760, height: 2880, layout: 'mono', fps: 29.97 }),
  audioFilter: 'loudnorm=I=-23',
  crf: 23,
  preset: 'medium',
  outDir: '/out',
  ...overrides,
});

const value = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

describe('encodeArgs', () => {
  it('encodes H.264 High with a keyframe every 2 s (also at 29.97 fps) and none at scene cuts, into 2 s fMP4 segments', () => {
    const args = encodeArgs(plan(), AUDIO_PREP);
    expect(value(args, '-profile:v')).toBe('high');
    expect(value(args, '-g')).toBe('60');
    expect(value(args, '-sc_threshold')).toBe('0');
    expect(value(args, '-force_key_frames')).toBe('expr:gte(t,n_forced*2)');
    expect(value(args, '-hls_time')).toBe('2');
    expect(value(args, '-hls_segment_type')).toBe('fmp4');
    expect(value(args, '-var_stream_map')).toBe('v:0,a:0 v:1,a:1 v:2,a:2 v:3,a:3');
    expect(value(args, '-map_metadata')).toBe('-1');
  });

  it('drops frames only from a source above 60 fps', () => {
    expect(filterGraph(plan(), AUDIO_PREP)).toMatch(/^\[0:0\]split=4/);
    expect(filterGraph(plan({ sourceFps: 100, fps: 50 }), AUDIO_PREP)).toMatch(/^\[0:0\]fps=50,split=4/);
    expect(value(encodeArgs(plan({ sourceFps: 100, fps: 50 }), AUDIO_PREP), '-g')).toBe('100');
  });

  it('caps each rendition’s bitrate by its own size', () => {
    const args = encodeArgs(plan(), AUDIO_PREP);
    expect(value(args, '-maxrate:v:0')).toBe('20100k');
    expect(value(args, '-maxrate:v:3')).toBe('500k');
  });

  it('generates silence of the clip’s length when the camera file has no sound', () => {
    const args = encodeArgs(plan({ audioIndex: undefined, audioFilter: undefined }), AUDIO_PREP);
    expect(args.join(' ')).toContain('-f lavfi -t 60 -i anullsrc=r=48000:cl=stereo');
    expect(filterGraph(plan({ audioIndex: undefined, audioFilter: undefined }), AUDIO_PREP)).toContain(`[1:a]${AUDIO_PREP},asplit=4`);
  });

  it('normalises the sound once, then splits it to every rendition', () => {
    expect(filterGraph(plan(), AUDIO_PREP)).toContain(`[0:1]${AUDIO_PREP},loudnorm=I=-23,asplit=4[a0][a1][a2][a3]`);
  });

  it('crops each eye before scaling a top-bottom frame, then stacks the eyes again', () => {
    const ladder = chooseLadder({ width: 1024, height: 1024, layout: 'top-bottom', fps: 25 });
    const graph = filterGraph(plan({ layout: 'top-bottom', ladder }), AUDIO_PREP).split(';');
    expect(graph).toEqual(
      expect.arrayContaining([
        '[left]crop=iw:ih/2:0:0,split=2[l0][l1]',
        '[right]crop=iw:ih/2:0:ih/2,split=2[r0][r1]',
        '[l1]scale=640:320:flags=lanczos:out_color_matrix=bt709:out_range=tv[le1]',
        '[le1][re1]vstack=inputs=2,format=yuv420p,setsar=1[v1]',
      ]),
    );
  });

  it('crops side-by-side eyes left and right and stacks them across', () => {
    const ladder = chooseLadder({ width: 4096, height: 1024, layout: 'side-by-side', fps: 25 });
    const graph = filterGraph(plan({ layout: 'side-by-side', ladder }), AUDIO_PREP);
    expect(graph).toContain('[right]crop=iw/2:ih:iw/2:0,split=3');
    expect(graph).toContain('[l0]scale=2048:1024:');
    expect(graph).toContain('[le0][re0]hstack=inputs=2');
  });
});
