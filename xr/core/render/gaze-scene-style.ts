/** What every part of the headset's gaze scene shares: the three.js copy, names, pixel density, drawing order. */
import type * as ThreeModule from 'three';
import type { CanvasTexture, MeshBasicMaterial, Object3D } from 'three';
import type { PlacedTarget } from '../gaze/gaze-layout';

/**
 * The parts of three.js the gaze scene builds with, from the binding's copy. A binding passes just these: a
 * namespace passed whole (`import * as THREE`) keeps every class of three.js in its bundle.
 */
export type Three = Pick<
  typeof ThreeModule,
  'CanvasTexture' | 'CircleGeometry' | 'Group' | 'Mesh' | 'MeshBasicMaterial' | 'Object3D' | 'PlaneGeometry' | 'RingGeometry' | 'SRGBColorSpace'
>;

/**
 * Names the browser tests look for in the scene (tests/e2e/gaze-visit.ts). Every target the gaze can act on
 * (keypad keys included) is a `target`; the keypad's display, which it cannot, is a `keypadDisplay`.
 */
export const GAZE_NAMES = {
  target: 'tutti-gaze-target',
  caption: 'tutti-caption-panel',
  reticle: 'tutti-gaze-reticle',
  head: 'tutti-gaze-head',
  keypadDisplay: 'tutti-keypad-display',
  /** The 'Live' marker beside the menu button: a label, never a target (live-marker-scene.ts). */
  liveMarker: 'tutti-live-marker',
} as const;

/** Canvas pixels per metre of target: sharp at the Quest 3's resolution at 1.5 m, small in memory. */
export const PX_PER_METRE = 1200;
/** Drawn over the concert, never hidden by the sphere. */
export const UI_ORDER = 10;
export const HIGHLIGHT = '#facc15';

/** Puts a scene object where the engine placed its target. */
export function place(object: Object3D, target: PlacedTarget): void {
  const { position, quaternion } = target.pose;
  object.position.set(position.x, position.y, position.z);
  object.quaternion.set(quaternion.x, quaternion.y, quaternion.z, quaternion.w);
}

export type PlaneMaker = (width: number, height: number) => ThreeModule.PlaneGeometry;
export type MaterialMaker = (options: ThreeModule.MeshBasicMaterialParameters) => MeshBasicMaterial;

/** What an overlay scene makes and gives back together: its planes, its materials (drawn over the picture). */
export interface OverlayKit {
  readonly disposables: { dispose(): void }[];
  plane: PlaneMaker;
  material: MaterialMaker;
  /** Disposes of everything made with it, and of whatever else was pushed onto `disposables`. */
  dispose(): void;
}

/** Materials are transparent, untested for depth and not tone-mapped: overlays draw over the picture as painted. */
export function overlayKit(THREE: Three): OverlayKit {
  const disposables: { dispose(): void }[] = [];
  return {
    disposables,
    plane: (width, height) => {
      const geometry = new THREE.PlaneGeometry(width, height);
      disposables.push(geometry);
      return geometry;
    },
    material: (options) => {
      const made = new THREE.MeshBasicMaterial({ transparent: true, depthTest: false, depthWrite: false, toneMapped: false, ...options });
      disposables.push(made);
      return made;
    },
    dispose: () => {
      for (const item of disposables) item.dispose();
      disposables.length = 0;
    },
  };
}

/**
 * A canvas of `width` × `height` metres at the scene's pixel density and its sRGB texture, both given back
 * with the scene: a canvas holds its pixels until it is shrunk, even once nothing refers to its texture.
 */
export function canvasTexture(THREE: Three, width: number, height: number, disposables: { dispose(): void }[]): { canvas: HTMLCanvasElement; texture: CanvasTexture } {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * PX_PER_METRE);
  canvas.height = Math.round(height * PX_PER_METRE);
  const texture = new THREE.CanvasTexture(canvas);
  texture.colorSpace = THREE.SRGBColorSpace;
  disposables.push(texture, { dispose: () => void (canvas.width = 0) });
  return { canvas, texture };
}
