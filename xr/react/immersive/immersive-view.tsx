import { useEffect, useMemo, useRef, useSyncExternalStore, type RefObject } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { XR } from '@react-three/xr';
import { CanvasTexture, CircleGeometry, Group, Mesh, MeshBasicMaterial, Object3D, PlaneGeometry, Quaternion, RingGeometry, SRGBColorSpace, Vector3 } from 'three';
import type { Quat } from '../../core/gaze/math';
import type { PlayerController } from '../../core/player';
import type { StereoLayout } from '../../core/projection';
import { createApplauseScene } from '../../core/render/applause-scene';
import { createGazeScene } from '../../core/render/gaze-scene';
import { createMoodScene } from '../../core/render/mood-scene';
import { watchXrVisibility } from '../../core/session/xr-visibility';
import type { ImmersiveStore } from './immersive-store';
import { PointerRays } from './pointer-rays';
import { turnMediaLayer, useMediaLayer } from './use-media-layer';
import { useXrSelect } from './use-xr-select';
import { WaitingView } from './waiting-view';

export interface ImmersiveViewProps {
  store: ImmersiveStore;
  player: PlayerController;
  video: HTMLVideoElement;
  /** The video sphere's group: it follows the head's position and turns to recentre. */
  sphere: RefObject<Group | null>;
  layout: StereoLayout;
  invertEyes: boolean;
}

/** The headset side of the player, inside the R3F canvas: the XR session, the gaze interface, the media layer. */
export function ImmersiveView({ store, player, ...props }: ImmersiveViewProps) {
  const active = useSyncExternalStore(player.subscribe, () => player.getSnapshot().vr.active);
  return <XR store={store}>{active && <InSession store={store} player={player} {...props} />}</XR>;
}

/** What the gaze scene builds with (xr/core/render/gaze-scene-style.ts). */
const GAZE_THREE = { CanvasTexture, CircleGeometry, Group, Mesh, MeshBasicMaterial, Object3D, PlaneGeometry, RingGeometry, SRGBColorSpace };
const headPosition = new Vector3();
const headQuaternion = new Quaternion();

function InSession({ store, player, video, sphere, layout, invertEyes }: ImmersiveViewProps) {
  const scene = useThree((state) => state.scene);
  const layer = useMediaLayer({ store, video, sphere, layout, invertEyes });
  const gazeScene = useMemo(() => createGazeScene(GAZE_THREE), []);
  const applauseScene = useMemo(() => createApplauseScene(GAZE_THREE), []);
  const moodScene = useMemo(() => createMoodScene(GAZE_THREE), []);
  const turned = useRef<{ picture: Quat; layer: XREquirectLayer | null } | null>(null);
  useXrSelect(player);

  useEffect(() => {
    scene.add(gazeScene.root, applauseScene.root, moodScene.root);
    return () => {
      gazeScene.dispose();
      applauseScene.dispose();
      moodScene.dispose();
    };
  }, [scene, gazeScene, applauseScene, moodScene]);

  // Whether the person sees the session: the concert starts when they do, and goes on after standby.
  useEffect(() => {
    const session = store.getState().session;
    return session ? watchXrVisibility(session, (visibility) => player.setXrVisibility(visibility)) : undefined;
  }, [store, player]);

  // Back on the flat screen the view's own yaw applies again.
  useEffect(() => {
    const group = sphere.current;
    return () => {
      group?.position.set(0, 0, 0);
      group?.quaternion.identity();
    };
  }, [sphere]);

  useFrame((state) => {
    state.camera.getWorldPosition(headPosition);
    state.camera.getWorldQuaternion(headQuaternion);
    const { x, y, z, w } = headQuaternion;
    const head = { position: { x: headPosition.x, y: headPosition.y, z: headPosition.z }, quaternion: { x, y, z, w } };
    const now = performance.now();
    gazeScene.update(player, head, now);
    // After the gaze scene: the applause target shows beside the menu button only while the gaze interface rests.
    applauseScene.update(player, head, now);
    moodScene.update(player, head, now);
    // The picture is infinitely far: it moves with the head, so leaning never shows the sphere's walls.
    sphere.current?.position.copy(headPosition);
    const { picture } = player;
    if (turned.current?.picture !== picture || turned.current.layer !== layer) {
      sphere.current?.quaternion.set(picture.x, picture.y, picture.z, picture.w);
      turnMediaLayer(layer, picture);
      turned.current = { picture, layer };
    }
  });

  return (
    <>
      <PointerRays />
      <WaitingView player={player} />
    </>
  );
}
