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
import { ITEM_SIZE, COLUMN_STEP, placeTarget, type PlacedTarget, type TargetSpot } from './gaze-layout';
import type { HeadLike } from './panel-targets';
import type { Rest } from './resting-gaze';
import { facingBelowRest, RestPanel } from './rest-panel';

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

export class MoodPanel extends RestPanel<MoodTargetId, MoodCheckContent, MoodCheckActions> {
  /** Shows the check (placed on the next frame), or new words in place; thanks: the board alone. */
  override show(content: MoodCheckContent, actions: MoodCheckActions): void {
    // Answered: the faces go at once, so a look that lingers cannot answer again.
    if (Boolean(content.thanks) !== Boolean(this.content?.thanks)) this.replace();
    super.show(content, actions);
  }

  protected place(head: HeadLike, rest: Rest, content: MoodCheckContent): PlacedTarget {
    const facing = facingBelowRest(rest, 0);
    this.picking.place(head, facing, content.thanks ? [] : MOOD_TARGETS.map((id) => [id, MOOD_SPOTS[id]] as const));
    return placeTarget(head.position, facing, QUESTION_SPOT);
  }

  protected act(id: MoodTargetId): void {
    const face = FACE_OF[id];
    if (face) this.actions?.answer(face);
    else this.actions?.skip();
  }
}
