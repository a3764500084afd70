/**
 * The slice of A-Frame's API that our binding uses. A-Frame ships no typings, so the binding is typed
 * against these structural interfaces; `three`'s types describe the objects A-Frame's own copy of three
 * makes (type imports only: the code never loads the site's three.js, it uses `AFRAME.THREE`).
 */
import type * as ThreeModule from 'three';
import type { Camera, Object3D } from 'three';

export type Three = typeof ThreeModule;

export type AEntity = HTMLElement & {
  object3D: Object3D;
  components: Record<string, unknown>;
  sceneEl: AScene | null;
  hasLoaded: boolean;
  is(state: string): boolean;
};

/** The renderer's WebXR side, as three's WebXRManager has it. */
export interface AXrManager {
  isPresenting: boolean;
  getSession(): XRSession | null;
  getReferenceSpace(): XRReferenceSpace | null;
  /** The frame being drawn (during the animation loop's callback, where A-Frame ticks). */
  getFrame(): XRFrame | null;
}

export type AScene = AEntity & {
  renderer: { capabilities: { maxTextureSize: number }; xr: AXrManager };
  camera: Camera;
  enterVR(): Promise<unknown>;
  exitVR(): Promise<unknown>;
};

/** `this` inside a component's handlers: A-Frame binds it to the component instance. */
export interface ComponentBase {
  el: AEntity;
}

export interface AFrameLike {
  THREE: Three;
  components: Record<string, unknown>;
  registerComponent(name: string, definition: object): void;
}
