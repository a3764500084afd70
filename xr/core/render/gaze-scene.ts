/**
 * The headset's gaze interface as three.js objects, built with whichever copy of three the binding runs
 * (React Three Fiber's, or the one A-Frame bundles): both players then show the very same targets, faces,
 * reticle and caption panel. Each frame the binding passes the head's pose; this feeds the engine's gaze
 * state and places, paints and shows what it says. Nothing here decides anything.
 */
import type * as ThreeModule from 'three';
import type { Group, Mesh, MeshBasicMaterial } from 'three';
import { paintCardFace, paintItemFace, paintKeypadDisplayFace, pictureRegion, type CardMetrics, type FaceMetrics } from '../faces';
import type { ChooserCard, GazeTargetId, HeadPose } from '../gaze/gaze-ui';
import { ERASE_KEY, JOIN_KEY, KEYPAD_DISPLAY_ID, type KeypadDisplay, type KeypadFace, type KeypadTargetId } from '../gaze/keypad';
import {
  CARD_PICTURE_SHARE,
  CARD_SIZE,
  CARDS_PER_PAGE,
  DISPLAY_CAP_DEG,
  ITEM_SIZE,
  KEY_CAP_DEG,
  LABEL_CAP_DEG,
  metresFor,
  TARGET_DISTANCE,
  type PlacedTarget,
} from '../gaze/gaze-layout';
import { EVERY_MENU_ACTION, type MenuAction } from '../gaze/menu-actions';
import type { PlayerController, TargetFace } from '../player';
import type { StereoLayout } from '../projection';
import { createCardPictures, type PictureState } from './card-pictures';
import { createCaptionMesh, createReticle } from './gaze-overlays';
import { createLiveMarkerScene } from './live-marker-scene';
import { canvasTexture, GAZE_NAMES, HIGHLIGHT, overlayKit, place, PX_PER_METRE, type Three, UI_ORDER } from './gaze-scene-style';

export { GAZE_NAMES, type Three };

/** A keypad key that has just acted flashes white for this long (ms): the press is confirmed where the gaze is. */
const FLASH = '#ffffff';
const FLASH_MS = 350;

interface Slot {
  mesh: Mesh;
  highlight: Mesh;
  canvas: HTMLCanvasElement;
  painted: string;
  /** The target id this slot shows now (cards change with the chooser's page). */
  id: GazeTargetId | null;
  /** Its highlight shows the white flash of a keypad key that has just acted. */
  flashing: boolean;
}

export interface GazeScene {
  readonly root: Group;
  /** Feeds the head's pose to the engine's gaze state, then draws it. Call every XR frame. */
  update(player: PlayerController, head: HeadPose, nowMs: number): void;
  dispose(): void;
}

export function createGazeScene(THREE: Three): GazeScene {
  const root = new THREE.Group();
  const head = new THREE.Object3D();
  head.name = GAZE_NAMES.head;
  root.add(head);
  const kit = overlayKit(THREE);
  const { disposables, material, plane } = kit;
  const drawn: { snapshot: unknown; version: number } = { snapshot: null, version: -1 };
  // A picture that arrives repaints the cards on the next frame.
  const pictures = createCardPictures(() => void (drawn.version = -1));
  disposables.push(pictures);


  const makeSlot = (widthDeg: number, heightDeg: number): Slot => makeSlotOf(metresFor(widthDeg), metresFor(heightDeg));
  /** A target's mesh, painted on a canvas of its own, and its highlight frame behind it. */
  const makeSlotOf = (width: number, height: number, name: string = GAZE_NAMES.target): Slot => {
    const { canvas, texture } = canvasTexture(THREE, width, height, disposables);
    const mesh = new THREE.Mesh(plane(width, height), material({ map: texture }));
    mesh.name = name;
    mesh.renderOrder = UI_ORDER + 1;
    const highlight = new THREE.Mesh(plane(width * 1.08 + 0.012, height * 1.08 + 0.012), material({ color: HIGHLIGHT }));
    highlight.renderOrder = UI_ORDER;
    highlight.position.z = -0.002;
    mesh.add(highlight);
    mesh.visible = false;
    root.add(mesh);
    return { mesh, highlight, canvas, painted: '', id: null, flashing: false };
  };

  const items = new Map<'handle' | MenuAction | `nav:${'back' | 'more'}`, Slot>([['handle', makeSlot(ITEM_SIZE.width, ITEM_SIZE.height)]]);
  for (const action of EVERY_MENU_ACTION) items.set(action, makeSlot(ITEM_SIZE.width, ITEM_SIZE.height));
  items.set('nav:back', makeSlot(ITEM_SIZE.width, ITEM_SIZE.height));
  items.set('nav:more', makeSlot(ITEM_SIZE.width, ITEM_SIZE.height));
  const cards = Array.from({ length: CARDS_PER_PAGE }, () => makeSlot(CARD_SIZE.width, CARD_SIZE.height));
  const allSlots = [...items.values(), ...cards];
  /** The keypad's keys and display: made the first time a keypad opens (most players never show one). */
  const keypadSlots = new Map<KeypadTargetId, Slot>();
  const caption = createCaptionMesh(THREE, plane, material, disposables);
  root.add(caption.mesh);
  const reticle = createReticle(THREE, material, disposables);
  root.add(reticle.group);
  // In the gaze scene, not beside it as the applause target is: every binding then says a concert is live.
  const liveMarker = createLiveMarkerScene(THREE);
  root.add(liveMarker.root);
  disposables.push(liveMarker);

  /** Every label's cap height in canvas pixels: the targets share one distance and one pixel density. */
  const capPx = metresFor(LABEL_CAP_DEG, TARGET_DISTANCE) * PX_PER_METRE;
  /** A keypad key's one character, and the typed code on the keypad's display: larger. */
  const keyCapPx = metresFor(KEY_CAP_DEG, TARGET_DISTANCE) * PX_PER_METRE;
  const displayCapPx = metresFor(DISPLAY_CAP_DEG, TARGET_DISTANCE) * PX_PER_METRE;

  /**
   * Repaints a face only when what it shows has changed (`extra`: more that changes it, a card's picture).
   * The label's lines and cap height go in the mesh's userData, for the browser tests to read.
   */
  const paint = (slot: Slot, face: TargetFace | KeypadFace, painter: 'item' | ((canvas: HTMLCanvasElement) => FaceMetrics), extra = '') => {
    const key = `${face.icon}|${face.label}|${face.disabled}|${extra}`;
    if (key === slot.painted) return;
    slot.painted = key;
    const metrics = painter === 'item' ? paintItemFace(slot.canvas, face, capPx) : painter(slot.canvas);
    const height = (slot.mesh.geometry as ThreeModule.PlaneGeometry).parameters.height;
    const capHeight = (metrics.capHeightPx / slot.canvas.height) * height;
    slot.mesh.userData = { ...slot.mesh.userData, capHeight, disabled: face.disabled, label: face.label, lines: metrics.lines };
    const map = (slot.mesh.material as MeshBasicMaterial).map;
    if (map) map.needsUpdate = true;
  };

  /** The hovered target's yellow frame; a keypad key that has just acted flashes white instead. */
  const highlight = (slot: Slot, hovered: GazeTargetId | null, pressed: { id: GazeTargetId; atMs: number } | null, nowMs: number) => {
    const flashing = slot.mesh.visible && pressed !== null && slot.id === pressed.id && nowMs - pressed.atMs < FLASH_MS;
    slot.highlight.visible = flashing || (slot.mesh.visible && slot.id === hovered);
    if (flashing === slot.flashing) return;
    slot.flashing = flashing;
    (slot.highlight.material as MeshBasicMaterial).color.set(flashing ? FLASH : HIGHLIGHT);
  };

  const show = (slot: Slot, id: GazeTargetId | null, target: PlacedTarget | null | undefined, hovered: GazeTargetId | null) => {
    slot.mesh.visible = Boolean(id && target);
    if (!id || !target) return;
    slot.id = id;
    slot.mesh.userData = { ...slot.mesh.userData, gazeId: id };
    place(slot.mesh, target);
    slot.highlight.visible = hovered === id;
  };

  return {
    root,
    update(player, pose, nowMs) {
      const { gaze } = player;
      gaze.update(pose, nowMs);
      head.position.set(pose.position.x, pose.position.y, pose.position.z);
      const { hovered } = gaze;
      const snapshot = player.getSnapshot();
      // Targets move, open, close and change their faces only with the gaze's version or the player's
      // snapshot: every other frame only the highlight, the reticle and the caption panel move.
      if (snapshot !== drawn.snapshot || gaze.version !== drawn.version) {
        drawn.snapshot = snapshot;
        drawn.version = gaze.version;
        drawTargets(player, hovered);
      }
      for (const slot of allSlots) highlight(slot, hovered, gaze.pressed, nowMs);
      liveMarker.update(player, pose);
      caption.update(player, gaze.mode === 'idle' ? gaze.caption.panel : null);
      reticle.update(gaze.reticle);
    },
    dispose() {
      root.removeFromParent();
      kit.dispose();
    },
  };

  function drawTargets(player: PlayerController, hovered: GazeTargetId | null) {
    for (const [id, slot] of items) {
      show(slot, id, player.gaze.placed(id), hovered);
      if (slot.mesh.visible) paint(slot, player.faceOf(id), 'item');
    }
    cards.forEach((slot, i) => drawCard(player, slot, player.gaze.cards[i], hovered));
    drawKeypad(player, hovered);
  }

  /** The keypad's keys (painted as menu items, a character key's letter large) and its display. */
  function drawKeypad(player: PlayerController, hovered: GazeTargetId | null) {
    const { gaze } = player;
    for (const [id, target] of gaze.keypadKeys) if (!keypadSlots.has(id)) addKeypadSlot(id, target);
    if (gaze.keypadPanel && !keypadSlots.has(KEYPAD_DISPLAY_ID)) addKeypadSlot(KEYPAD_DISPLAY_ID, gaze.keypadPanel);
    for (const [id, slot] of keypadSlots) {
      show(slot, id, gaze.placed(id), hovered);
      if (!slot.mesh.visible) continue;
      const face = gaze.keypadFace(id);
      if (id === KEYPAD_DISPLAY_ID) {
        const display = gaze.keypadDisplay();
        if (display) paint(slot, face, (canvas) => paintDisplay(slot, canvas, display));
      } else paint(slot, face, id === ERASE_KEY || id === JOIN_KEY ? 'item' : (canvas) => paintItemFace(canvas, face, keyCapPx));
    }
  }

  function addKeypadSlot(id: KeypadTargetId, target: PlacedTarget) {
    const slot = makeSlotOf(target.width, target.height, id === KEYPAD_DISPLAY_ID ? GAZE_NAMES.keypadDisplay : GAZE_NAMES.target);
    keypadSlots.set(id, slot);
    allSlots.push(slot);
  }

  /** The display, which the gaze never acts on: also says how tall its note's capitals are (`noteCapHeight`). */
  function paintDisplay(slot: Slot, canvas: HTMLCanvasElement, display: KeypadDisplay): FaceMetrics {
    const metrics = paintKeypadDisplayFace(canvas, display, displayCapPx, capPx);
    const height = (slot.mesh.geometry as ThreeModule.PlaneGeometry).parameters.height;
    slot.mesh.userData = { ...slot.mesh.userData, noteCapHeight: (metrics.noteCapHeightPx / canvas.height) * height };
    return metrics;
  }

  /** A chooser slot: the concert on this page at this place (its picture and title on one card), or nothing. */
  function drawCard(player: PlayerController, slot: Slot, card: ChooserCard | undefined, hovered: GazeTargetId | null) {
    const id: GazeTargetId | null = card ? `card:${card.entryId}` : null;
    show(slot, id, card?.target, hovered);
    if (!card || !id) return;
    const entry = player.getSnapshot().playlist.find((item) => item.id === card.entryId);
    const picture = pictures.get(entry?.poster);
    const face = player.faceOf(id);
    paint(slot, face, (canvas) => paintCard(slot, canvas, face.label, picture, entry?.layout), `${entry?.poster ?? ''}|${entry?.layout}|${picture.status}`);
  }

  /** A card's face (a 360° still shows its front); its userData says whether its picture shows and where, for the browser tests. */
  function paintCard(slot: Slot, canvas: HTMLCanvasElement, title: string, picture: PictureState, layout: StereoLayout | undefined): CardMetrics {
    const shown = picture.status === 'shown' ? { ...picture.picture, region: pictureRegion(picture.picture, layout) } : null;
    const metrics = paintCardFace(canvas, { title, picture: shown }, capPx, CARD_PICTURE_SHARE);
    slot.mesh.userData = { ...slot.mesh.userData, picture: picture.status, pictureBox: metrics.pictureBox, truncated: metrics.truncated };
    return metrics;
  }
}

export type { Group };
