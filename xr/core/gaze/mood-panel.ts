/**
 * The mood check in the headset (issue 26): before and after a concert, a question and five faces from very sad
 * to very happy, chosen by looking at one, and 'Skip' always there. The site gives the words (already
 * translated, and speaks the question) and what an answer does; the engine only places and routes.
 *
 * Comfort first: the faces lie across the resting gaze itself, so a resident who cannot turn their head reaches
 * every one (each as large as a menu item, all within 30° of the rest), the question just above them, 'Skip'
 * just below, clear of the menu button. Placed once per rest, as the menu button is; nothing moves. A face under
 * the eyes as the check appears does not count until the gaze has left it (panel-targets.ts). Once answered,
 * the site may show its thanks on the board alone, with no target left to meet.
 */
import { DEFAULT_DWELL_MS } from './dwell-timer';
import { ITEM_SIZE, COLUMN_STEP, panelFacing, placeTarget, type PlacedTarget, type TargetSpot } from './gaze-layout';
import { DEG, type Vec3 } from './math';
import { PanelTargets, type HeadLike, type PanelReticle } from './panel-targets';
import type { Rest } from './resting-gaze';

export const MOOD_FACES = ['mood:1', 'mood:2', 'mood:3', 'mood:4', 'mood:5'] as const;
export const MOOD_TARGETS = [...MOOD_FACES, 'mood:skip'] as const;
export type MoodTargetId = (typeof MOOD_TARGETS)[number];
/** A face's step on the scale: 1 very sad … 5 very happy. */
export type MoodFace = 1 | 2 | 3 | 4 | 5;

export interface MoodCheckContent {
  /** 'How do you feel right now?' */
  question: string;
  /** 'Look at the face that fits, or at Skip.' */
  hint: string;
  /** The five faces' words, very sad first. */
  faces: readonly [string, string, string, string, string];
  skip: string;
  /** Given once answered ('Thank you.'): the board says it, and no target shows. */
  thanks?: string;
}

export interface MoodCheckActions {
  answer(face: MoodFace): void;
  skip(): void;
}

/** The question above the faces, its bottom edge a degree over their top. */
export const QUESTION_SPOT: TargetSpot = { dx: 0, dy: 10.5, width: 50, height: 10 };
const FACE_ROW = 0;
const SKIP_ROW = -10.5;
/** The faces read like a number line, very sad on the left (a turn to the left is a positive dx). */
export const MOOD_SPOTS: Readonly<Record<MoodTargetId, TargetSpot>> = {
  'mood:1': { dx: 2 * COLUMN_STEP, dy: FACE_ROW, ...ITEM_SIZE },
  'mood:2': { dx: COLUMN_STEP, dy: FACE_ROW, ...ITEM_SIZE },
  'mood:3': { dx: 0, dy: FACE_ROW, ...ITEM_SIZE },
  'mood:4': { dx: -COLUMN_STEP, dy: FACE_ROW, ...ITEM_SIZE },
  'mood:5': { dx: -2 * COLUMN_STEP, dy: FACE_ROW, ...ITEM_SIZE },
  'mood:skip': { dx: 0, dy: SKIP_ROW, ...ITEM_SIZE },
};

const FACE_OF: Readonly<Partial<Record<MoodTargetId, MoodFace>>> = { 'mood:1': 1, 'mood:2': 2, 'mood:3': 3, 'mood:4': 4, 'mood:5': 5 };

export class MoodPanel {
  content: MoodCheckContent | null = null;
  /** The question's board while the check shows (null otherwise). */
  board: PlacedTarget | null = null;
  /** Grows whenever the panel's words or places change: bindings repaint and re-place then. */
  version = 0;
  private actions: MoodCheckActions | null = null;
  private readonly picking: PanelTargets<MoodTargetId>;
  /** The menu button the panel was placed beside: a new one (a new rest) places it again. */
  private anchor: object | null = null;

  constructor(dwellMs = DEFAULT_DWELL_MS) {
    this.picking = new PanelTargets<MoodTargetId>((id) => this.act(id), dwellMs);
  }

  get targets(): ReadonlyMap<MoodTargetId, PlacedTarget> {
    return this.picking.placed;
  }

  get hovered(): MoodTargetId | null {
    return this.picking.hovered;
  }

  get reticle(): PanelReticle | null {
    return this.picking.reticle;
  }

  /** Shows the check (placed on the next frame), or new words in place; thanks: the board alone. */
  show(content: MoodCheckContent, actions: MoodCheckActions): void {
    const answered = Boolean(content.thanks) !== Boolean(this.content?.thanks);
    this.content = content;
    this.actions = actions;
    // Answered: the faces go at once, so a look that lingers cannot answer again.
    if (answered) this.anchor = null;
    this.version++;
  }

  hide(): void {
    this.content = null;
    this.actions = null;
    this.unplace();
  }

  setDwell(ms: number): void {
    this.picking.setDwell(ms);
  }

  /** Each frame: the head's pose, the resting gaze, and the menu button while the gaze interface is at rest (else null). */
  update(head: HeadLike, rest: Rest, handle: object | null, nowMs: number): void {
    if (!this.content || !handle) {
      if (this.board) this.unplace();
      this.picking.look(false, head, nowMs);
      return;
    }
    if (handle !== this.anchor) this.place(head, rest, handle);
    this.picking.look(true, head, nowMs);
  }

  /** A controller trigger or hand pinch along this ray: acts at once on a target of the panel. */
  select(origin: Vec3, direction: Vec3): boolean {
    return this.picking.select(origin, direction);
  }

  private place(head: HeadLike, rest: Rest, handle: object): void {
    const facing = panelFacing(rest.yaw, Math.max(-85 * DEG, Math.min(85 * DEG, rest.pitch)));
    this.board = placeTarget(head.position, facing, QUESTION_SPOT);
    const targets = this.content?.thanks ? [] : MOOD_TARGETS.map((id) => [id, MOOD_SPOTS[id]] as const);
    this.picking.place(head, facing, targets);
    this.anchor = handle;
    this.version++;
  }

  private unplace(): void {
    this.board = null;
    this.picking.clear();
    this.anchor = null;
    this.version++;
  }

  private act(id: MoodTargetId): void {
    const face = FACE_OF[id];
    if (face) this.actions?.answer(face);
    else this.actions?.skip();
  }
}
