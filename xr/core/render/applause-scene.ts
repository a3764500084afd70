/**
 * The headset's 'Applaud' target as three.js objects (the engine's ApplauseTarget places it and routes the
 * gaze): one target painted as the menu's items are, its highlight frame while the gaze rests on it, and a
 * dwell ring there. Built the first time a site gives the player an applause handler (most sessions never do);
 * each frame it feeds the target the head's pose and the gaze interface's rest, and repaints only when its
 * words or state change. Shared by any binding, as the gaze scene is.
 */
import type { Group, Mesh, MeshBasicMaterial, PlaneGeometry } from 'three';
import { paintItemFace } from '../faces';
import { APPLAUSE_ID, restingHandle } from '../gaze/applause-target';
import { LABEL_CAP_DEG, metresFor, TARGET_DISTANCE } from '../gaze/gaze-layout';
import type { HeadPose } from '../gaze/gaze-ui';
import type { PlayerController } from '../player';
import { createReticle } from './gaze-overlays';
import { canvasTexture, GAZE_NAMES, HIGHLIGHT, overlayKit, place, PX_PER_METRE, type Three, UI_ORDER } from './gaze-scene-style';

export interface ApplauseScene {
  readonly root: Group;
  /** Feeds the head's pose to the player's applause target, then draws it. Call every XR frame, after the gaze scene's. */
  update(player: PlayerController, head: HeadPose, nowMs: number): void;
  dispose(): void;
}

interface Parts {
  mesh: Mesh;
  highlight: Mesh;
  canvas: HTMLCanvasElement;
  reticle: ReturnType<typeof createReticle>;
}

export function createApplauseScene(THREE: Three): ApplauseScene {
  const root = new THREE.Group();
  const kit = overlayKit(THREE);
  const { disposables, material, plane } = kit;
  let parts: Parts | null = null;
  let painted = '';
  let placed: object | null = null;

  const build = (width: number, height: number): Parts => {
    const { canvas, texture } = canvasTexture(THREE, width, height, disposables);
    const mesh = new THREE.Mesh(plane(width, height), material({ map: texture }));
    mesh.name = GAZE_NAMES.target;
    mesh.renderOrder = UI_ORDER + 1;
    mesh.visible = false;
    const highlight = new THREE.Mesh(plane(width * 1.08 + 0.012, height * 1.08 + 0.012), material({ color: HIGHLIGHT }));
    highlight.renderOrder = UI_ORDER;
    highlight.position.z = -0.002;
    mesh.add(highlight);
    root.add(mesh);
    const reticle = createReticle(THREE, material, disposables);
    root.add(reticle.group);
    return { mesh, highlight, canvas, reticle };
  };

  /** Its face: repainted only when the words, the icon or the dimming change. The label goes in userData for the browser tests. */
  const paint = (built: Parts, player: PlayerController) => {
    const face = player.applauseFace();
    const key = `${face.icon}|${face.label}|${face.disabled}`;
    if (key === painted) return;
    painted = key;
    const metrics = paintItemFace(built.canvas, face, metresFor(LABEL_CAP_DEG, TARGET_DISTANCE) * PX_PER_METRE);
    const height = (built.mesh.geometry as PlaneGeometry).parameters.height;
    built.mesh.userData = { gazeId: APPLAUSE_ID, label: face.label, lines: metrics.lines, disabled: face.disabled, capHeight: (metrics.capHeightPx / built.canvas.height) * height };
    const map = (built.mesh.material as MeshBasicMaterial).map;
    if (map) map.needsUpdate = true;
  };

  return {
    root,
    update(player, head, nowMs) {
      const applause = player.applauseTarget;
      applause.update(head, player.gaze.rest, restingHandle(player), nowMs);
      const { target } = applause;
      if (!parts) {
        if (!target) return;
        parts = build(target.width, target.height);
      }
      parts.mesh.visible = target !== null;
      if (target && target !== placed) place(parts.mesh, target);
      placed = target;
      if (target) paint(parts, player);
      parts.highlight.visible = applause.hovered;
      const { reticle } = applause;
      parts.reticle.group.visible = reticle !== null;
      if (reticle) parts.reticle.update(reticle);
    },
    dispose() {
      root.removeFromParent();
      kit.dispose();
    },
  };
}
