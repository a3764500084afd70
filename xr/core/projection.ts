/**
 * Which part of an equirectangular frame each eye sees. Stereo frames hold both eyes: top-bottom puts the
 * left eye on top, side-by-side on the left. A headset shows each eye its half; a flat screen shows the
 * left eye's half, which is a correct mono picture. UVs follow three.js: v = 0 at the bottom of the frame.
 */
export type StereoLayout = 'mono' | 'top-bottom' | 'side-by-side';
export type Eye = 'left' | 'right' | 'mono-view';

export interface UvTransform {
  offset: readonly [number, number];
  repeat: readonly [number, number];
}

export interface ProjectionOptions {
  /** Swap the halves: some sources (and some browsers, in the past) have the eyes the other way round. */
  invertEyes?: boolean;
  /**
   * The video frame's size in pixels. With it, a stereo eye's range shrinks by half a texel at each end,
   * so linear filtering never blends in the other eye's edge column (a thin line at the seam).
   */
  frameSize?: { width: number; height: number };
}

const WHOLE: UvTransform = { offset: [0, 0], repeat: [1, 1] };

/** Half the eye's range on one axis: [start, start + 0.5], inset by half a texel of `pixels` if known. */
function half(start: number, pixels: number | undefined): [offset: number, repeat: number] {
  const texel = pixels && pixels > 0 ? 1 / pixels : 0;
  return [start + texel / 2, 0.5 - texel];
}

export function eyeUvTransform(layout: StereoLayout, eye: Eye, { invertEyes = false, frameSize }: ProjectionOptions = {}): UvTransform {
  if (layout === 'mono') return WHOLE;
  const first = (eye === 'right') === invertEyes; // the top (or left) half
  if (layout === 'top-bottom') {
    const [offset, repeat] = half(first ? 0.5 : 0, frameSize?.height);
    return { offset: [0, offset], repeat: [1, repeat] };
  }
  const [offset, repeat] = half(first ? 0 : 0.5, frameSize?.width);
  return { offset: [offset, 0], repeat: [repeat, 1] };
}

const unit = (value: number | undefined) => Math.min(1, Math.max(0, value ?? 0));

/**
 * Maps each (u, v) pair into the eye's half: u' = u·repeat + offset. It works on a plain Float32Array (a
 * sphere geometry's `uv` attribute array), so it needs no WebGL. Pass the source as `target` to remap in
 * place; otherwise the source is left as it was (keep the original to switch eyes or layouts later).
 */
export function remapUvs(source: ArrayLike<number>, transform: UvTransform, target: Float32Array = new Float32Array(source.length)): Float32Array {
  const [offsetU, offsetV] = transform.offset;
  const [repeatU, repeatV] = transform.repeat;
  for (let i = 0; i + 1 < source.length; i += 2) {
    // Clamped first: three's sphere shifts its pole vertices half a segment past 0 and 1, which would
    // reach into the other eye's half.
    target[i] = unit(source[i]) * repeatU + offsetU;
    target[i + 1] = unit(source[i + 1]) * repeatV + offsetV;
  }
  return target;
}

/** The layout name the WebXR Layers API uses for the same frame (XRMediaBinding.createEquirectLayer). */
export function xrLayerLayout(layout: StereoLayout): 'mono' | 'stereo-top-bottom' | 'stereo-left-right' {
  if (layout === 'mono') return 'mono';
  return layout === 'top-bottom' ? 'stereo-top-bottom' : 'stereo-left-right';
}
