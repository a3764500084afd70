/**
 * The waiting room in the headset, before a live concert's stream appears (issue 24): the concert's poster where
 * the stage will be, under it a board with the concert's title, the time left in numbers and in words, when it starts, and what the sound check said; under
 * it two targets as large as the menu's items, the sound check and the caption language. The site gives the
 * words (already translated) and what the targets do; the engine only places and routes.
 *
 * Comfort first: the panel sits where the menu opens (facing `MENU_DROP` below the resting gaze, its targets on
 * the menu's lower row, either side of the menu button), it is placed once per rest as the menu button is, and
 * nothing on it moves or flashes: only its numbers change. It shows while the gaze interface is at rest; an
 * opened menu takes its place, and it comes back when the menu closes. It keeps its own look timer beside the
 * gaze interface's (whose targets never overlap its own; panel-targets.ts), so gaze-ui.ts stays the router of the
 * menu's panels.
 */
import { ITEM_SIZE, MENU_DROP, placeTarget, type PlacedTarget, type TargetSpot } from './gaze-layout';
import type { HeadLike } from './panel-targets';
import { facingBelowRest, RestPanel } from './rest-panel';
import type { Rest } from './resting-gaze';

export const WAITING_TARGETS = ['wait:sound-check', 'wait:captions'] as const;
export type WaitingTargetId = (typeof WAITING_TARGETS)[number];

/** The board's lines, ready-made by the site in the person's language. */
export interface WaitingBoard {
  title: string;
  /** The time left in numbers ('12:05'), drawn large. */
  clock: string;
  /** The time left in words ('The concert starts in 12 minutes.'). */
  words: string;
  /** 'The concert starts at 19:00 (your time 13:00).' */
  startsAt: string;
  /** What the sound check says now ('' before it was played): 'Did you hear the tone?' */
  said: string;
}

export interface WaitingRoomContent {
  board: WaitingBoard;
  /** The sound check target's words. */
  soundCheck: string;
  /** The caption language target ('Captions: English'), or null for a concert without captions. */
  captions: string | null;
  /** The concert's poster (a still of the hall), shown where the stage will be; none: no picture. */
  poster?: string;
}

/** What the targets do: the site's (the tone and the caption choice are its own). */
export interface WaitingRoomActions {
  soundCheck(): void;
  captions(): void;
}

/** The board spans the menu's upper row and a little above: its top edge lies a few degrees over the resting gaze. */
export const BOARD_SPOT: TargetSpot = { dx: 0, dy: 8.5, width: 50, height: 16 };
/** The poster (16:9) just above the board, centred a little over the resting gaze, where the performers will be. */
export const POSTER_SPOT: TargetSpot = { dx: 0, dy: 25, width: 26.7, height: 15 };
/** The menu's lower row, a column either side of the menu button (which keeps the middle). */
const COLUMN_STEP = 11.8;
const LOWER_ROW = -5.25;
export const WAITING_SPOTS: Readonly<Record<WaitingTargetId, TargetSpot>> = {
  'wait:sound-check': { dx: COLUMN_STEP, dy: LOWER_ROW, ...ITEM_SIZE },
  'wait:captions': { dx: -COLUMN_STEP, dy: LOWER_ROW, ...ITEM_SIZE },
};

export type { PanelReticle as WaitingReticle } from './panel-targets';

export class WaitingPanel extends RestPanel<WaitingTargetId, WaitingRoomContent, WaitingRoomActions> {
  /** The poster, placed while the panel shows and the site gave one (null otherwise). */
  poster: PlacedTarget | null = null;

  /** Shows the waiting room (placed on the next frame) or gives it new words, in place. */
  override show(content: WaitingRoomContent, actions: WaitingRoomActions): void {
    if (!content.captions) this.picking.remove('wait:captions');
    super.show(content, actions);
  }

  protected place(head: HeadLike, rest: Rest, content: WaitingRoomContent): PlacedTarget {
    const facing = facingBelowRest(rest, MENU_DROP);
    this.poster = content.poster ? placeTarget(head.position, facing, POSTER_SPOT) : null;
    const shown = WAITING_TARGETS.filter((id) => id !== 'wait:captions' || content.captions);
    this.picking.place(head, facing, shown.map((id) => [id, WAITING_SPOTS[id]] as const));
    return placeTarget(head.position, facing, BOARD_SPOT);
  }

  protected override unplace(): void {
    this.poster = null;
    super.unplace();
  }

  protected act(id: WaitingTargetId): void {
    if (id === 'wait:sound-check') this.actions?.soundCheck();
    else this.actions?.captions();
  }
}
