import type { Group, Mesh, MeshBasicMaterial } from 'three';
import type { Pose } from '../core/gaze/math';
import type { Eye, StereoLayout } from '../core/projection';
import { createVideoSphereGeometry } from '../core/render/video-sphere';
import { createVideoTexture } from '../core/render/video-texture';
import type { Three } from './aframe-types';

/** The sphere's name in the scene, for the browser tests. */
export const SPHERE_NAME = 'tutti-video-sphere';

/** Dark, not white, until the video has a frame: a white flash is harsh in a headset. */
const WAITING_COLOUR = '#0f172a';
/** three.js layer of each eye in a WebXR session (layer 0 shows to both), as in the React player. */
const EYE_LAYER = { left: 1, right: 2 } as const;

export interface SphereFrame {
  /** Centred on the eyes (the picture is infinitely far) and turned by the player's recentring. */
  pose: Pose;
  /** The playing concert's frame layout. */
  layout: StereoLayout;
  /** In a headset session: a stereo source shows each eye its own half. */
  presenting: boolean;
}

export interface AframeSphere {
  readonly group: Group;
  update(frame: SphereFrame): void;
  dispose(): void;
}

/**
 * The concert's picture around the viewer, drawn from the player's one video element. A stereo source gets
 * one sphere per eye (each on its eye's layer) and, on a flat screen, its left half.
 */
export function createAframeSphere(THREE: Three, video: HTMLVideoElement): AframeSphere {
  const texture = createVideoTexture(THREE, video);
  const material: MeshBasicMaterial = new THREE.MeshBasicMaterial({ color: WAITING_COLOUR, toneMapped: false });
  const group = new THREE.Group();
  group.name = SPHERE_NAME;
  let layout: StereoLayout | null = null;
  let meshes: { eye: Eye; mesh: Mesh }[] = [];

  const build = (next: StereoLayout) => {
    for (const { mesh } of meshes) {
      mesh.removeFromParent();
      mesh.geometry.dispose();
    }
    const eyes: readonly Eye[] = next === 'mono' ? ['mono-view'] : ['mono-view', 'left', 'right'];
    meshes = eyes.map((eye) => {
      const mesh = new THREE.Mesh(createVideoSphereGeometry(THREE, { layout: next, eye }), material);
      if (eye !== 'mono-view') mesh.layers.set(EYE_LAYER[eye]);
      group.add(mesh);
      return { eye, mesh };
    });
    layout = next;
  };

  return {
    group,
    update({ pose, layout: next, presenting }) {
      if (next !== layout) build(next);
      // WebGL rejects a video without a frame as a texture ("no video"): only from the first frame on.
      if (!material.map && video.readyState >= video.HAVE_CURRENT_DATA) {
        material.map = texture;
        material.color.set('#ffffff');
        material.needsUpdate = true;
      }
      // A stereo source's flat view would show to both eyes in a headset, over the eyes' own spheres.
      for (const { eye, mesh } of meshes) mesh.visible = eye !== 'mono-view' || next === 'mono' || !presenting;
      group.position.set(pose.position.x, pose.position.y, pose.position.z);
      group.quaternion.set(pose.quaternion.x, pose.quaternion.y, pose.quaternion.z, pose.quaternion.w);
    },
    dispose() {
      group.removeFromParent();
      for (const { mesh } of meshes) mesh.geometry.dispose();
      material.dispose();
      texture.dispose();
    },
  };
}
