import { join } from 'node:path';
import type { StreamLayout } from './spatial-metadata';
import { runTool } from './tools';

export interface ImageSize {
  width: number;
  height: number;
}

/** The poster is drawn as a flat picture of one eye, the left (the view a flat screen shows). */
const POSTER_WIDTH = 1280;
const THUMBNAIL_WIDTH = 320;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** One eye's size in the source frame. */
export function eyeSize(width: number, height: number, layout: StreamLayout): ImageSize {
  if (layout === 'top-bottom') return { width, height: height / 2 };
  if (layout === 'side-by-side') return { width: width / 2, height };
  return { width, height };
}

/** Poster (up to 1280 wide, never upscaled) and thumbnail (320 wide), both with the eye's aspect. */
export function imageSizes(eye: ImageSize): { poster: ImageSize; thumbnail: ImageSize } {
  const sized = (width: number) => ({ width: even(width), height: even((width * eye.height) / eye.width) });
  return { poster: sized(Math.min(POSTER_WIDTH, eye.width)), thumbnail: sized(Math.min(THUMBNAIL_WIDTH, eye.width)) };
}

/** A frame a few seconds in: past a fade from black or the operator walking away from the camera. */
export function posterTime(duration: number): number {
  return Math.min(3, duration / 2);
}

const FIRST_EYE_CROP: Record<StreamLayout, string> = {
  mono: 'null',
  'top-bottom': 'crop=iw:ih/2:0:0',
  'side-by-side': 'crop=iw/2:ih:0:0',
};

export interface ImagePlan {
  source: string;
  videoIndex: number;
  layout: StreamLayout;
  time: number;
  poster: ImageSize;
  thumbnail: ImageSize;
  outDir: string;
}

/**
 * Writes poster.jpg and thumbnail.jpg from one decoded frame. JPEG is full-range: full-range yuv420p with
 * `-strict unofficial` instead of the deprecated yuvj420p that ffmpeg 5.1 would insert (and warn about).
 */
export async function writeImages(plan: ImagePlan): Promise<void> {
  const scale = (size: ImageSize) => `scale=${size.width}:${size.height}:flags=lanczos:out_range=pc,format=yuv420p`;
  const graph = `[0:${plan.videoIndex}]${FIRST_EYE_CROP[plan.layout]},split=2[p][t];[p]${scale(plan.poster)}[poster];[t]${scale(plan.thumbnail)}[thumb]`;
  const jpeg = (label: string, file: string, quality: string) => ['-map', label, '-frames:v', '1', '-update', '1', '-strict:v', 'unofficial', '-color_range', 'pc', '-q:v', quality, join(plan.outDir, file)];
  await runTool('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y', '-ss', plan.time.toFixed(3), '-i', plan.source,
    '-filter_complex', graph, ...jpeg('[poster]', 'poster.jpg', '3'), ...jpeg('[thumb]', 'thumbnail.jpg', '4'),
  ]);
}
