import type { RefObject } from 'react';
import { Canvas, type RootState } from '@react-three/fiber';
import type { Group, Quaternion } from 'three';
import type { ViewState } from '../core/controls/view-controls';
import type { MediaSourceHandle } from '../core/media/media-source';
import type { StereoLayout } from '../core/projection';
import type { ImmersiveViewProps } from './immersive';
import { PlayerScene } from './player-scene';
import type { Immersive } from './use-immersive';

export interface PlayerCanvasProps {
  media: MediaSourceHandle | null;
  view: ViewState;
  layout: StereoLayout;
  invertEyes: boolean;
  sphere: RefObject<Group | null>;
  orient: (out: Quaternion) => boolean;
  /** The headset part, once loaded (only where `immersive-vr` is supported). */
  immersive: Pick<Immersive, 'loaded' | 'inSession'>;
  menu: Pick<ImmersiveViewProps, 'labels' | 'isDisabled' | 'onAction' | 'dwellMs'>;
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
export default function PlayerCanvas({ media, view, layout, invertEyes, sphere, orient, immersive, menu, onCreated }: PlayerCanvasProps) {
  const { loaded, inSession } = immersive;
  return (
    <Canvas flat frameloop="demand" camera={CAMERA} gl={GL} onCreated={onCreated}>
      {media && <PlayerScene video={media.video} view={view} layout={layout} invertEyes={invertEyes} sphere={sphere} orient={orient} />}
      {media && loaded && (
        <loaded.module.ImmersiveView
          store={loaded.store}
          inSession={inSession}
          video={media.video}
          sphere={sphere}
          layout={layout}
          invertEyes={invertEyes}
          {...menu}
          onVisible={() => void media.resume()}
        />
      )}
    </Canvas>
  );
}
