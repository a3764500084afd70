import type { PlayerController } from '../core/player';
import type { AScene, ComponentBase, Three } from './aframe-types';
import { bindPlayer, type PlayerBinding } from './player-binding';

/** A-Frame components take strings; the controller reaches the scene's component through this map. */
const attached = new WeakMap<Element, PlayerController>();
const CHANGED = 'tutti-player-attached';

/**
 * Gives a scene (an <a-scene tutti-player>) the player controller to draw, or takes it away (null). Works
 * before and after A-Frame has started the scene.
 */
export function attachPlayer(scene: Element, player: PlayerController | null): void {
  if (player) attached.set(scene, player);
  else attached.delete(scene);
  scene.dispatchEvent(new Event(CHANGED));
}

/** The component's instance, as A-Frame makes it (`this` in its handlers). */
export type TuttiPlayerInstance = ComponentBase & {
  binding: PlayerBinding | null;
  bound: PlayerController | null;
  sync(): void;
  onAttached: () => void;
};

/**
 * The `tutti-player` component, on the <a-scene>: binds the attached controller once the scene runs, and
 * again whenever another controller is attached. It only draws and forwards (./player-binding.ts).
 */
export function tuttiPlayerComponent(THREE: Three) {
  return {
    init(this: TuttiPlayerInstance) {
      this.binding = null;
      this.bound = null;
      this.onAttached = () => this.sync();
      this.el.addEventListener(CHANGED, this.onAttached);
    },

    sync(this: TuttiPlayerInstance) {
      const player = attached.get(this.el) ?? null;
      const scene = this.el as AScene;
      // The renderer and camera exist only once the scene has started: bind from the first frame on.
      if (player === this.bound || (player && !scene.camera)) return;
      this.binding?.dispose();
      this.binding = player ? bindPlayer(THREE, scene, player) : null;
      this.bound = player;
    },

    tick(this: TuttiPlayerInstance) {
      this.sync();
      this.binding?.tick();
    },

    remove(this: TuttiPlayerInstance) {
      this.el.removeEventListener(CHANGED, this.onAttached);
      this.binding?.dispose();
      this.binding = null;
      this.bound = null;
    },
  };
}
