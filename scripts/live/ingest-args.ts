import { type EncodePlan, filterGraph, SEGMENT_SECONDS } from '../media/encode-args.ts';
import { chooseLadder, type Rendition } from '../media/ladder.ts';
import { type LiveOutput, liveHlsOutputArgs } from './hls-output-args.ts';
import type { LiveLadder } from './live-master.ts';
import type { IngestOptions, ListenAddress } from './live-options.ts';

const AUDIO_KBPS = 128;

/** The pipeline's ladder for the camera's declared frame (a push is not probed before it arrives). */
export function ingestLadder(options: Pick<IngestOptions, 'size' | 'layout' | 'fps' | 'max-height'>): Rendition[] {
  const [width = 0, height = 0] = options.size.split('x').map(Number);
  return chooseLadder({ width, height, layout: options.layout, fps: options.fps, maxHeight: options['max-height'] });
}

/** The live master's description of the encoded ladder. */
export function ingestMasterLadder(ladder: readonly Rendition[], fps: number): LiveLadder {
  const variants = ladder.map((r) => ({ name: r.name, bandwidth: (r.maxrateKbps + AUDIO_KBPS) * 1000, width: r.width, height: r.height, frameRate: fps }));
  return { variants, captions: [] };
}

/** ffmpeg waits for one push: RTMP needs -listen 1; SRT listens by its URL's mode=listener. */
export function listenInputArgs(address: ListenAddress): string[] {
  return address.protocol === 'rtmp' ? ['-listen', '1', '-i', address.url] : ['-i', address.url];
}

/**
 * The media pipeline's picture and sound graph (encode-args.ts), with streams addressed by type: the
 * pipeline names the indexes ffprobe found in a file, and a push is not there to probe until it arrives.
 * The sound is resampled against the clock, as pushed audio drifts and drops.
 */
export function ingestFilterGraph(ladder: readonly Rendition[], options: Pick<IngestOptions, 'layout' | 'fps'>): string {
  const plan: EncodePlan = {
    source: '', videoIndex: 0, audioIndex: 1, duration: 0, sourceFps: options.fps, fps: options.fps,
    layout: options.layout, ladder, audioFilter: undefined, crf: 23, preset: 'veryfast', outDir: '',
  };
  return filterGraph(plan, 'aresample=48000:async=1000').replaceAll('[0:0]', '[0:v:0]').replaceAll('[0:1]', '[0:a:0]');
}

/**
 * A camera's push re-encoded into the live ladder: its own keyframes fall anywhere, so every rendition
 * gets one exactly every 2 s (as the pipeline's), in x264's veryfast preset with zero-latency tuning, which
 * two cores keep up with at the default --max-height.
 */
export function ingestPackagerArgs(options: IngestOptions, output: LiveOutput): string[] {
  const ladder = ingestLadder(options);
  const gop = String(Math.round(options.fps * SEGMENT_SECONDS));
  return [
    '-hide_banner', '-nostdin', '-loglevel', 'error',
    ...listenInputArgs(options.listen),
    '-filter_complex', ingestFilterGraph(ladder, options),
    ...ladder.flatMap((_, i) => ['-map', `[v${i}]`, '-map', `[a${i}]`]),
    '-map_metadata', '-1',
    '-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-r', String(options.fps),
    '-g', gop, '-keyint_min', gop, '-sc_threshold', '0', '-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    ...ladder.flatMap((r, i) => [`-b:v:${i}`, `${Math.round(r.maxrateKbps * 0.8)}k`, `-maxrate:v:${i}`, `${r.maxrateKbps}k`, `-bufsize:v:${i}`, `${r.bufsizeKbps}k`]),
    '-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2', '-ar', '48000',
    ...liveHlsOutputArgs(output),
  ];
}
