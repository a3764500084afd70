import type { StreamLayout } from './spatial-metadata';

/** One HLS rendition: its folder name (v0 is the largest), frame size and rate cap. */
export interface Rendition {
  name: string;
  width: number;
  height: number;
  /** x264's VBV cap: CRF keeps quality even, the cap keeps the stream within what a care home's Wi-Fi carries. */
  maxrateKbps: number;
  bufsizeKbps: number;
}

export interface LadderSource {
  width: number;
  height: number;
  layout: StreamLayout;
  fps: number;
  /** --max-height: no rendition's frame is taller. */
  maxHeight?: number | undefined;
}

/**
 * The player's largest frame (SPHERE_MAX_SIZE in xr/core/quality.ts): Quest 3 uploads up to 4096×2048 per
 * frame to the sphere in time, and the player drops renditions that do not fit, so a larger one is wasted.
 */
export const PLAYER_MAX_FRAME = { width: 4096, height: 2048 } as const;

/**
 * Eye widths of the smaller renditions. The player starts on the smallest (hls.js `startLevel: 0`), so the
 * 640-wide one gives a picture within a second; the others are the steps adaptive bitrate climbs.
 */
const EYE_WIDTHS = [2048, 1280, 640] as const;

/** A smaller rendition must be clearly smaller than the one above, or it only costs encoding time. */
const MIN_STEP = 0.8;

/** H.264 bits per pixel per frame for equirectangular concert footage at about CRF 23. */
const BITS_PER_PIXEL = 0.08;
const MIN_KBPS = 400;

/** Eyes across and down the frame. */
function eyeGrid(layout: StreamLayout): { across: number; down: number } {
  return { across: layout === 'side-by-side' ? 2 : 1, down: layout === 'top-bottom' ? 2 : 1 };
}

/** Down to an even number, at least 2: 4:2:0 chroma needs even sizes (per eye, so the eyes split cleanly). */
const even = (n: number) => Math.max(2, Math.floor(n / 2 + 1e-6) * 2); // 1e-6: 4095.9999… from float scaling is 4096

/** The renditions for a source, largest first (v0, v1, …): never upscaled, each eye keeps its aspect. */
export function chooseLadder(source: LadderSource): Rendition[] {
  const { across, down } = eyeGrid(source.layout);
  const eye = { width: source.width / across, height: source.height / down };
  const maxHeight = Math.min(PLAYER_MAX_FRAME.height, source.maxHeight ?? Infinity);
  const scale = Math.min(1, PLAYER_MAX_FRAME.width / source.width, maxHeight / source.height);
  const topEyeWidth = even(eye.width * scale);
  const eyeWidths = [topEyeWidth, ...EYE_WIDTHS.filter((w) => w <= topEyeWidth * MIN_STEP)];
  return eyeWidths.map((eyeWidth, i) => {
    const eyeHeight = even((eyeWidth * eye.height) / eye.width);
    return rendition(`v${i}`, eyeWidth * across, eyeHeight * down, source.fps);
  });
}

function rendition(name: string, width: number, height: number, fps: number): Rendition {
  const rate = Math.min(60, Math.max(24, fps));
  const maxrateKbps = Math.max(MIN_KBPS, Math.round((width * height * rate * BITS_PER_PIXEL) / 1000 / 100) * 100);
  // A one-second buffer keeps a segment’s peak near the cap (Apple asks for peak ≤ 2 × average in VOD).
  return { name, width, height, maxrateKbps, bufsizeKbps: maxrateKbps };
}

/**
 * The frame rate the renditions play at: the source's, halved (or more) above 60 fps. A headset's decoder
 * and H.264 level 5.2 stop at 4096×2048 at 60 fps, and a 100 fps camera mode adds nothing to a concert.
 */
export function outputFrameRate(sourceFps: number): number {
  return sourceFps / Math.ceil(sourceFps / 60 - 1e-6);
}
