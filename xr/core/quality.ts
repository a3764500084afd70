/**
 * Which video renditions the sphere can show. A video frame larger than the GPU's MAX_TEXTURE_SIZE cannot be
 * uploaded as one texture (black or resized on the CPU every frame), and above 4096×2048 an equirect frame
 * costs more upload time than a headset's sphere path can afford.
 */
export interface VideoSize {
  width: number;
  height: number;
}

/** A rendition as the player offers it; `index` is the streaming library's level index. */
export interface QualityLevel extends VideoSize {
  index: number;
  bitrate: number;
}

/** The person's choice: automatic (adaptive bitrate) or one rendition by index. */
export type LevelChoice = number | 'auto';

export const SPHERE_MAX_SIZE: VideoSize = { width: 4096, height: 2048 };

/** The largest frame that fits both the GPU and the path's own cap. */
export function videoSizeLimit(maxTextureSize?: number, cap: VideoSize = SPHERE_MAX_SIZE): VideoSize {
  const gpu = maxTextureSize && maxTextureSize > 0 ? maxTextureSize : Infinity;
  return { width: Math.min(gpu, cap.width), height: Math.min(gpu, cap.height) };
}

/** A rendition without a declared resolution (0×0) is kept: nothing says it is too large. */
export function fitsLimit(size: VideoSize, limit: VideoSize): boolean {
  return size.width <= limit.width && size.height <= limit.height;
}

/** Larger picture first; at equal size, the higher bitrate. */
function isBetter(a: QualityLevel, b: QualityLevel): boolean {
  const areaA = a.width * a.height;
  const areaB = b.width * b.height;
  return areaA !== areaB ? areaA > areaB : a.bitrate > b.bitrate;
}

/**
 * The index of the best rendition that fits, or, when none fits, of the smallest one (a too-large picture
 * is still better than none); -1 only for an empty list.
 */
export function highestFittingLevel(levels: readonly QualityLevel[], limit: VideoSize): number {
  const fitting = levels.filter((level) => fitsLimit(level, limit));
  if (fitting.length > 0) return fitting.reduce((best, level) => (isBetter(level, best) ? level : best)).index;
  if (levels.length === 0) return -1;
  return levels.reduce((small, level) => (isBetter(small, level) ? level : small)).index;
}

/** The renditions a person may pick: those that fit, best first. */
export function selectableLevels(levels: readonly QualityLevel[], limit: VideoSize): QualityLevel[] {
  return levels.filter((level) => fitsLimit(level, limit)).sort((a, b) => (isBetter(a, b) ? -1 : isBetter(b, a) ? 1 : 0));
}

/** What a quality menu shows, as data: the site formats it ("1080p", "Auto (720p)") in the person's language. */
export interface QualityLabel {
  /** Picture height in lines ("p"); 0 when the stream does not declare it. */
  height: number;
  /** Rounded kilobits per second, for renditions that share a height. */
  kbps: number;
}

export function qualityLabel(level: QualityLevel): QualityLabel {
  return { height: level.height, kbps: Math.round(level.bitrate / 1000) };
}
