/**
 * A panel the site shows beside the resting menu button (the waiting room, the mood check): its life, the same
 * for each. Shown with the site's words and what its targets do; placed on the next frame where the person rests
 * their gaze, and again only when the menu button is placed anew (a new rest), so nothing moves under the eyes;
 * out of the way while the menu or another of its panels is open; gone when hidden. Each panel says where its
 * board and targets go (`place`) and what a target does (`act`).
 */
import { DEFAULT_DWELL_MS } from './dwell-timer';
import { panelFacing, type PlacedTarget } from './gaze-layout';
import { DEG, type Quat, type Vec3 } from './math';
import { PanelTargets, type HeadLike, type PanelReticle } from './panel-targets';
import type { Rest } from './resting-gaze';

/** The orientation of a panel centred `dropDeg` below the resting gaze, upright, never past straight up or down. */
export const facingBelowRest = (rest: Rest, dropDeg: number): Quat => panelFacing(rest.yaw, Math.max(-85 * DEG, Math.min(85 * DEG, rest.pitch - dropDeg * DEG)));

export abstract class RestPanel<Id extends string, Content, Actions> {
  content: Content | null = null;
  /** The panel's board of words while it shows (null otherwise). */
  board: PlacedTarget | null = null;
  /** Grows whenever the panel's words or places change: bindings repaint and re-place then. */
  version = 0;
  protected actions: Actions | null = null;
  protected readonly picking: PanelTargets<Id>;
  /** The menu button the panel was placed beside: a new one (a new rest) places it again. */
  private anchor: object | null = null;

  constructor(dwellMs = DEFAULT_DWELL_MS) {
    this.picking = new PanelTargets<Id>((id) => this.act(id), dwellMs);
  }

  get targets(): ReadonlyMap<Id, PlacedTarget> {
    return this.picking.placed;
  }

  get hovered(): Id | null {
    return this.picking.hovered;
  }

  /** The reticle on a target of this panel, with the dwell's fill; null when the gaze is elsewhere. */
  get reticle(): PanelReticle | null {
    return this.picking.reticle;
  }

  /** Shows the panel (placed on the next frame) or gives it new words, in place. */
  show(content: Content, actions: Actions): void {
    this.content = content;
    this.actions = actions;
    this.version++;
  }

  /** Gone for good. */
  hide(): void {
    this.content = null;
    this.actions = null;
    this.unplace();
  }

  setDwell(ms: number): void {
    this.picking.setDwell(ms);
  }

  /**
   * Each frame: the head's pose, the resting gaze, and the menu button while the gaze interface is at rest (null
   * while the menu or one of its panels is open, or another panel has the place: this one makes way).
   */
  update(head: HeadLike, rest: Rest, handle: object | null, nowMs: number): void {
    if (!this.content || !handle) {
      if (this.board) this.unplace();
      this.picking.look(false, head, nowMs);
      return;
    }
    if (handle !== this.anchor) {
      this.board = this.place(head, rest, this.content);
      this.anchor = handle;
      this.version++;
    }
    this.picking.look(true, head, nowMs);
  }

  /** A controller trigger or hand pinch along this ray: acts at once on a target of the panel. */
  select(origin: Vec3, direction: Vec3): boolean {
    return this.picking.select(origin, direction);
  }

  /** Places the panel again on the next frame (its targets changed). */
  protected replace(): void {
    this.anchor = null;
  }

  protected unplace(): void {
    this.board = null;
    this.picking.clear();
    this.anchor = null;
    this.version++;
  }

  /** Places the targets (`this.picking.place`) and whatever else the panel has; returns its board. */
  protected abstract place(head: HeadLike, rest: Rest, content: Content): PlacedTarget;

  protected abstract act(id: Id): void;
}

