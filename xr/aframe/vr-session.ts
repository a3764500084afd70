import type { HeadPose } from '../core/gaze/gaze-ui';
import type { PlayerController } from '../core/player';
import { createGazeScene, type GazeScene } from '../core/render/gaze-scene';
import { watchXrVisibility } from '../core/session/xr-visibility';
import type { AScene, AXrManager, Three } from './aframe-types';
import { forwardXrSelect } from './xr-select';

/** What lives only while a headset session runs: the gaze interface and the session's listeners. */
export interface VrSession {
  /** The head's pose in this frame, or null before the headset reports one. */
  head(): HeadPose | null;
  /** Feeds the head's pose to the engine's gaze interface and draws it. */
  update(head: HeadPose): void;
  end(): void;
}

/**
 * The viewer's pose in the session's reference space, read from the frame being drawn. The camera only
 * gets it while the frame renders (after A-Frame's tick): at the session's first tick it still holds the
 * flat view's pose, which would become the person's resting gaze. The reference space is the world here:
 * the camera entity has no rig, and A-Frame's look-controls zero its offset in VR.
 */
function viewerPose(xr: AXrManager): HeadPose | null {
  const space = xr.getReferenceSpace();
  const pose = space ? xr.getFrame()?.getViewerPose(space) : undefined;
  if (!pose) return null;
  const { position: p, orientation: q } = pose.transform;
  return { position: { x: p.x, y: p.y, z: p.z }, quaternion: { x: q.x, y: q.y, z: q.z, w: q.w } };
}

/**
 * Starts the headset side for one session: the gaze interface drawn by the shared gaze scene (the same
 * targets, faces, reticle and caption panel as the React player), `select` rays forwarded to the engine,
 * and the session's visibility reported to the engine (the concert starts when the person sees it, and goes on
 * when the headset wakes from standby).
 */
export function startVrSession(THREE: Three, scene: AScene, player: PlayerController): VrSession {
  const gazeScene: GazeScene = createGazeScene(THREE);
  scene.object3D.add(gazeScene.root);
  const { xr } = scene.renderer;
  const stopSelect = forwardXrSelect(xr, player);
  const session = xr.getSession();
  // Whether the person sees the session: the concert starts when they do, and goes on after standby.
  const stopVisibility = session ? watchXrVisibility(session, (visibility) => player.setXrVisibility(visibility)) : () => undefined;
  return {
    head: () => viewerPose(xr),
    update(head) {
      gazeScene.update(player, head, performance.now());
    },
    end() {
      stopSelect();
      stopVisibility();
      gazeScene.dispose();
    },
  };
}
