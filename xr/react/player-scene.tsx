import { useEffect, useMemo } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import type { PerspectiveCamera } from 'three';
import { stepInertia, type ViewState } from '../core/controls/view-controls';
import { createVideoSphereGeometry } from '../core/render/video-sphere';
import { createVideoTexture } from '../core/render/video-texture';

interface PlayerSceneProps {
  video: HTMLVideoElement;
  /** Shared with the DOM input handlers: they change it, this loop copies it to the camera. */
  view: ViewState;
}

/** The video sphere (mono) and a camera that follows the view state, with no allocation per frame. */
export function PlayerScene({ video, view }: PlayerSceneProps) {
  const geometry = useMemo(() => createVideoSphereGeometry({ layout: 'mono', eye: 'mono-view' }), []);
  const texture = useMemo(() => createVideoTexture(video), [video]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(() => () => texture.dispose(), [texture]);
  return (
    <>
      <mesh geometry={geometry}>
        <meshBasicMaterial map={texture} toneMapped={false} />
      </mesh>
      <ViewCamera view={view} />
    </>
  );
}

function ViewCamera({ view }: { view: ViewState }) {
  const camera = useThree((state) => state.camera) as PerspectiveCamera;
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    camera.rotation.order = 'YXZ';
  }, [camera]);
  useFrame((_, deltaSeconds) => {
    // On demand (paused video) the loop only runs while something moves: keep it going during inertia.
    if (stepInertia(view, Math.min(deltaSeconds, 0.1) * 1000)) invalidate();
    camera.rotation.set(view.pitch, view.yaw, 0);
    if (camera.fov !== view.fov) {
      camera.fov = view.fov;
      camera.updateProjectionMatrix();
    }
  });
  return null;
}
