/**
 * The three.js pieces of a panel beside the resting menu button (the waiting room, the mood check): canvas faces
 * of a given size in degrees, gaze targets with their highlight frame, painting only when the words change, and
 * placing where the engine's panel put them. Each panel's scene says what goes where; this makes the meshes.
 */
import type { Group, Mesh, MeshBasicMaterial, PlaneGeometry } from 'three';
import { metresFor, TARGET_DISTANCE, type PlacedTarget } from '../gaze/gaze-layout';
import { canvasTexture, GAZE_NAMES, HIGHLIGHT, place, PX_PER_METRE, type OverlayKit, type Three, UI_ORDER } from './gaze-scene-style';

/** A painted plane: its mesh, its canvas, and the key of what was last painted on it. */
export interface PanelFace {
  mesh: Mesh;
  canvas: HTMLCanvasElement;
  painted: string;
}

/** A gaze target's face, with the frame that lights up while the gaze rests on it. */
export interface PanelTarget extends PanelFace {
  highlight: Mesh;
}

/** What a painter reports: the cap height drawn (canvas pixels) and the lines, for the browser tests. */
export interface Painted {
  capHeightPx: number;
  lines: string[];
}

/** A cap height of `degrees` at the targets' distance, in canvas pixels. */
export const capPx = (degrees: number) => metresFor(degrees, TARGET_DISTANCE) * PX_PER_METRE;

export interface PanelParts {
  /** A plane `widthDeg` × `heightDeg` of view, hidden until shown, named for the browser tests. */
  face(widthDeg: number, heightDeg: number, name: string): PanelFace;
  /** A gaze target of that size (named as every target is) with its highlight frame. */
  target(widthDeg: number, heightDeg: number): PanelTarget;
  /** Paints `part` when `key` differs from what it shows; records its words and cap height in userData. */
  paint(part: PanelFace, key: string, painter: () => Painted): void;
  /** Shows the part where the panel placed it, or hides it (null). */
  show(part: PanelFace, target: PlacedTarget | null | undefined): void;
}

export function panelParts(THREE: Three, root: Group, kit: OverlayKit): PanelParts {
  const { disposables, material, plane } = kit;
  const face = (widthDeg: number, heightDeg: number, name: string): PanelFace => {
    const [width, height] = [metresFor(widthDeg), metresFor(heightDeg)];
    const { canvas, texture } = canvasTexture(THREE, width, height, disposables);
    const mesh = new THREE.Mesh(plane(width, height), material({ map: texture }));
    mesh.name = name;
    mesh.renderOrder = UI_ORDER + 1;
    mesh.visible = false;
    root.add(mesh);
    return { mesh, canvas, painted: '' };
  };
  return {
    face,
    target(widthDeg, heightDeg) {
      const target = face(widthDeg, heightDeg, GAZE_NAMES.target);
      const { width, height } = (target.mesh.geometry as PlaneGeometry).parameters;
      const highlight = new THREE.Mesh(plane(width * 1.08 + 0.012, height * 1.08 + 0.012), material({ color: HIGHLIGHT }));
      highlight.renderOrder = UI_ORDER;
      highlight.position.z = -0.002;
      highlight.visible = false;
      target.mesh.add(highlight);
      return { ...target, highlight };
    },
    paint(part, key, painter) {
      if (part.painted === key) return;
      part.painted = key;
      const metrics = painter();
      const height = (part.mesh.geometry as PlaneGeometry).parameters.height;
      part.mesh.userData = { ...part.mesh.userData, label: metrics.lines.join(' '), lines: metrics.lines, capHeight: (metrics.capHeightPx / part.canvas.height) * height };
      const map = (part.mesh.material as MeshBasicMaterial).map;
      if (map) map.needsUpdate = true;
    },
    show(part, target) {
      part.mesh.visible = Boolean(target);
      if (target) place(part.mesh, target);
    },
  };
}
