/**
 * The waiting room's panel in the headset as three.js objects (the engine's WaitingPanel places it and routes
 * the gaze): the concert's poster, its board, its two targets painted as the menu's items are, and a dwell ring where the gaze rests
 * on one of them. Built only once a waiting room shows; each frame it feeds the panel the head's pose and the
 * gaze interface's rest, and redraws only what changed.
 */
import type { Group, MeshBasicMaterial } from 'three';
import { paintBoardFace, paintItemFace, type BoardRow, type FaceIcon } from '../../core/faces';
import { coverCrop } from '../../core/faces/card-face';
import { DISPLAY_CAP_DEG, LABEL_CAP_DEG } from '../../core/gaze/gaze-layout';
import type { HeadPose } from '../../core/gaze/gaze-ui';
import { BOARD_SPOT, POSTER_SPOT, WAITING_SPOTS, WAITING_TARGETS, type WaitingPanel, type WaitingRoomContent, type WaitingTargetId } from '../../core/gaze/waiting-panel';
import type { PlayerController } from '../../core/player';
import { createCardPictures } from '../../core/render/card-pictures';
import { createReticle } from '../../core/render/gaze-overlays';
import { overlayKit, type Three } from '../../core/render/gaze-scene-style';
import { capPx, panelParts, type PanelFace, type PanelTarget } from '../../core/render/panel-parts';

/** The board's name in the scene, for the browser tests (tests/e2e/headset-waiting-room.backend.spec.ts). */
export const WAITING_BOARD_NAME = 'tutti-waiting-board';
export const WAITING_POSTER_NAME = 'tutti-waiting-poster';

const ICONS: Readonly<Record<WaitingTargetId, FaceIcon>> = { 'wait:sound-check': 'louder', 'wait:captions': 'captionsOn' };

export interface WaitingScene {
  readonly root: Group;
  update(player: PlayerController, head: HeadPose, nowMs: number): void;
  dispose(): void;
}

/** The board's rows, top to bottom: the title, the time left large, in words, the start, and the sound check's answer. */
function boardRows({ board }: WaitingRoomContent): BoardRow[] {
  return [
    { text: board.title, capPx: capPx(LABEL_CAP_DEG * 1.2), lines: 1 },
    { text: board.clock, capPx: capPx(DISPLAY_CAP_DEG), lines: 1 },
    { text: board.words, capPx: capPx(LABEL_CAP_DEG), lines: 1 },
    { text: board.startsAt, capPx: capPx(LABEL_CAP_DEG), lines: 1 },
    { text: board.said, capPx: capPx(LABEL_CAP_DEG), lines: 2 },
  ];
}

export function createWaitingScene(THREE: Three): WaitingScene {
  const root = new THREE.Group();
  const kit = overlayKit(THREE);
  const { face, target, paint, show } = panelParts(THREE, root, kit);
  let parts: { board: PanelFace; poster: PanelFace; targets: Map<WaitingTargetId, PanelTarget>; reticle: ReturnType<typeof createReticle> } | null = null;
  let drawn = -1;
  // A poster that arrives is painted on the next frame.
  const pictures = createCardPictures(() => void (drawn = -1));
  kit.disposables.push(pictures);

  /** Made the first time a waiting room shows: most sessions never have one. */
  const build = () => {
    const board = face(BOARD_SPOT.width, BOARD_SPOT.height, WAITING_BOARD_NAME);
    const poster = face(POSTER_SPOT.width, POSTER_SPOT.height, WAITING_POSTER_NAME);
    const targets = new Map(WAITING_TARGETS.map((id) => [id, target(WAITING_SPOTS[id].width, WAITING_SPOTS[id].height)] as const));
    const reticle = createReticle(THREE, kit.material, kit.disposables);
    root.add(reticle.group);
    return { board, poster, targets, reticle };
  };

  /** The poster, cropped to fill its frame; it shows only once its picture has loaded (a failed one: none). */
  function drawPoster(panel: WaitingPanel, part: PanelFace) {
    const picture = pictures.get(panel.content?.poster);
    show(part, picture.status === 'shown' ? panel.poster : null);
    if (part.painted === `${panel.content?.poster}|${picture.status}`) return;
    part.painted = `${panel.content?.poster}|${picture.status}`;
    part.mesh.userData = { picture: picture.status };
    const ctx = part.canvas.getContext('2d');
    if (picture.status !== 'shown' || !ctx) return;
    const { source, width, height } = picture.picture;
    const crop = coverCrop({ x: 0, y: 0, width, height }, part.canvas.width, part.canvas.height);
    ctx.drawImage(source, crop.x, crop.y, crop.width, crop.height, 0, 0, part.canvas.width, part.canvas.height);
    const map = (part.mesh.material as MeshBasicMaterial).map;
    if (map) map.needsUpdate = true;
  }

  function draw(panel: WaitingPanel, built: NonNullable<typeof parts>) {
    const { content } = panel;
    show(built.board, panel.board);
    drawPoster(panel, built.poster);
    if (content) {
      const rows = boardRows(content);
      paint(built.board, rows.map((row) => row.text).join('\n'), () => {
        const metrics = paintBoardFace(built.board.canvas, rows);
        return { capHeightPx: metrics.capHeightPx, lines: metrics.rows.flat() };
      });
    }
    for (const [id, target] of built.targets) {
      show(target, panel.targets.get(id));
      target.mesh.userData = { ...target.mesh.userData, gazeId: id, disabled: false };
      const label = id === 'wait:sound-check' ? content?.soundCheck : content?.captions;
      if (target.mesh.visible && label) paint(target, label, () => paintItemFace(target.canvas, { icon: ICONS[id], label, disabled: false }, capPx(LABEL_CAP_DEG)));
    }
  }

  return {
    root,
    update(player, head, nowMs) {
      const { gaze, waiting } = player;
      // The mood check, when it shows, takes the place before the waiting room's.
      waiting.update(head, gaze.rest, gaze.mode === 'idle' && !player.mood.content ? gaze.handle : null, nowMs);
      if (!parts && !waiting.content) return;
      parts ??= build();
      if (waiting.version !== drawn) {
        drawn = waiting.version;
        draw(waiting, parts);
      }
      for (const [id, target] of parts.targets) target.highlight.visible = target.mesh.visible && waiting.hovered === id;
      const { reticle } = waiting;
      parts.reticle.group.visible = reticle !== null;
      if (reticle) parts.reticle.update({ ...reticle, onTarget: true });
    },
    dispose() {
      root.removeFromParent();
      kit.dispose();
    },
  };
}
