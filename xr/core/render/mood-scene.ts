/**
 * The mood check in the headset as three.js objects (the engine's MoodPanel places it and routes the gaze): the
 * question's board, five faces and Skip painted as the menu's items are, their highlight frames and a dwell ring
 * where the gaze rests. Built the first time a site shows a check (most sessions never do); each frame it feeds
 * the panel the head's pose and the gaze interface's rest, and repaints only what changed. Shared by any binding.
 */
import type { Group } from 'three';
import { paintBoardFace, paintItemFace, type BoardRow, type FaceIcon } from '../faces';
import { LABEL_CAP_DEG } from '../gaze/gaze-layout';
import type { HeadPose } from '../gaze/gaze-ui';
import { MOOD_SPOTS, MOOD_TARGETS, QUESTION_SPOT, type MoodCheckContent, type MoodTargetId } from '../gaze/mood-panel';
import type { PlayerController } from '../player';
import { createReticle } from './gaze-overlays';
import { overlayKit, type Three } from './gaze-scene-style';
import { capPx, panelParts, type PanelFace, type PanelTarget } from './panel-parts';

/** The question's board in the scene, for the browser tests (tests/e2e/mood-headset.backend.spec.ts). */
export const MOOD_BOARD_NAME = 'tutti-mood-board';

const ICONS: Readonly<Record<MoodTargetId, FaceIcon | null>> = { 'mood:1': 'mood1', 'mood:2': 'mood2', 'mood:3': 'mood3', 'mood:4': 'mood4', 'mood:5': 'mood5', 'mood:skip': null };

export interface MoodScene {
  readonly root: Group;
  /** Call every XR frame, after the gaze scene's. */
  update(player: PlayerController, head: HeadPose, nowMs: number): void;
  dispose(): void;
}

/** The question large (up to two lines) over the hint; once answered, the thanks alone. */
function boardRows(content: MoodCheckContent): BoardRow[] {
  if (content.thanks) return [{ text: content.thanks, capPx: capPx(LABEL_CAP_DEG * 1.5), lines: 1 }];
  return [
    { text: content.question, capPx: capPx(LABEL_CAP_DEG * 1.3), lines: 2 },
    { text: content.hint, capPx: capPx(LABEL_CAP_DEG), lines: 1 },
  ];
}

const labelOf = (content: MoodCheckContent, id: MoodTargetId) => (id === 'mood:skip' ? content.skip : content.faces[MOOD_TARGETS.indexOf(id)]) ?? '';

export function createMoodScene(THREE: Three): MoodScene {
  const root = new THREE.Group();
  const kit = overlayKit(THREE);
  const { face, target, paint, show } = panelParts(THREE, root, kit);
  let parts: { board: PanelFace; targets: Map<MoodTargetId, PanelTarget>; reticle: ReturnType<typeof createReticle> } | null = null;
  let drawn = -1;

  const build = () => {
    const board = face(QUESTION_SPOT.width, QUESTION_SPOT.height, MOOD_BOARD_NAME);
    const targets = new Map(MOOD_TARGETS.map((id) => [id, target(MOOD_SPOTS[id].width, MOOD_SPOTS[id].height)] as const));
    const reticle = createReticle(THREE, kit.material, kit.disposables);
    root.add(reticle.group);
    return { board, targets, reticle };
  };

  function draw(player: PlayerController, built: NonNullable<typeof parts>) {
    const { mood } = player;
    const { content } = mood;
    show(built.board, mood.board);
    if (content) {
      const rows = boardRows(content);
      paint(built.board, rows.map((row) => row.text).join('\n'), () => {
        const metrics = paintBoardFace(built.board.canvas, rows);
        return { capHeightPx: metrics.capHeightPx, lines: metrics.rows.flat() };
      });
    }
    for (const [id, part] of built.targets) {
      show(part, mood.targets.get(id));
      part.mesh.userData = { ...part.mesh.userData, gazeId: id, disabled: false };
      const label = content ? labelOf(content, id) : '';
      if (part.mesh.visible && label) paint(part, `${ICONS[id]}|${label}`, () => paintItemFace(part.canvas, { icon: ICONS[id], label, disabled: false }, capPx(LABEL_CAP_DEG)));
    }
  }

  return {
    root,
    update(player, head, nowMs) {
      const { gaze, mood } = player;
      mood.update(head, gaze.rest, gaze.mode === 'idle' ? gaze.handle : null, nowMs);
      if (!parts && !mood.content) return;
      parts ??= build();
      if (mood.version !== drawn) {
        drawn = mood.version;
        draw(player, parts);
      }
      for (const [id, part] of parts.targets) part.highlight.visible = part.mesh.visible && mood.hovered === id;
      const { reticle } = mood;
      parts.reticle.group.visible = reticle !== null;
      if (reticle) parts.reticle.update({ ...reticle, onTarget: true });
    },
    dispose() {
      root.removeFromParent();
      kit.dispose();
    },
  };
}
