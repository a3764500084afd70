/**
 * The headset's 'Live' marker as a three.js plate (the engine's LiveMarker places it, live-marker.ts): built the
 * first time a live stream plays (most sessions are recordings), fed the head's pose and the gaze interface's
 * rest each frame, and repainted only when its word or its dot changes. Its userData says what it shows, for
 * the browser tests. Part of the gaze scene, so both bindings draw it.
 */
import type { Group, Mesh, MeshBasicMaterial, PlaneGeometry } from 'three';
import { paintLiveMarkerFace } from '../faces';
import { restingHandle } from '../gaze/applause-target';
import { LABEL_CAP_DEG, metresFor, TARGET_DISTANCE } from '../gaze/gaze-layout';
import type { HeadPose } from '../gaze/gaze-ui';
import type { PlayerController } from '../player';
import { canvasTexture, GAZE_NAMES, place, PX_PER_METRE, UI_ORDER, type Three } from './gaze-scene-style';

export interface LiveMarkerScene {
  readonly root: Group;
  /** Call every XR frame, after the gaze interface has seen it. */
  update(player: PlayerController, head: HeadPose): void;
  dispose(): void;
}

export function createLiveMarkerScene(THREE: Three): LiveMarkerScene {
  const root = new THREE.Group();
  const disposables: { dispose(): void }[] = [];
  let built: { mesh: Mesh; canvas: HTMLCanvasElement } | null = null;
  let painted = '';
  let placed: object | null = null;

  const build = (width: number, height: number) => {
    const { canvas, texture } = canvasTexture(THREE, width, height, disposables);
    const geometry = new THREE.PlaneGeometry(width, height);
    const material = new THREE.MeshBasicMaterial({ map: texture, transparent: true, depthTest: false, depthWrite: false, toneMapped: false });
    disposables.push(geometry, material);
    const mesh = new THREE.Mesh(geometry, material);
    mesh.name = GAZE_NAMES.liveMarker;
    mesh.renderOrder = UI_ORDER + 1;
    root.add(mesh);
    return { mesh, canvas };
  };

  const paint = (parts: { mesh: Mesh; canvas: HTMLCanvasElement }, player: PlayerController) => {
    const face = player.liveMarker.face();
    const key = face ? `${face.label}|${face.atEdge}` : '';
    if (!face || key === painted) return;
    painted = key;
    const metrics = paintLiveMarkerFace(parts.canvas, face, metresFor(LABEL_CAP_DEG, TARGET_DISTANCE) * PX_PER_METRE);
    const height = (parts.mesh.geometry as PlaneGeometry).parameters.height;
    parts.mesh.userData = { label: face.label, atEdge: face.atEdge, lines: metrics.lines, capHeight: (metrics.capHeightPx / parts.canvas.height) * height };
    const map = (parts.mesh.material as MeshBasicMaterial).map;
    if (map) map.needsUpdate = true;
  };

  return {
    root,
    update(player, head) {
      const marker = player.liveMarker;
      marker.update(head.position, player.gaze.rest, restingHandle(player));
      const { target } = marker;
      if (!built) {
        if (!target) return;
        built = build(target.width, target.height);
      }
      built.mesh.visible = target !== null;
      if (target && target !== placed) place(built.mesh, target);
      placed = target;
      if (target) paint(built, player);
    },
    dispose() {
      root.removeFromParent();
      for (const item of disposables) item.dispose();
    },
  };
}
