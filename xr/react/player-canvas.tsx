import { memo, type RefObject } from 'react';
import type { RootState } from '@react-three/fiber';
import type { Group, Quaternion } from 'three';
import type { PlayerController } from '../core/player';
import type { StereoLayout } from '../core/projection';
import { PlayerScene } from './player-scene';
import { SceneCanvas } from './scene-canvas';
import type { Immersive } from './use-immersive';

export interface PlayerCanvasProps {
  player: PlayerController;
  video: HTMLVideoElement;
  layout: StereoLayout;
  invertEyes: boolean;
  sphere: RefObject<Group | null>;
  orient: (out: Quaternion) => boolean;
  /** The headset part, once loaded (only where `immersive-vr` is supported). */
  immersive: Immersive;
  onCreated: (state: RootState) => void;
}

/** At the sphere's centre, looking ahead; the view state turns it from the first frame on. */
const CAMERA = { fov: 75, position: [0, 0, 0], rotation: [0, 0, 0], near: 0.1, far: 1100 } as const;

/**
 * A video sphere needs neither multisampling (the picture is sampled, not edged) nor a transparent canvas:
 * both cost every frame (bench/player: about a third of the frame time on SwiftShader). The headset's
 * media layer path clears to transparent itself.
 */
const GL = { antialias: false, alpha: false } as const;

/**
 * The player's three.js side (React Three Fiber, the sphere, the headset view): a chunk of its own, so the
 * player's controls and its stream start while three.js is still downloading and compiling.
 */
function PlayerCanvas({ player, video, layout, invertEyes, sphere, orient, immersive, onCreated }: PlayerCanvasProps) {
  const { loaded } = immersive;
  return (
    <SceneCanvas flat frameloop="demand" camera={CAMERA} gl={GL} onCreated={onCreated}>
      <PlayerScene video={video} view={player.view} layout={layout} invertEyes={invertEyes} sphere={sphere} orient={orient} />
      {loaded && <loaded.module.ImmersiveView store={loaded.store} player={player} video={video} sphere={sphere} layout={layout} invertEyes={invertEyes} />}
    </SceneCanvas>
  );
}

/**
 * Memoised: the player re-renders at every time update (the timeline), while the canvas only changes with
 * the stream, the layout or the headset module; re-rendering its tree four times a second costs frames.
 */
export default memo(PlayerCanvas);
