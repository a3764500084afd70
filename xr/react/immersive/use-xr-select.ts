import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useThree } from '@react-three/fiber';
import { type Group, type Mesh, Quaternion, Raycaster, Vector3 } from 'three';
import { isMenuAction, type MenuAction } from '../../core/gaze/menu-actions';

/**
 * A controller trigger or a hand pinch (WebXR's `select`) aimed at a menu disc acts at once. Read from
 * the input source's own ray, so it needs no controller model or input profile from a CDN.
 */
export function useXrSelect(discs: RefObject<Mesh[]>, menu: RefObject<Group | null>, onSelect: (action: MenuAction) => void) {
  const gl = useThree((state) => state.gl);
  const raycaster = useMemo(() => new Raycaster(), []);
  const handler = useRef(onSelect);
  handler.current = onSelect;

  useEffect(() => {
    const session = gl.xr.getSession();
    if (!session) return;
    const origin = new Vector3();
    const direction = new Vector3();
    const orientation = new Quaternion();
    const onSelectEvent = (event: XRInputSourceEvent) => {
      const space = gl.xr.getReferenceSpace();
      const pose = space ? event.frame.getPose(event.inputSource.targetRaySpace, space) : undefined;
      if (!pose || !menu.current?.visible) return;
      const { position, orientation: o } = pose.transform;
      origin.set(position.x, position.y, position.z);
      direction.set(0, 0, -1).applyQuaternion(orientation.set(o.x, o.y, o.z, o.w));
      raycaster.set(origin, direction);
      const action = raycaster.intersectObjects(discs.current, false)[0]?.object.userData.action;
      if (isMenuAction(action)) handler.current(action);
    };
    session.addEventListener('select', onSelectEvent);
    return () => session.removeEventListener('select', onSelectEvent);
  }, [gl, discs, menu, raycaster]);
}
