import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { XR } from '@react-three/xr';
import { Vector3, type Group } from 'three';
import type { MenuAction } from '../../core/gaze/menu-actions';
import { headAngles } from '../../core/gaze/menu-follow';
import type { StereoLayout } from '../../core/projection';
import { GazeMenu } from './gaze-menu';
import type { ImmersiveStore } from './immersive-store';
import { PointerRays } from './pointer-rays';
import { turnMediaLayer, useMediaLayer } from './use-media-layer';

export interface ImmersiveViewProps {
  store: ImmersiveStore;
  inSession: boolean;
  video: HTMLVideoElement;
  /** The video sphere's group: it follows the head's position and turns to recentre. */
  sphere: RefObject<Group | null>;
  layout: StereoLayout;
  invertEyes: boolean;
  labels: Record<MenuAction, string>;
  isDisabled: (action: MenuAction) => boolean;
  /** Play/pause and volume; recentre and exit are handled here, where the head and session are. */
  onAction: (action: MenuAction) => void;
  /** The session is visible again (after standby): resume what the person was watching. */
  onVisible: () => void;
  dwellMs?: number;
}

/** The headset side of the player, inside the R3F canvas: the XR session, its menu and rays, the media layer. */
export function ImmersiveView({ store, inSession, ...props }: ImmersiveViewProps) {
  return <XR store={store}>{inSession && <InSession store={store} {...props} />}</XR>;
}

const forward = new Vector3();
const headPosition = new Vector3();

function InSession({ store, video, sphere, layout, invertEyes, labels, isDisabled, onAction, onVisible, dwellMs }: Omit<ImmersiveViewProps, 'inSession'>) {
  const camera = useThree((state) => state.camera);
  const layer = useMediaLayer({ store, video, sphere, layout, invertEyes });

  const visible = useRef(onVisible);
  visible.current = onVisible;

  useEffect(() => {
    const session = store.getState().session;
    const onVisibility = () => session?.visibilityState === 'visible' && visible.current();
    session?.addEventListener('visibilitychange', onVisibility);
    return () => session?.removeEventListener('visibilitychange', onVisibility);
  }, [store]);

  // Back on the flat screen the view's own yaw applies again.
  useEffect(() => {
    const group = sphere.current;
    return () => {
      group?.position.set(0, 0, 0);
      group?.rotation.set(0, 0, 0);
    };
  }, [sphere]);

  // The picture is infinitely far: it moves with the head, so leaning never shows the sphere's walls.
  useFrame((state) => {
    state.camera.getWorldPosition(headPosition);
    sphere.current?.position.copy(headPosition);
  });

  const act = useCallback(
    (action: MenuAction) => {
      if (action === 'exit-vr') void store.getState().session?.end();
      else if (action === 'recenter') {
        // The camera is the person's head and never moves: the picture turns so its front is where they look.
        const yaw = headAngles(camera.getWorldDirection(forward)).yaw;
        sphere.current?.rotation.set(0, yaw, 0);
        turnMediaLayer(layer, yaw);
      } else onAction(action);
    },
    [store, camera, sphere, layer, onAction],
  );

  return (
    <>
      <GazeMenu labels={labels} isDisabled={isDisabled} onAction={act} dwellMs={dwellMs} />
      <PointerRays />
    </>
  );
}
