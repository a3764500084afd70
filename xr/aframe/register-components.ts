import type { AFrameLike } from './aframe-types';
import { tuttiPlayerComponent } from './tutti-player';

/**
 * Registers Tutti's A-Frame components. Idempotent: A-Frame throws when a name is registered twice, and
 * the route may mount more than once.
 */
export function registerTuttiComponents(AFRAME: AFrameLike): void {
  const definitions: Record<string, () => object> = { 'tutti-player': () => tuttiPlayerComponent(AFRAME.THREE) };
  for (const [name, define] of Object.entries(definitions)) {
    if (!(name in AFRAME.components)) AFRAME.registerComponent(name, define());
  }
}
