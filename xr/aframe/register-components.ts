import type { AFrameLike } from './aframe-types';
import { gazeMenu } from './gaze-menu';
import { hlsVideosphere } from './hls-videosphere';

export { GAZE_TARGET_SELECTOR } from './gaze-menu';
export type { MenuAction } from '../core/gaze/menu-layout';

/**
 * Registers Tutti's A-Frame components. Idempotent: A-Frame throws when a name is registered twice, and
 * the route may mount more than once.
 */
export function registerTuttiComponents(AFRAME: AFrameLike): void {
  const definitions: Record<string, object> = { 'hls-videosphere': hlsVideosphere, 'gaze-menu': gazeMenu };
  for (const [name, definition] of Object.entries(definitions)) {
    if (!(name in AFRAME.components)) AFRAME.registerComponent(name, definition);
  }
}
