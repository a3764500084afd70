import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { LinearFilter, SphereGeometry, SRGBColorSpace, VideoTexture } from 'three';
import type { Group, Mesh, PerspectiveCamera, Quaternion } from 'three';
import { stepInertia, type ViewState } from '../core/controls/view-controls';
import type { Eye, StereoLayout } from '../core/projection';
import { createVideoSphereGeometry } from '../core/render/video-sphere';
import { createVideoTexture } from '../core/render/video-texture';
import { useFirstFrameMark } from './use-first-frame-mark';
import { useVideoFrameRedraw } from './use-video-frame-redraw';

interface PlayerSceneProps {
  video: HTMLVideoElement;
  /** Shared with the DOM input handlers: they change it, this loop copies it to the camera. */
  view: ViewState;
  layout: StereoLayout;
  invertEyes: boolean;
  /** The sphere's group, turned and moved by the headset view. */
  sphere: RefObject<Group | null>;
  /** Motion control: writes the phone's orientation into the camera's quaternion, or returns false. */
  orient: (out: Quaternion) => boolean;
}

/** three.js layer of each eye in a WebXR session (layer 0 shows to both). */
const EYE_LAYER = { left: 1, right: 2 } as const;

/**
 * The video sphere and a camera that follows the view state, with no allocation per frame. A stereo
 * source gets one sphere per eye (each on its eye's layer) and, on a flat screen, its left half.
 */
export function PlayerScene({ video, view, layout, invertEyes, sphere, orient }: PlayerSceneProps) {
  const texture = useMemo(() => createVideoTexture({ VideoTexture, SRGBColorSpace, LinearFilter }, video), [video]);
  useEffect(() => () => texture.dispose(), [texture]);
  useFirstFrameMark(texture);
  useVideoFrameRedraw(video);
  const eyes: readonly Eye[] = layout === 'mono' ? ['mono-view'] : ['mono-view', 'left', 'right'];
  return (
    <>
      <group ref={sphere}>
        {eyes.map((eye) => (
          <EyeSphere key={eye} eye={eye} layout={layout} invertEyes={invertEyes} texture={texture} stereo={layout !== 'mono'} />
        ))}
      </group>
      <ViewCamera view={view} orient={orient} />
    </>
  );
}

interface EyeSphereProps {
  eye: Eye;
  layout: StereoLayout;
  invertEyes: boolean;
  texture: ReturnType<typeof createVideoTexture>;
  stereo: boolean;
}

function EyeSphere({ eye, layout, invertEyes, texture, stereo }: EyeSphereProps) {
  const mesh = useRef<Mesh>(null);
  const geometry = useMemo(() => createVideoSphereGeometry({ SphereGeometry }, { layout, eye, invertEyes }), [layout, eye, invertEyes]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(() => {
    if (eye !== 'mono-view') mesh.current?.layers.set(EYE_LAYER[eye]);
  }, [eye]);
  // A stereo source's flat-screen view would show to both eyes in a headset, over the eyes' own spheres.
  useFrame((state) => {
    if (mesh.current && stereo && eye === 'mono-view') mesh.current.visible = !state.gl.xr.isPresenting;
  });
  return (
    <mesh ref={mesh} geometry={geometry}>
      <meshBasicMaterial map={texture} toneMapped={false} />
    </mesh>
  );
}

function ViewCamera({ view, orient }: Pick<PlayerSceneProps, 'view' | 'orient'>) {
  const camera = useThree((state) => state.camera) as PerspectiveCamera;
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    camera.rotation.order = 'YXZ';
  }, [camera]);
  useFrame((state, deltaSeconds) => {
    // In a headset the camera is the person's head: nothing else may move it.
    if (state.gl.xr.isPresenting) return;
    // On demand (paused video) the loop only runs while something moves: keep it going during inertia.
    if (stepInertia(view, Math.min(deltaSeconds, 0.1) * 1000)) invalidate();
    if (orient(camera.quaternion)) invalidate();
    else camera.rotation.set(view.pitch, view.yaw, 0);
    if (camera.fov !== view.fov) {
      camera.fov = view.fov;
      camera.updateProjectionMatrix();
    }
  });
  return null;
}
