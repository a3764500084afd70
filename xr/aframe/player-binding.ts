import type { PlayerController } from '../core/player';
import { detectXrSupport } from '../core/session/xr-support';
import type { AScene, Three } from './aframe-types';
import { createAframeSphere } from './video-sphere';
import { startVrSession, type VrSession } from './vr-session';

export interface PlayerBinding {
  /** Call every frame, before A-Frame renders. */
  tick(): void;
  dispose(): void;
}

/**
 * Draws one player controller in an A-Frame scene and forwards input to it, nothing more: the picture on
 * a sphere (front ahead, turned by the engine's recentring, each eye its half of a stereo frame), and in a
 * headset the gaze interface. Entering and leaving VR go through the engine (`player.enterVr()` in the
 * person's click), which asks A-Frame.
 */
export function bindPlayer(THREE: Three, scene: AScene, player: PlayerController): PlayerBinding {
  const sphere = createAframeSphere(THREE, player.getSnapshot().media.video);
  scene.object3D.add(sphere.group);
  player.setMaxTextureSize(scene.renderer.capabilities.maxTextureSize);
  let vr: VrSession | null = null;
  let disposed = false;

  // Only a real headset session counts: without WebXR, A-Frame's enterVR is a full-screen mode.
  const onVrChange = () => {
    const active = scene.is('vr-mode') && scene.renderer.xr.isPresenting;
    if (active === (vr !== null)) return;
    vr?.end();
    // The engine knows it is in a session before the session reports whether the person sees it.
    player.setInVr(active);
    vr = active ? startVrSession(THREE, scene, player) : null;
  };
  scene.addEventListener('enter-vr', onVrChange);
  scene.addEventListener('exit-vr', onVrChange);
  void detectXrSupport(navigator).then(({ immersiveVr }) => {
    if (immersiveVr && !disposed) player.bindXr({ enter: () => scene.enterVR().then(() => undefined), exit: () => scene.exitVR().then(() => undefined) });
  });

  const eyes = new THREE.Vector3();
  const turn = new THREE.Quaternion();
  /** On a flat screen the head is A-Frame's camera, turned by dragging. */
  const cameraPose = () => {
    scene.camera.getWorldPosition(eyes);
    scene.camera.getWorldQuaternion(turn);
    return { position: { x: eyes.x, y: eyes.y, z: eyes.z }, quaternion: { x: turn.x, y: turn.y, z: turn.z, w: turn.w } };
  };
  return {
    tick() {
      const head = vr ? vr.head() : cameraPose();
      if (!head) return;
      const { layout = 'mono' } = player.getSnapshot().entry;
      sphere.update({ pose: { position: head.position, quaternion: player.picture }, layout, presenting: vr !== null });
      vr?.update(head);
    },
    dispose() {
      disposed = true;
      scene.removeEventListener('enter-vr', onVrChange);
      scene.removeEventListener('exit-vr', onVrChange);
      vr?.end();
      vr = null;
      player.bindXr(null);
      sphere.dispose();
    },
  };
}
