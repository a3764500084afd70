import { forwardOf } from '../core/gaze/math';
import type { PlayerController } from '../core/player';
import type { AXrManager } from './aframe-types';

/**
 * A controller trigger or a hand pinch (WebXR's `select`) acts at once on the gaze target it points at.
 * Read from the input source's own ray, so it needs no controller model or input profile from a CDN.
 * Returns the function that stops listening.
 */
export function forwardXrSelect(xr: AXrManager, player: PlayerController): () => void {
  const session = xr.getSession();
  if (!session) return () => undefined;
  const onSelect = (event: XRInputSourceEvent) => {
    const space = xr.getReferenceSpace();
    const pose = space ? event.frame.getPose(event.inputSource.targetRaySpace, space) : undefined;
    if (!pose) return;
    const { position, orientation } = pose.transform;
    player.gaze.select({ x: position.x, y: position.y, z: position.z }, forwardOf(orientation));
  };
  session.addEventListener('select', onSelect);
  return () => session.removeEventListener('select', onSelect);
}
