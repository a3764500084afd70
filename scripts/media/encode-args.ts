import { join } from 'node:path';
import type { Rendition } from './ladder';
import type { StreamLayout } from './spatial-metadata';

/** Everything the one encoding run needs to know. */
export interface EncodePlan {
  source: string;
  /** ffmpeg's stream index of the picture and of the sound (undefined: silent AAC is generated). */
  videoIndex: number;
  audioIndex: number | undefined;
  /** Seconds to encode (the whole file, or --duration). */
  duration: number;
  /** The source's frame rate and the renditions' (outputFrameRate: lower above 60 fps). */
  sourceFps: number;
  fps: number;
  layout: StreamLayout;
  ladder: readonly Rendition[];
  /** The audio filter after AUDIO_PREP (loudnorm's second pass), or undefined for none. */
  audioFilter: string | undefined;
  crf: number;
  preset: string;
  outDir: string;
}

/** HLS segment length in seconds; every segment starts on a keyframe, so renditions switch cleanly. */
export const SEGMENT_SECONDS = 2;
const AUDIO_BITRATE = '128k';

/** The filter graph: the picture scaled once per rendition (per eye for stereo), the sound split as often. */
export function filterGraph(plan: EncodePlan, audioPrep: string): string {
  const n = plan.ladder.length;
  const video = plan.layout === 'mono' ? monoGraph(plan) : stereoGraph(plan);
  const audioIn = plan.audioIndex === undefined ? '[1:a]' : `[0:${plan.audioIndex}]`;
  const audioChain = [audioPrep, plan.audioFilter].filter(Boolean).join(',');
  const audio = `${audioIn}${audioChain},asplit=${n}${labels('a', n)}`;
  return [...video, audio].join(';');
}

/** Drops frames only when the renditions play slower than the source. */
const rateFilter = (plan: EncodePlan) => (plan.fps < plan.sourceFps - 0.01 ? `fps=${plan.fps},` : '');

const labels = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `[${prefix}${i}]`).join('');

/** BT.709 limited range, as H.264 players assume; camera files in 10 bit become 8 bit (High profile). */
const SCALE_OPTIONS = 'flags=lanczos:out_color_matrix=bt709:out_range=tv';
const OUTPUT_FORMAT = 'format=yuv420p,setsar=1';

function monoGraph(plan: EncodePlan): string[] {
  const n = plan.ladder.length;
  return [
    `[0:${plan.videoIndex}]${rateFilter(plan)}split=${n}${labels('s', n)}`,
    ...plan.ladder.map((r, i) => `[s${i}]scale=${r.width}:${r.height}:${SCALE_OPTIONS},${OUTPUT_FORMAT}[v${i}]`),
  ];
}

/**
 * Each eye is cropped and scaled on its own and the two stacked again: scaling the whole frame would blend
 * the rows where the eyes meet, a visible line at one eye's nadir and the other's zenith.
 */
function stereoGraph(plan: EncodePlan): string[] {
  const n = plan.ladder.length;
  const topBottom = plan.layout === 'top-bottom';
  const [first, second] = topBottom ? ['crop=iw:ih/2:0:0', 'crop=iw:ih/2:0:ih/2'] : ['crop=iw/2:ih:0:0', 'crop=iw/2:ih:iw/2:0'];
  const stack = topBottom ? 'vstack' : 'hstack';
  return [
    `[0:${plan.videoIndex}]${rateFilter(plan)}split=2[left][right]`,
    `[left]${first},split=${n}${labels('l', n)}`,
    `[right]${second},split=${n}${labels('r', n)}`,
    ...plan.ladder.flatMap((r, i) => {
      const eye = topBottom ? `${r.width}:${r.height / 2}` : `${r.width / 2}:${r.height}`;
      return [
        `[l${i}]scale=${eye}:${SCALE_OPTIONS}[le${i}]`,
        `[r${i}]scale=${eye}:${SCALE_OPTIONS}[re${i}]`,
        `[le${i}][re${i}]${stack}=inputs=2,${OUTPUT_FORMAT}[v${i}]`,
      ];
    }),
  ];
}

/** The ffmpeg arguments of the encoding run (progress on stdout). */
export function encodeArgs(plan: EncodePlan, audioPrep: string): string[] {
  const n = plan.ladder.length;
  const gop = String(Math.max(1, Math.round(plan.fps * SEGMENT_SECONDS)));
  const silence = plan.audioIndex === undefined ? ['-f', 'lavfi', '-t', String(plan.duration), '-i', 'anullsrc=r=48000:cl=stereo'] : [];
  return [
    '-hide_banner', '-nostats', '-loglevel', 'error', '-progress', 'pipe:1', '-y',
    '-t', String(plan.duration), '-i', plan.source, ...silence,
    '-filter_complex', filterGraph(plan, audioPrep),
    ...Array.from({ length: n }, (_, i) => ['-map', `[v${i}]`]).flat(),
    ...Array.from({ length: n }, (_, i) => ['-map', `[a${i}]`]).flat(),
    // Camera files carry GPS positions and serial numbers in their metadata: none of it goes on the web.
    '-map_metadata', '-1', '-map_chapters', '-1',
    '-c:v', 'libx264', '-preset', plan.preset, '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-crf', String(plan.crf),
    // A keyframe exactly every 2 s in every rendition (also at 29.97 fps), none at scene cuts: aligned segments.
    '-g', gop, '-keyint_min', gop, '-sc_threshold', '0', '-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    ...plan.ladder.flatMap((r, i) => [`-maxrate:v:${i}`, `${r.maxrateKbps}k`, `-bufsize:v:${i}`, `${r.bufsizeKbps}k`]),
    '-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv',
    '-c:a', 'aac', '-b:a', AUDIO_BITRATE, '-ac', '2', '-ar', '48000',
    '-max_muxing_queue_size', '4096',
    '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod', '-hls_segment_type', 'fmp4',
    '-hls_flags', 'independent_segments', '-hls_fmp4_init_filename', 'init.mp4',
    '-hls_segment_filename', join(plan.outDir, 'v%v', 'seg_%03d.m4s'),
    '-master_pl_name', 'master.m3u8',
    '-var_stream_map', Array.from({ length: n }, (_, i) => `v:${i},a:${i}`).join(' '),
    join(plan.outDir, 'v%v', 'index.m3u8'),
  ];
}
