import { z } from 'zod';
import { IngestError } from './errors';
import { runTool } from './tools';

/**
 * EBU R128: programmes are normalised to −23 LUFS integrated with true peaks at or below −1 dBTP, so one
 * concert is not louder than the next and the volume a carer set once stays comfortable.
 */
export const EBU_R128_TARGET = -23;
/** −1.5 rather than −1: the AAC encoder can add a few tenths of a dB to the peaks loudnorm left. */
export const TRUE_PEAK_TARGET = -1.5;

export interface LoudnessTarget {
  integrated: number;
  truePeak: number;
}

/** loudnorm's first-pass measurement (its JSON prints every number as a string; silence reads "-inf"). */
const loudnormSchema = z.object({
  input_i: z.string(),
  input_tp: z.string(),
  input_lra: z.string(),
  input_thresh: z.string(),
  target_offset: z.string(),
});

export interface LoudnormMeasurement {
  integrated: number;
  truePeak: number;
  range: number;
  threshold: number;
  offset: number;
}

/** The JSON block loudnorm prints last on stderr with `print_format=json`. */
export function parseLoudnormJson(stderr: string): LoudnormMeasurement {
  const json = /\{[^{}]*"input_i"[^{}]*\}/.exec(stderr)?.[0];
  if (!json) throw new IngestError('ffmpeg’s loudnorm printed no measurement; the audio stream may be damaged.');
  const values = loudnormSchema.parse(JSON.parse(json));
  return {
    integrated: Number(values.input_i),
    truePeak: Number(values.input_tp),
    range: Number(values.input_lra),
    threshold: Number(values.input_thresh),
    offset: Number(values.target_offset),
  };
}

/**
 * loudnorm only keeps music's dynamics (linear mode, one gain for the whole file) when the target range is
 * at least the measured one; a concert's range is often 10–20 LU. Its LRA option accepts 1–20.
 */
const targetRange = (measured: number) => Math.min(20, Math.max(7, Math.ceil(measured)));

/**
 * The second pass: one gain from the measurement (linear), with loudnorm's true-peak limiter only where a
 * quiet recording's peaks would otherwise go over. loudnorm resamples to 192 kHz; back to AAC's 48 kHz.
 */
export function loudnormFilter(target: LoudnessTarget, measured: LoudnormMeasurement): string {
  const options = [
    `I=${target.integrated}`,
    `TP=${target.truePeak}`,
    `LRA=${targetRange(measured.range)}`,
    `measured_I=${measured.integrated}`,
    `measured_TP=${measured.truePeak}`,
    `measured_LRA=${measured.range}`,
    `measured_thresh=${measured.threshold}`,
    `offset=${measured.offset}`,
    'linear=true',
    'print_format=none',
  ];
  return `loudnorm=${options.join(':')},aresample=48000`;
}

/** The first pass filter. */
export function measureFilter(target: LoudnessTarget): string {
  return `loudnorm=I=${target.integrated}:TP=${target.truePeak}:LRA=20:print_format=json`;
}

/** A silent (or digitally zero) track measures −inf: there is nothing to normalise. */
export const isSilent = (measured: LoudnormMeasurement) => !Number.isFinite(measured.integrated) || !Number.isFinite(measured.truePeak);

/** What ebur128 reports for a finished file. */
export interface LoudnessReport {
  integrated: number;
  range: number;
  truePeak: number;
}

/** The Summary block ebur128 prints at the end (`I: -23.0 LUFS`, `LRA: 3.1 LU`, `Peak: -1.6 dBFS`). */
export function parseEbur128Summary(stderr: string): LoudnessReport {
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const read = (label: string) => Number(new RegExp(`${label}:\\s+(-?[\\d.]+|-inf)`).exec(summary)?.[1]?.replace('-inf', '-Infinity'));
  const report = { integrated: read('I'), range: read('LRA'), truePeak: read('Peak') };
  if (Number.isNaN(report.integrated)) throw new IngestError('ffmpeg’s ebur128 printed no loudness summary.');
  return report;
}

/** Integrated loudness, range and true peak of a file's first audio stream (an HLS playlist works too). */
export async function measureLoudness(input: string): Promise<LoudnessReport> {
  // framelog=verbose: no line every 100 ms (36,000 for an hour's concert), only the summary at the end.
  const { stderr } = await runTool('ffmpeg', ['-hide_banner', '-nostats', '-i', input, '-map', '0:a:0', '-af', 'ebur128=peak=true:framelog=verbose', '-f', 'null', '-']);
  return parseEbur128Summary(stderr);
}

/**
 * Audio as every rendition carries it: 48 kHz stereo. Applied before both loudness passes, so the
 * measurement is of what listeners hear (a mono track played on two speakers is 3 LU louder than measured alone).
 */
export const AUDIO_PREP = 'aresample=48000,aformat=channel_layouts=stereo';

/**
 * 360° cameras with spatial audio (Insta360, GoPro MAX, Zoom) record four channels of first-order ambisonics
 * (ambiX: W, Y, Z, X). A plain downmix would take them for front/back speakers; two virtual cardioid
 * microphones facing left and right, 0.5·(W ± Y), give the stereo a listener expects.
 */
export const AMBISONIC_PREP = 'aresample=48000,pan=stereo|c0=0.5*c0+0.5*c1|c1=0.5*c0-0.5*c1';

/** The audio preparation for a source with this many channels. */
export const audioPrepFor = (channels: number) => (channels === 4 ? AMBISONIC_PREP : AUDIO_PREP);

/** The source's sound to measure: the stream, how to prepare it (audioPrepFor) and how much of it. */
export interface SoundToMeasure {
  path: string;
  audioIndex: number;
  prep: string;
  seconds: number;
}

/** loudnorm's first pass over the source's sound, as listeners will hear it (prepared first). */
export async function measureSourceLoudness(sound: SoundToMeasure, target: LoudnessTarget, onLine: (line: string) => void): Promise<LoudnormMeasurement> {
  const args = ['-hide_banner', '-nostats', '-progress', 'pipe:1', '-t', String(sound.seconds), '-i', sound.path, '-map', `0:${sound.audioIndex}`];
  args.push('-af', `${sound.prep},${measureFilter(target)}`, '-f', 'null', '-');
  const { stderr } = await runTool('ffmpeg', args, { onLine });
  return parseLoudnormJson(stderr);
}

/** EBU R128 allows ±1 LU for programmes where exact normalisation is not achievable (R128 §4). */
const TOLERANCE_LU = 1;
const MAX_TRUE_PEAK = -1;

/** Why the output misses the target, for a person to listen to; undefined when it is within R128's limits. */
export function loudnessMiss(after: LoudnessReport, target: LoudnessTarget): string | undefined {
  if (!Number.isFinite(after.integrated)) return undefined; // silence: nothing to hear
  if (Math.abs(after.integrated - target.integrated) > TOLERANCE_LU) {
    return `The sound measures ${after.integrated.toFixed(1)} LUFS after normalising, more than ${TOLERANCE_LU} LU from ${target.integrated} LUFS (very short or very uneven sound): listen before publishing.`;
  }
  if (after.truePeak > MAX_TRUE_PEAK) return `The sound peaks at ${after.truePeak.toFixed(1)} dBTP, above ${MAX_TRUE_PEAK} dBTP: listen for distortion before publishing.`;
  return undefined;
}
