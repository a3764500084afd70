/** The ids of the headset's gaze targets, and what every panel of the gaze interface shares with the router. */
import type { ChooserNav, PlacedTarget, SpotBounds } from './gaze-layout';
import type { Quat, Vec3 } from './math';
import type { KeypadTargetId } from './keypad';
import type { MenuAction } from './menu-actions';

/**
 * A target's id: 'handle', a menu action, `card:<concert id>`, `nav:back` / `nav:more`, or the keypad's
 * `key:<character>`, `key:erase`, `key:join` and its display, `keypad:display` (never under the gaze).
 */
export type GazeTargetId = 'handle' | MenuAction | `card:${string}` | `nav:${ChooserNav}` | KeypadTargetId;

/** What the gaze interface asks of the player. */
export interface GazeHost {
  isDisabled(action: MenuAction): boolean;
  act(action: MenuAction): void;
  /** The concerts that can be watched, in order. */
  entries(): readonly { id: string }[];
  choose(id: string): void;
  /** The menu's items as it opens, in display order (menu-actions.ts); a recording's menu when absent. */
  menuActions?(): readonly MenuAction[];
}

/** Where an open panel lies: the direction it faces and the angular box its targets cover (gaps included). */
export interface PanelOutline {
  facing: Quat;
  bounds: SpotBounds;
}

/** What a panel needs to place itself: the eyes, and how to face a panel `drop` degrees below the resting gaze. */
export interface PanelPlacement {
  head: Vec3;
  facingBelowRest(drop: number): Quat;
}

/** The targets a panel offers to the gaze now: the router picks the nearest one a ray meets. */
export type OfferedTargets = Iterable<readonly [GazeTargetId, PlacedTarget]>;
