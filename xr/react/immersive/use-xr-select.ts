import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { Quaternion, Vector3 } from 'three';
import type { PlayerController } from '../../core/player';

/**
 * A controller trigger or a hand pinch (WebXR's `select`) acts at once on the gaze target it points at.
 * Read from the input source's own ray, so it needs no controller model or input profile from a CDN.
 */
export function useXrSelect(player: PlayerController) {
  const gl = useThree((state) => state.gl);

  useEffect(() => {
    const session = gl.xr.getSession();
    if (!session) return;
    const direction = new Vector3();
    const orientation = new Quaternion();
    const onSelect = (event: XRInputSourceEvent) => {
      const space = gl.xr.getReferenceSpace();
      const pose = space ? event.frame.getPose(event.inputSource.targetRaySpace, space) : undefined;
      if (!pose) return;
      const { position, orientation: o } = pose.transform;
      direction.set(0, 0, -1).applyQuaternion(orientation.set(o.x, o.y, o.z, o.w));
      const [from, along] = [{ x: position.x, y: position.y, z: position.z }, { x: direction.x, y: direction.y, z: direction.z }];
      // The mood check's and the waiting room's targets and the applause target sit beside the menu button, never over it.
      if (player.gaze.select(from, along) || player.mood.select(from, along) || player.waiting.select(from, along)) return;
      player.applauseTarget.select(from, along);
    };
    session.addEventListener('select', onSelect);
    return () => session.removeEventListener('select', onSelect);
  }, [gl, player]);
}
