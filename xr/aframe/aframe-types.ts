/**
 * The slice of A-Frame's API that our components use. A-Frame ships no typings, so the components are
 * typed against these structural interfaces; `three` types describe the objects A-Frame exposes.
 */
import type { Object3D } from 'three';

export type AEntity = HTMLElement & {
  object3D: Object3D;
  components: Record<string, unknown>;
  sceneEl: AScene | null;
  hasLoaded: boolean;
  setAttribute(name: string, value: string | boolean | Record<string, unknown>): void;
  setAttribute(name: string, property: string, value: unknown): void;
  emit(name: string, detail?: unknown): void;
};

export type AScene = AEntity & {
  renderer?: { capabilities: { maxTextureSize: number } };
  camera?: Object3D;
  is(state: string): boolean;
  enterVR(): Promise<void>;
  exitVR(): Promise<void>;
};

/** `this` inside a component's handlers: A-Frame binds it to the component instance. */
export interface ComponentBase<Data> {
  el: AEntity;
  data: Data;
}

export interface AFrameLike {
  components: Record<string, unknown>;
  registerComponent(name: string, definition: object): void;
}
