/**
 * The headset's 'Live' marker (issue 24): while a live stream plays, a small plate beside the menu button, on its
 * left (the applause target, when a site offers one, is on its right), says the concert is live. It is a
 * label, not a target: no frame, no ring, the gaze passes over it, and it never acts. Its dot is red at the live
 * edge and grey away from it (paused a while, fallen behind), as the flat badge's is; the way back is the menu's
 * 'Back to live' (menu-actions.ts), which a look at the marker's neighbour opens.
 *
 * Comfort first: nothing on it blinks or moves. It is placed once per rest, as the menu button is, and shows
 * only while the gaze interface is at rest and no waiting room shows (whose targets share its row): an open
 * menu covers this row with its lower items. The caption panel keeps clear of it as of the menu button.
 */
import { COLUMN_STEP, HANDLE_DROP, ITEM_SIZE, panelFacing, placeTarget, type PlacedTarget, type TargetSpot } from './gaze-layout';
import type { LiveMarkerFace } from '../faces';
import { DEG, type Vec3 } from './math';
import type { Rest } from './resting-gaze';

/** Wide enough for 'En directo' on one line at the labels' cap height; low, so it reads as a label beside a button. */
export const LIVE_MARKER_SIZE = { width: 16, height: 5.5 } as const;
/** Left of the menu button (dx positive is to the left) with the menu's gap, centred on the button's row. */
export const LIVE_MARKER_SPOT: TargetSpot = {
  dx: ITEM_SIZE.width / 2 + (COLUMN_STEP - ITEM_SIZE.width) + LIVE_MARKER_SIZE.width / 2,
  dy: 0,
  ...LIVE_MARKER_SIZE,
};

/** What the marker follows of the engine's LiveState (null for a recording). */
export interface LiveMarkerState {
  atEdge: boolean;
  ended: boolean;
}

export interface LiveMarkerOptions {
  /** The stream's live state now. */
  live: () => LiveMarkerState | null;
  /** The site's word for a live concert, already translated. */
  word: () => string;
  /** Told where the marker is whenever it is placed or taken away (null): the caption panel keeps clear of it. */
  onPlaced?: (target: PlacedTarget | null) => void;
}

/** Whether a live stream plays that the marker speaks for: one that has not ended. */
export const showsLive = (live: LiveMarkerState | null): live is LiveMarkerState => live !== null && !live.ended;

export class LiveMarker {
  /** Placed while it shows, null otherwise. */
  target: PlacedTarget | null = null;
  /** The menu button it was placed beside: a new one (a new rest) places it again. */
  private anchor: object | null = null;

  constructor(private readonly options: LiveMarkerOptions) {}

  /** How it looks now, or null while no live stream plays. */
  face(): LiveMarkerFace | null {
    const live = this.options.live();
    return showsLive(live) ? { label: this.options.word(), atEdge: live.atEdge } : null;
  }

  /** Each frame: the eyes, the resting gaze, and the menu button while the marker may show (applause-target.ts: restingHandle). */
  update(eyes: Vec3, rest: Rest, handle: object | null): void {
    if (!handle || !showsLive(this.options.live())) {
      if (this.target) this.place(null, null);
    } else if (handle !== this.anchor) {
      this.place(placeTarget(eyes, panelFacing(rest.yaw, rest.pitch - HANDLE_DROP * DEG), LIVE_MARKER_SPOT), handle);
    }
  }

  private place(target: PlacedTarget | null, anchor: object | null): void {
    this.target = target;
    this.anchor = anchor;
    this.options.onPlaced?.(target);
  }
}
