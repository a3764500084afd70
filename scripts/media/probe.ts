import { existsSync, statSync } from 'node:fs';
import { z } from 'zod';
import { IngestError } from './errors';
import { runTool } from './tools';

/** ffprobe prints numbers as strings in some fields ("duration": "4.000000"); both are accepted. */
const numeric = z.union([z.number(), z.string()]).transform(Number).pipe(z.number().finite());

/** One entry of a stream's side data; only the two kinds read here are typed beyond their name. */
const sideDataSchema = z
  .object({ side_data_type: z.string(), projection: z.string().optional(), type: z.string().optional(), inverted: z.number().optional() })
  .loose();

const streamSchema = z
  .object({
    index: z.number().int(),
    codec_type: z.string(),
    codec_name: z.string().optional(),
    profile: z.string().optional(),
    width: z.number().int().optional(),
    height: z.number().int().optional(),
    pix_fmt: z.string().optional(),
    avg_frame_rate: z.string().optional(),
    r_frame_rate: z.string().optional(),
    duration: numeric.optional(),
    channels: z.number().int().optional(),
    sample_rate: numeric.optional(),
    disposition: z.object({ attached_pic: z.number().optional() }).loose().optional(),
    tags: z.record(z.string(), z.string()).optional(),
    side_data_list: z.array(sideDataSchema).optional(),
  })
  .loose();

const probeSchema = z.object({
  streams: z.array(streamSchema),
  format: z.object({ format_name: z.string(), duration: numeric.optional(), bit_rate: numeric.optional(), tags: z.record(z.string(), z.string()).optional() }).loose(),
});

export type ProbeStream = z.infer<typeof streamSchema>;
export type SideData = z.infer<typeof sideDataSchema>;

export interface VideoInfo {
  index: number;
  codec: string;
  profile: string | undefined;
  width: number;
  height: number;
  fps: number;
  pixelFormat: string | undefined;
  sideData: SideData[];
  /** The picture's own length (MP4/MOV say it; Matroska does not): audio can run on after it. */
  duration: number | undefined;
}

export interface AudioInfo {
  index: number;
  codec: string;
  channels: number;
  sampleRate: number;
}

export interface SubtitleInfo {
  /** The index among subtitle streams (ffmpeg's `0:s:N`). */
  order: number;
  codec: string;
  language: string | undefined;
  title: string | undefined;
}

export interface SourceInfo {
  path: string;
  container: string;
  duration: number;
  bitRate: number | undefined;
  video: VideoInfo;
  /** Picture streams in the file (cover art not counted); only the first is used. */
  videoStreams: number;
  audio: AudioInfo | undefined;
  subtitles: SubtitleInfo[];
}

/**
 * H.264 and H.265 are what 360° cameras record; ProRes is what their stitching software exports.
 * Anything else is refused up front rather than failing (or looking wrong) half-way through an hour's encode.
 */
export const SUPPORTED_VIDEO_CODECS = ['h264', 'hevc', 'prores'] as const;

export async function probe(path: string): Promise<SourceInfo> {
  if (!existsSync(path)) throw new IngestError(`The camera file ${path} does not exist. Check the path (relative paths start from ${process.cwd()}).`);
  if (!statSync(path).isFile()) throw new IngestError(`${path} is not a file.`);
  const { stdout } = await runTool('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path]).catch((error: unknown) => {
    if (error instanceof IngestError && error.message.startsWith('ffprobe failed')) throw new IngestError(`${path} is not a video file ffprobe can read.\n${error.message}`);
    throw error;
  });
  return sourceInfo(path, probeSchema.parse(JSON.parse(stdout)));
}

/** The first video stream that is a picture stream (not cover art), its first audio and all subtitle streams. */
export function sourceInfo(path: string, data: z.infer<typeof probeSchema>): SourceInfo {
  const pictures = data.streams.filter((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const stream = pictures[0];
  if (!stream?.width || !stream.height) throw new IngestError(`${path} has no video stream: it needs the 360° picture, not just sound.`);
  const codec = stream.codec_name ?? 'unknown';
  if (!(SUPPORTED_VIDEO_CODECS as readonly string[]).includes(codec)) {
    throw new IngestError(`${path} is encoded as ${codec}, which this pipeline does not take. Export the camera file as H.264 or H.265 (HEVC) MP4/MOV, or ProRes.`);
  }
  const duration = data.format.duration ?? stream.duration;
  if (!duration || duration <= 0) throw new IngestError(`${path} has no duration ffprobe can read; the file may be truncated (an interrupted recording).`);
  return {
    path,
    container: data.format.format_name,
    duration,
    bitRate: data.format.bit_rate,
    video: videoInfo(stream, codec),
    videoStreams: pictures.length,
    audio: audioInfo(data.streams.find((s) => s.codec_type === 'audio')),
    subtitles: data.streams.filter((s) => s.codec_type === 'subtitle').map(subtitleInfo),
  };
}

function videoInfo(stream: ProbeStream, codec: string): VideoInfo {
  return {
    index: stream.index,
    codec,
    profile: stream.profile,
    width: stream.width ?? 0,
    height: stream.height ?? 0,
    fps: frameRate(stream.avg_frame_rate) ?? frameRate(stream.r_frame_rate) ?? 30,
    pixelFormat: stream.pix_fmt,
    sideData: stream.side_data_list ?? [],
    duration: stream.duration,
  };
}

function audioInfo(stream: ProbeStream | undefined): AudioInfo | undefined {
  if (!stream) return undefined;
  return { index: stream.index, codec: stream.codec_name ?? 'unknown', channels: stream.channels ?? 2, sampleRate: stream.sample_rate ?? 48000 };
}

function subtitleInfo(stream: ProbeStream, order: number): SubtitleInfo {
  return { order, codec: stream.codec_name ?? 'unknown', language: stream.tags?.language, title: stream.tags?.title };
}

/** "30000/1001" → 29.97; "0/0" (unknown) → undefined. */
export function frameRate(ratio: string | undefined): number | undefined {
  const [num, den] = (ratio ?? '').split('/').map(Number);
  if (!num || !den) return undefined;
  return num / den;
}
