import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Short equirectangular camera files made with ffmpeg at test time (nothing binary in the repository).
 * Small and few frames, so the whole ingest test stays within a minute on a busy 2-core machine.
 */
const ffmpeg = (args: readonly string[]) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);

export const CLIP_SECONDS = 4;
// 10 fps: a 2 s GOP is 20 frames, as real footage has 60; fewer frames keep the test fast.
const FPS = 10;

/**
 * 1024×512 mono with a 440 Hz tone far louder than EBU R128 (about −9 LUFS), and a German mov_text subtitle
 * stream, as a camera app's export might carry.
 */
export function makeMonoClip(dir: string): string {
  const srt = join(dir, 'camera-subs.srt');
  writeFileSync(srt, '1\n00:00:00,500 --> 00:00:03,000\nEin Ton erklingt.\n');
  const out = join(dir, 'mono.mp4');
  ffmpeg([
    '-f', 'lavfi', '-i', `testsrc2=s=1024x512:r=${FPS}:d=${CLIP_SECONDS}`,
    '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${CLIP_SECONDS},volume=14dB`,
    '-i', srt,
    '-map', '0:v', '-map', '1:a', '-map', '2:s',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', '-c:s', 'mov_text',
    '-metadata:s:s:0', 'language=ger', out,
  ]);
  return out;
}

/**
 * 1024×1024 top-bottom stereo without sound: the left eye (top) red, the right eye (bottom) blue, so a
 * poster of the wrong eye or eyes blended where they meet are visible in a pixel's colour.
 */
export function makeStereoClip(dir: string, name = 'stereo.mp4'): string {
  const out = join(dir, name);
  const eye = (colour: string) => `color=c=${colour}:s=1024x512:r=${FPS}:d=${CLIP_SECONDS}`;
  ffmpeg([
    '-f', 'lavfi', '-i', eye('red'), '-f', 'lavfi', '-i', eye('blue'),
    '-filter_complex', '[0][1]vstack=inputs=2,format=yuv420p[v]', '-map', '[v]',
    '-c:v', 'libx264', '-preset', 'ultrafast', out,
  ]);
  return out;
}

/** H.265 in 10 bit in a MOV, as recent 360° cameras record: 512×256, 2 s. */
export function makeHevcClip(dir: string): string {
  const out = join(dir, 'hevc-10bit.mov');
  ffmpeg([
    '-f', 'lavfi', '-i', `testsrc2=s=512x256:r=${FPS}:d=2`, '-f', 'lavfi', '-i', 'sine=frequency=220:duration=2',
    '-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error', '-pix_fmt', 'yuv420p10le', '-tag:v', 'hvc1',
    '-c:a', 'pcm_s16le', out,
  ]);
  return out;
}

/** One second of sound only: a file the pipeline must refuse. */
export function makeAudioOnly(dir: string): string {
  const out = join(dir, 'audio-only.m4a');
  ffmpeg(['-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'aac', out]);
  return out;
}

/** A tiny MPEG-4 Part 2 video: a codec the pipeline does not take. */
export function makeMpeg4Clip(dir: string): string {
  const out = join(dir, 'mpeg4.mp4');
  ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=s=256x128:r=5:d=1', '-c:v', 'mpeg4', out]);
  return out;
}

/** The average colour of an image (or a video's first frame) as [r, g, b]. */
export function averageColour(path: string, crop?: string): number[] {
  const filter = `format=rgb24${crop ? `,${crop}` : ''},scale=1:1:flags=area`; // RGB first: 4:2:0 cannot crop one row
  const raw = execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', path, '-frames:v', '1', '-vf', filter, '-f', 'rawvideo', '-']);
  return [...raw.subarray(0, 3)];
}

/** Width and height of an image's or a playlist's video, and its H.264 profile. */
export function videoOf(path: string): { width: number; height: number; profile: string } {
  const out = execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height,profile', '-of', 'json', path], { encoding: 'utf8' });
  const stream = (JSON.parse(out) as { streams: Array<{ width: number; height: number; profile?: string }> }).streams[0];
  if (!stream) throw new Error(`${path} has no video stream`);
  return { width: stream.width, height: stream.height, profile: stream.profile ?? '' };
}

/** The first audio stream's codec, sample rate and channels. */
export function audioOf(path: string): { codec: string; sampleRate: number; channels: number } | undefined {
  const out = execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'a:0', '-show_entries', 'stream=codec_name,sample_rate,channels', '-of', 'json', path], { encoding: 'utf8' });
  const stream = (JSON.parse(out) as { streams: Array<{ codec_name: string; sample_rate: string; channels: number }> }).streams[0];
  return stream && { codec: stream.codec_name, sampleRate: Number(stream.sample_rate), channels: stream.channels };
}

/** Integrated loudness and true peak by ffmpeg's ebur128, read here independently of the pipeline's parser. */
export function ebur128(path: string): { integrated: number; truePeak: number } {
  const { stderr } = spawnSync('ffmpeg', ['-hide_banner', '-nostats', '-i', path, '-map', '0:a:0', '-af', 'ebur128=peak=true:framelog=verbose', '-f', 'null', '-'], { encoding: 'utf8' });
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  return { integrated: Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]), truePeak: Number(/Peak:\s+(-?[\d.]+) dBFS/.exec(summary)?.[1]) };
}

/**
 * The first two thirds of a 2 s faststart MP4, as an interrupted copy leaves it: the moov (at the front) still
 * says 2 s, but the samples stop part-way.
 */
export function makeTruncatedClip(dir: string): string {
  const whole = join(dir, 'whole-faststart.mp4');
  ffmpeg([
    '-f', 'lavfi', '-i', `testsrc2=s=512x256:r=${FPS}:d=2`, '-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000:duration=2',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart', whole,
  ]);
  const bytes = readFileSync(whole);
  const out = join(dir, 'truncated.mp4');
  writeFileSync(out, bytes.subarray(0, Math.floor((bytes.length * 2) / 3)));
  return out;
}

/** A 1×1 picture (4:4:4, since 4:2:0 needs even sizes): a square frame the layout guess takes as top-bottom. */
export function makeTinyClip(dir: string): string {
  const out = join(dir, 'tiny.mp4');
  ffmpeg(['-f', 'lavfi', '-i', `color=c=red:s=16x16:r=${FPS}:d=1`, '-vf', 'scale=1:1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv444p', out]);
  return out;
}

/** One fMP4 HLS rendition as the pipeline's ffmpeg run writes it (H.264 + AAC, 2 s segments): its folder. */
export function makeFmp4Rendition(dir: string): { init: string; segments: string[] } {
  const out = join(dir, 'fmp4');
  mkdirSync(out, { recursive: true });
  ffmpeg([
    '-f', 'lavfi', '-i', `testsrc2=s=512x256:r=${FPS}:d=4`, '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=4',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', String(2 * FPS), '-c:a', 'aac',
    '-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod', '-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4',
    '-hls_segment_filename', join(out, 'seg_%03d.m4s'), join(out, 'index.m3u8'),
  ]);
  return { init: join(out, 'init.mp4'), segments: [join(out, 'seg_000.m4s'), join(out, 'seg_001.m4s')] };
}

/** ffprobe's side data of the first video stream (its reading of st3d and sv3d), as `type: fields` objects. */
export function videoSideData(path: string): Array<Record<string, string | number>> {
  const out = execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream_side_data', '-of', 'json', path], { encoding: 'utf8' });
  const streams = (JSON.parse(out) as { streams: Array<{ side_data_list?: Array<Record<string, string | number>> }> }).streams;
  return streams[0]?.side_data_list ?? [];
}
