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
import { DEFAULT_DWELL_MS } from './dwell-timer';
import { ITEM_SIZE, MENU_DROP, panelFacing, placeTarget, type PlacedTarget, type TargetSpot } from './gaze-layout';
import { DEG, type Vec3 } from './math';
import { PanelTargets, type HeadLike, type PanelReticle } from './panel-targets';
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

export class WaitingPanel {
  content: WaitingRoomContent | null = null;
  /** Placed while the panel shows (null otherwise); the poster only when the site gave one. */
  board: PlacedTarget | null = null;
  poster: PlacedTarget | null = null;
  /** Grows whenever the panel's words or places change: bindings repaint and re-place then. */
  version = 0;
  private actions: WaitingRoomActions | null = null;
  private readonly picking: PanelTargets<WaitingTargetId>;
  /** The menu button the panel was placed beside: a new one (a new rest) places it again. */
  private anchor: object | null = null;

  constructor(dwellMs = DEFAULT_DWELL_MS) {
    this.picking = new PanelTargets<WaitingTargetId>((id) => this.act(id), dwellMs);
  }

  get targets(): ReadonlyMap<WaitingTargetId, PlacedTarget> {
    return this.picking.placed;
  }

  get hovered(): WaitingTargetId | null {
    return this.picking.hovered;
  }

  /** The reticle on a target of this panel, with the dwell's fill; null when the gaze is elsewhere. */
  get reticle(): PanelReticle | null {
    return this.picking.reticle;
  }

  /** Shows the waiting room (placed on the next frame) or gives it new words, in place. */
  show(content: WaitingRoomContent, actions: WaitingRoomActions): void {
    this.content = content;
    this.actions = actions;
    if (!content.captions) this.picking.placed.delete('wait:captions');
    this.version++;
  }

  /** Gone for good (the stream has started, or the page no longer waits). */
  hide(): void {
    this.content = null;
    this.actions = null;
    this.unplace();
  }

  setDwell(ms: number): void {
    this.picking.setDwell(ms);
  }

  /**
   * Each frame: the head's pose, the resting gaze and the menu button while the gaze interface is at rest
   * (`handle` null while one of its panels is open, or the mood check shows: the panel makes way).
   */
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
    const facing = panelFacing(rest.yaw, Math.max(-85 * DEG, rest.pitch - MENU_DROP * DEG));
    this.board = placeTarget(head.position, facing, BOARD_SPOT);
    this.poster = this.content?.poster ? placeTarget(head.position, facing, POSTER_SPOT) : null;
    const shown = WAITING_TARGETS.filter((id) => id !== 'wait:captions' || this.content?.captions);
    this.picking.place(head, facing, shown.map((id) => [id, WAITING_SPOTS[id]] as const));
    this.anchor = handle;
    this.version++;
  }

  private unplace(): void {
    this.board = null;
    this.poster = null;
    this.picking.clear();
    this.anchor = null;
    this.version++;
  }

  private act(id: WaitingTargetId): void {
    if (id === 'wait:sound-check') this.actions?.soundCheck();
    else this.actions?.captions();
  }
}
