import type * as ThreeModule from 'three';
import type { SphereGeometry } from 'three';
import { eyeUvTransform, remapUvs, type Eye, type ProjectionOptions, type StereoLayout } from '../projection';

export interface SphereProjection extends ProjectionOptions {
  layout: StereoLayout;
  eye: Eye;
}

export interface SphereOptions extends SphereProjection {
  radius?: number;
  /** 64×32 at least: fewer segments bend straight lines of the picture visibly. The default is that minimum
   * (Photo Sphere Viewer's too): each segment spans 5.6°, its chord sags 0.12 % of the radius, and more
   * segments only cost vertex work on every frame (SwiftShader, phones). */
  widthSegments?: number;
  heightSegments?: number;
}

export const MIN_SEGMENTS = { width: 64, height: 32 } as const;

/** Each sphere's own equirect UVs, kept to remap from when the layout, eye or frame size changes. */
const baseUvs = new WeakMap<SphereGeometry, Float32Array>();

/**
 * A sphere seen from inside, with one eye's part of the frame on it. Mirrored on X so the picture reads
 * the right way round from the centre, and turned a quarter so the frame's centre is straight ahead (-Z);
 * both are baked into the geometry, leaving the mesh's rotation free for recentring. Built with the
 * binding's copy of three (A-Frame bundles its own), so both players show the same picture the same way.
 */
export function createVideoSphereGeometry(
  THREE: Pick<typeof ThreeModule, 'SphereGeometry'>,
  { radius = 500, widthSegments = MIN_SEGMENTS.width, heightSegments = MIN_SEGMENTS.height, ...projection }: SphereOptions,
): SphereGeometry {
  const geometry = new THREE.SphereGeometry(radius, Math.max(widthSegments, MIN_SEGMENTS.width), Math.max(heightSegments, MIN_SEGMENTS.height));
  geometry.scale(-1, 1, 1);
  geometry.rotateY(-Math.PI / 2);
  baseUvs.set(geometry, new Float32Array(geometry.getAttribute('uv').array));
  setSphereProjection(geometry, projection);
  return geometry;
}

/** Re-maps the sphere for another eye, layout or frame size (call on the video's `resize` event). */
export function setSphereProjection(geometry: SphereGeometry, { layout, eye, ...options }: SphereProjection): void {
  const uv = geometry.getAttribute('uv');
  const base = baseUvs.get(geometry);
  if (!base || !(uv.array instanceof Float32Array)) return;
  remapUvs(base, eyeUvTransform(layout, eye, options), uv.array);
  uv.needsUpdate = true;
}
