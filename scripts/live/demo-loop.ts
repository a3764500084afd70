import { SEGMENT_SECONDS } from '../media/encode-args.ts';
import { runTool } from '../media/tools.ts';

/**
 * Where the looping demo is cut, so that ffmpeg's `-stream_loop` joins its end to its start seamlessly.
 *
 * The bundled demo is 125.17 s of picture and 125.03 s of sound. Looped as it was, every 125 s the live stream
 * got one 3.17 s segment and a 0.13 s hole in its sound: players stalled at the hole, and the program
 * date-times read against hls.js's fragments put the headsets of a room 1.2 s off the clock for ten seconds
 * (bench:live, group drift 155 ms p95). Cut where both end together, on a segment boundary, each loop is
 * whole segments and the timeline runs on without a seam.
 */
export interface LoopCut {
  /** The loop's length: whole segments, and whole audio frames (s). */
  seconds: number;
  /** Read the picture until this decode time (s): every frame shown before the loop's end, none after. */
  video: number;
  /** Read the sound until this time (s). */
  audio: number;
}

/** An AAC frame holds 1024 samples: the sound can only end on a multiple of it. */
const AAC_FRAME_SAMPLES = 1024;

/** The longest loop, at most `available` seconds, of whole segments that also ends on an audio frame. */
export function loopSeconds(available: number, sampleRate: number, segment = SEGMENT_SECONDS): number {
  for (let segments = Math.floor(available / segment); segments > 0; segments--) {
    const frames = (segments * segment * sampleRate) / AAC_FRAME_SAMPLES;
    if (Number.isInteger(frames)) return segments * segment;
  }
  throw new Error(`The demo is too short to loop: ${available} s at ${sampleRate} Hz`);
}

export interface VideoPacket {
  pts: number;
  dts: number;
  key: boolean;
}

/**
 * The decode time to stop reading the picture at: just before the keyframe that opens the next loop. Frames
 * are read in decode order, and with B-frames the last ones shown come after that keyframe's decode time, so
 * the cut goes between its decode time and the one before (a cut at the loop's length kept that keyframe).
 */
export function videoCut(packets: readonly VideoPacket[], seconds: number): number {
  const byDecode = [...packets].sort((a, b) => a.dts - b.dts);
  const first = Math.min(...packets.map((p) => p.pts));
  const next = byDecode.findIndex((p) => p.key && p.pts >= first + seconds - 1e-3);
  const before = byDecode[next - 1];
  const keyframe = byDecode[next];
  return keyframe && before ? (keyframe.dts + before.dts) / 2 : seconds;
}

/** ffprobe's CSV packet lines (`pts,dts,flags`) as packets. */
export function readPackets(csv: string): VideoPacket[] {
  return csv
    .split('\n')
    .map((line) => line.trim().split(','))
    .filter((fields) => fields.length >= 3 && fields[0] !== 'N/A' && fields[1] !== 'N/A')
    .map(([pts, dts, flags]) => ({ pts: Number(pts), dts: Number(dts), key: (flags ?? '').startsWith('K') }));
}

interface Probed {
  format: { start_time?: string };
  streams: { codec_type: string; duration?: string; sample_rate?: string; start_time?: string }[];
}

/**
 * Where to cut one rendition's joined file (its picture and its sound), read with ffprobe. ffmpeg counts an
 * input's `-t` from the file's start time (its earliest stream's), not from zero, so the cuts are too.
 */
export async function probeLoopCut(file: string): Promise<LoopCut> {
  const probed = JSON.parse((await runTool('ffprobe', ['-v', 'error', '-show_entries', 'format=start_time:stream=codec_type,duration,sample_rate,start_time', '-of', 'json', file])).stdout) as Probed;
  const start = Number(probed.format.start_time ?? 0);
  const audio = probed.streams.find((s) => s.codec_type === 'audio');
  const shortest = Math.min(...probed.streams.map((s) => Number(s.duration)).filter(Number.isFinite));
  const seconds = loopSeconds(shortest, Number(audio?.sample_rate ?? 48_000));
  const packets = readPackets((await runTool('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts_time,dts_time,flags', '-of', 'csv=p=0', file])).stdout);
  return { seconds, video: videoCut(packets, seconds) - start, audio: Number(audio?.start_time ?? start) - start + seconds };
}
