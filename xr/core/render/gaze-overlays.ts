/** The parts of the gaze scene that are not targets: the caption panel and the reticle with its dwell ring. */
import { paintCaptionFace } from '../faces';
import { CAPTION_DISTANCE, CAPTION_SIZE } from '../gaze/caption-follow';
import { LABEL_CAP_DEG, metresFor, type PlacedTarget } from '../gaze/gaze-layout';
import type { PlayerController } from '../player';
import { createFillRing, showRingProgress } from './fill-ring';
import { canvasTexture, GAZE_NAMES, HIGHLIGHT, place, PX_PER_METRE, UI_ORDER, type MaterialMaker, type PlaneMaker, type Three } from './gaze-scene-style';

/** The caption panel: repainted when the caption changes, shown only while there is one. */
export function createCaptionMesh(THREE: Three, plane: PlaneMaker, material: MaterialMaker, disposables: { dispose(): void }[]) {
  const width = metresFor(CAPTION_SIZE.width, CAPTION_DISTANCE);
  const height = metresFor(CAPTION_SIZE.height, CAPTION_DISTANCE);
  const { canvas, texture } = canvasTexture(THREE, width, height, disposables);
  const mesh = new THREE.Mesh(plane(width, height), material({ map: texture }));
  mesh.name = GAZE_NAMES.caption;
  mesh.renderOrder = UI_ORDER;
  mesh.visible = false;
  let shown = '';
  return {
    mesh,
    update(player: PlayerController, panel: PlacedTarget | null) {
      const { text } = player.getSnapshot().captions;
      if (text !== shown) {
        shown = text;
        const metrics = paintCaptionFace(canvas, text, metresFor(LABEL_CAP_DEG, CAPTION_DISTANCE) * PX_PER_METRE);
        mesh.userData = { capHeight: (metrics.capHeightPx / canvas.height) * height };
        texture.needsUpdate = true;
      }
      mesh.visible = Boolean(panel && text);
      if (panel) place(mesh, panel);
    },
  };
}

/** A small dot where the gaze falls, and the ring that fills while it rests on a target. */
export function createReticle(THREE: Three, material: MaterialMaker, disposables: { dispose(): void }[]) {
  const group = new THREE.Group();
  group.name = GAZE_NAMES.reticle;
  const dotGeometry = new THREE.CircleGeometry(0.007, 24);
  const trackGeometry = new THREE.RingGeometry(0.016, 0.024, 48);
  const fill = createFillRing(THREE, 0.016, 0.024);
  disposables.push(dotGeometry, trackGeometry, fill);
  const dot = new THREE.Mesh(dotGeometry, material({ color: '#ffffff' }));
  const track = new THREE.Mesh(trackGeometry, material({ color: '#0b1224', opacity: 0.6 }));
  const ring = new THREE.Mesh(fill, material({ color: HIGHLIGHT }));
  for (const mesh of [track, ring, dot]) {
    mesh.renderOrder = UI_ORDER + 3;
    group.add(mesh);
  }
  return {
    group,
    update(reticle: { position: { x: number; y: number; z: number }; quaternion: { x: number; y: number; z: number; w: number }; progress: number; onTarget: boolean }) {
      group.position.set(reticle.position.x, reticle.position.y, reticle.position.z);
      group.quaternion.set(reticle.quaternion.x, reticle.quaternion.y, reticle.quaternion.z, reticle.quaternion.w);
      track.visible = reticle.onTarget;
      showRingProgress(fill, reticle.progress);
    },
  };
}
