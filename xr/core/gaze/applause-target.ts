/**
 * The headset's 'Applaud' target (issue 24): while the site gives the player an applause handler (a headset in
 * a group session that follows a live concert), a target as tall as the menu's items and wider waits at rest
 * beside the menu button, on its right. A look of the dwell time (or a controller's select) claps once.
 *
 * Why beside the button and not in the menu: applause is of the moment (a piece ends), and the menu is a look
 * away and closes again when the eyes go back to the stage; its ten items already fill the 30° disc in two rows
 * of five, so an eleventh would need a row out of reach. Next to the one target a resident already knows, it is
 * found without opening anything and costs one look.
 *
 * Comfort first: after a clap its words say 'Applause sent' for a few seconds, and nothing flashes or moves; while
 * the viewer must wait (the site's rate limit) it is dimmed and its ring never fills; a look claps once, and the
 * gaze must leave and come back to clap again, so eyes resting there never clap on their own. It shows only
 * while the gaze interface is at rest and no waiting room shows (whose targets share its row), and the caption
 * panel keeps clear of it as of the menu button. Its own look timer beside the gaze interface's, as the waiting
 * room's (waiting-panel.ts): gaze-ui.ts stays the router of the menu's panels.
 */
import { createDwellTimer, DEFAULT_DWELL_MS, type DwellTimer } from './dwell-timer';
import { COLUMN_STEP, HANDLE_DROP, hitPoint, ITEM_SIZE, panelFacing, placeTarget, type PlacedTarget, type TargetSpot } from './gaze-layout';
import { add, DEG, forwardOf, scale, type Quat, type Vec3 } from './math';
import type { Rest } from './resting-gaze';

/** What a site gives the player so a viewer can applaud from the headset. */
export interface PlayerApplause {
  /** The viewer chose 'Applaud' in the headset (gaze dwell or a controller's select). */
  clap(): void;
  /** False while this viewer must wait before the next clap: the target shows dimmed and does not fill. */
  ready: boolean;
}

/** The target's id in the scene (the browser tests look for it). */
export const APPLAUSE_ID = 'applaud';
/** Wider than a menu item (11°), for a large target and for 'Applaudissements envoyés' on two lines. */
export const APPLAUSE_SIZE = { width: 14, height: ITEM_SIZE.height } as const;
/**
 * Right of the menu button, with the menu's gap between them (dx positive is to the left), in the frame that
 * faces the button (HANDLE_DROP below the rest): the two then sit in a row as the menu's items do. Measured from
 * the rest itself, the heading would shrink by the cosine of the drop and the two would meet.
 */
export const APPLAUSE_SPOT: TargetSpot = {
  dx: -(ITEM_SIZE.width / 2 + (COLUMN_STEP - ITEM_SIZE.width) + APPLAUSE_SIZE.width / 2),
  dy: 0,
  ...APPLAUSE_SIZE,
};
/** How long the target says that the applause was sent (ms). */
export const ACKNOWLEDGE_MS = 3000;

/** The words the site gives (already translated). */
export interface ApplauseWords {
  applaud: string;
  applauseSent: string;
}

export interface ApplauseFace {
  icon: 'applause' | 'applauseSent';
  label: string;
  disabled: boolean;
}

export interface ApplauseReticle {
  position: Vec3;
  quaternion: Quat;
  progress: number;
  /** The ring's track shows only while a look can clap, as on the menu's disabled items. */
  onTarget: boolean;
}

export interface ApplauseTargetOptions {
  dwellMs?: number;
  /** Told where the target is whenever it is placed or taken away (null): the caption panel keeps clear of it. */
  onPlaced?: (target: PlacedTarget | null) => void;
}

/** The gaze interface's state the target follows: it shows beside the menu button at rest, never over a waiting room. */
export interface ApplauseRest {
  gaze: { mode: string; handle: object | null };
  waiting: { content: unknown };
}

/** The menu button while the applause target may show beside it, or null. */
export const restingHandle = ({ gaze, waiting }: ApplauseRest): object | null => (gaze.mode === 'idle' && !waiting.content ? gaze.handle : null);

export class ApplauseTarget {
  /** Placed while it shows, null otherwise. */
  target: PlacedTarget | null = null;
  hovered = false;
  /** The reticle on the target, with the dwell's fill; null when the gaze is elsewhere. */
  reticle: ApplauseReticle | null = null;
  private applause: PlayerApplause | null = null;
  private dwell: DwellTimer;
  private dwellMs: number;
  private readonly onPlaced: (target: PlacedTarget | null) => void;
  /** The menu button it was placed beside: a new one (a new rest) places it again. */
  private anchor: object | null = null;
  /** The gaze met it as it was placed, or it has just clapped: the gaze must leave before it acts again. */
  private blocked = false;
  /** The frame time of the last clap while its acknowledgement shows. */
  private sentAt: number | null = null;
  private now = 0;

  constructor({ dwellMs = DEFAULT_DWELL_MS, onPlaced = () => undefined }: ApplauseTargetOptions = {}) {
    this.dwellMs = dwellMs;
    this.onPlaced = onPlaced;
    this.dwell = this.createTimer(dwellMs);
  }

  /** The site's handler (null: no applause target, the default); given again whenever `ready` changes. */
  set(applause: PlayerApplause | null): void {
    this.applause = applause;
    if (applause) return;
    this.sentAt = null;
    if (this.target) this.unplace();
  }

  get offered(): boolean {
    return this.applause !== null;
  }

  get ready(): boolean {
    return this.applause?.ready === true;
  }

  /** Showing that the last clap was sent. */
  get acknowledging(): boolean {
    return this.sentAt !== null;
  }

  /** How it looks now, in the site's words. */
  face(words: ApplauseWords): ApplauseFace {
    return this.acknowledging
      ? { icon: 'applauseSent', label: words.applauseSent, disabled: !this.ready }
      : { icon: 'applause', label: words.applaud, disabled: !this.ready };
  }

  setDwell(ms: number): void {
    if (ms === this.dwellMs) return;
    this.dwellMs = ms;
    this.dwell = this.createTimer(ms);
  }

  /** Each frame: the head, the resting gaze, and the menu button while the target may show (restingHandle). */
  update(head: { position: Vec3; quaternion: Quat }, rest: Rest, handle: object | null, nowMs: number): void {
    this.now = nowMs;
    if (this.sentAt !== null && nowMs - this.sentAt >= ACKNOWLEDGE_MS) this.sentAt = null;
    if (!this.applause || !handle) {
      if (this.target) this.unplace();
    } else if (handle !== this.anchor) this.place(head, rest, handle);
    this.look(head, nowMs);
  }

  /** A controller trigger or hand pinch along this ray: claps at once if it points at the target and may clap. */
  select(origin: Vec3, direction: Vec3): boolean {
    if (!this.target || !hitPoint(this.target, origin, direction)) return false;
    this.clap();
    return true;
  }

  private clap(): void {
    const applause = this.applause;
    if (!applause?.ready) return;
    this.sentAt = this.now;
    this.blocked = true;
    applause.clap();
  }

  private look(head: { position: Vec3; quaternion: Quat }, nowMs: number): void {
    const forward = forwardOf(head.quaternion);
    const hit = this.target ? hitPoint(this.target, head.position, forward) : null;
    if (!hit) this.blocked = false;
    this.hovered = hit !== null && !this.blocked;
    const progress = this.dwell.update(this.hovered ? APPLAUSE_ID : null, nowMs);
    this.reticle = hit && this.hovered ? { position: add(head.position, scale(forward, hit.distance - 0.01)), quaternion: head.quaternion, progress, onTarget: this.ready } : null;
  }

  private place(head: { position: Vec3; quaternion: Quat }, rest: Rest, handle: object): void {
    this.target = placeTarget(head.position, panelFacing(rest.yaw, rest.pitch - HANDLE_DROP * DEG), APPLAUSE_SPOT);
    this.anchor = handle;
    this.blocked = hitPoint(this.target, head.position, forwardOf(head.quaternion)) !== null;
    this.dwell.reset();
    this.onPlaced(this.target);
  }

  private unplace(): void {
    this.target = null;
    this.anchor = null;
    this.hovered = false;
    this.reticle = null;
    this.dwell.reset();
    this.onPlaced(null);
  }

  private createTimer(dwellMs: number): DwellTimer {
    return createDwellTimer({ dwellMs, onActivate: () => this.clap(), isDisabled: () => !this.ready });
  }
}
