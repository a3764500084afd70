import { STILL_SIZE, stillFile, type StillFormat, type StillName } from '../../src/content/stills';

/**
 * The ffmpeg commands of the stills: the render page's raw RGBA (rendered at twice the size, bottom row
 * first) into a 1920×1080 PNG source, and the source into each published file. Quality settings were chosen
 * by eye against the folder's budget (scripts/demo/stills.test.ts): the pictures are smooth, warm gradients,
 * where a coarse quantiser shows as banding before it shows as blur.
 */
export const SUPERSAMPLE = 2;

export function sourceArgs(png: string): string[] {
  const { width, height } = STILL_SIZE;
  const size = `${width * SUPERSAMPLE}x${height * SUPERSAMPLE}`;
  // `area` averages each 2×2 block: four samples a pixel, the anti-aliasing a software renderer lacks.
  return ['-hide_banner', '-loglevel', 'warning', '-y', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', size, '-i', 'pipe:0', '-vf', `vflip,scale=${width}:${height}:flags=area,format=rgb24`, '-frames:v', '1', '-update', '1', png];
}

const CODEC: Record<StillFormat, string[]> = {
  // Still-picture AV1 (one key frame, the AVIF profile), full-range BT.709 as browsers expect of a photo.
  avif: ['-c:v', 'libaom-av1', '-still-picture', '1', '-crf', '25', '-b:v', '0', '-cpu-used', '3', '-pix_fmt', 'yuv420p', '-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'iec61966-2-1', '-color_range', 'pc', '-f', 'avif'],
  webp: ['-c:v', 'libwebp', '-quality', '74', '-compression_level', '6', '-preset', 'picture'],
  jpg: ['-c:v', 'mjpeg', '-q:v', '5', '-pix_fmt', 'yuvj420p'],
};

/** One published file from the PNG source: `public` is the site's public folder. */
export function encodeArgs(png: string, publicDir: string, name: StillName, format: StillFormat, width: number): string[] {
  const matrix = format === 'avif' ? ':out_color_matrix=bt709:out_range=pc' : '';
  return ['-hide_banner', '-loglevel', 'error', '-y', '-i', png, '-vf', `scale=${width}:-2:flags=lanczos${matrix}`, ...CODEC[format], '-frames:v', '1', `${publicDir}${stillFile(name, format, width)}`];
}
