/**
 * Where the headset's gaze targets sit and how large they are, in angles: what matters to a person is how
 * much of their view a target covers, not metres. Every target faces the eyes from the same distance, on a
 * sphere around the head, so the outer items are as large as the middle ones.
 *
 * Sizes (issue 12): targets at least 8° wide (ours 11° × 9.5°), label cap height at least 1.2° (ours
 * 1.3°: about ten bold letters fit an item's line). Every target of the menu and the chooser lies within 30° of the person's resting gaze: reachable
 * by someone who cannot turn their head further.
 */
import { add, conjugate, DEG, fromYawPitchRoll, multiply, rotate, vec, yawPitchOf, type Pose, type Quat, type Vec3 } from './math';
import { MENU_ACTIONS, type MenuAction } from './menu-actions';

/** Every target's distance from the eyes (metres): near enough to read, far enough to focus comfortably. */
export const TARGET_DISTANCE = 1.5;
/** Menu items and the menu button. */
export const ITEM_SIZE = { width: 11, height: 9.5 } as const;
/** The cap height of every label on a target (degrees). */
export const LABEL_CAP_DEG = 1.3;
/** The menu button rests this far below the person's resting gaze. */
export const HANDLE_DROP = 16;
/**
 * The menu opens centred this far below the resting gaze, over the menu button: its top edge lies just
 * below the resting gaze, so looking back at the concert is looking off the menu.
 */
export const MENU_DROP = 12;
/** The chooser opens centred this far below the resting gaze. */
export const CHOOSER_DROP = 2;
const COLUMN_STEP = 11.8;
const ROW_STEP = 10.5;
/** A poster card: the poster (16:9) and its title strip below it. */
export const POSTER_SIZE = { width: 16, height: 9 } as const;
export const TITLE_SIZE = { width: 16, height: 5.5 } as const;
const CARD_COLUMN_STEP = 17.5;
const CARD_ROW_STEP = 15;
export const CARDS_PER_PAGE = 6;
const CARD_COLUMNS = 3;

/** A target's place relative to its panel's centre direction (degrees), and its size (degrees). */
export interface TargetSpot {
  dx: number;
  dy: number;
  width: number;
  height: number;
}

/** A target placed in the room: its pose (facing the eyes) and size in metres. */
export interface PlacedTarget {
  pose: Pose;
  width: number;
  height: number;
}

/** The width in metres that covers `degrees` of view at `distance`. */
export const metresFor = (degrees: number, distance = TARGET_DISTANCE) => 2 * distance * Math.tan((degrees * DEG) / 2);

/** The orientation of a panel whose centre lies at this heading and pitch (radians), upright. */
export const panelFacing = (yaw: number, pitch: number): Quat => fromYawPitchRoll(yaw, pitch, 0);

export function placeTarget(head: Vec3, facing: Quat, spot: TargetSpot, distance = TARGET_DISTANCE): PlacedTarget {
  const quaternion = multiply(facing, fromYawPitchRoll(spot.dx * DEG, spot.dy * DEG, 0));
  const position = add(head, rotate(vec(0, 0, -distance), quaternion));
  return { pose: { position, quaternion }, width: metresFor(spot.width, distance), height: metresFor(spot.height, distance) };
}

/**
 * The menu's ten items in two rows of five, in reading order: playback on the top row, sound, view and
 * leaving below. Columns are a little narrower in angle than their step so a gap separates neighbours.
 */
export const MENU_ROWS: readonly (readonly MenuAction[])[] = [MENU_ACTIONS.slice(0, 5), MENU_ACTIONS.slice(5)];

export function menuSpot(action: MenuAction): TargetSpot {
  const row = MENU_ROWS.findIndex((items) => items.includes(action));
  const column = MENU_ROWS[row]?.indexOf(action) ?? 0;
  return { dx: -(column - 2) * COLUMN_STEP, dy: row === 0 ? ROW_STEP / 2 : -ROW_STEP / 2, ...ITEM_SIZE };
}

/** The menu button, relative to the resting gaze. */
export const HANDLE_SPOT: TargetSpot = { dx: 0, dy: -HANDLE_DROP, ...ITEM_SIZE };

/** A poster card on the chooser's page: three across, two rows (dx positive is to the left). */
export function cardSpot(index: number): { poster: TargetSpot; title: TargetSpot } {
  const column = index % CARD_COLUMNS;
  const row = Math.floor(index / CARD_COLUMNS);
  const dx = -(column - 1) * CARD_COLUMN_STEP;
  const top = 6 - row * CARD_ROW_STEP;
  return {
    poster: { dx, dy: top, ...POSTER_SIZE },
    title: { dx, dy: top - (POSTER_SIZE.height + TITLE_SIZE.height) / 2, ...TITLE_SIZE },
  };
}

/** The chooser's own items under the cards: back to the menu, and the next page when there is one. */
export const CHOOSER_NAV = ['back', 'more'] as const;
export type ChooserNav = (typeof CHOOSER_NAV)[number];

export function navSpot(nav: ChooserNav): TargetSpot {
  return { dx: nav === 'back' ? COLUMN_STEP / 2 : -COLUMN_STEP / 2, dy: -24, ...ITEM_SIZE };
}

/** Where the gaze ray meets a target (its local x, y in metres), or null when it misses or faces away. */
export function hitPoint(target: PlacedTarget, origin: Vec3, direction: Vec3): { x: number; y: number; distance: number } | null {
  const inverse = { ...target.pose.quaternion, x: -target.pose.quaternion.x, y: -target.pose.quaternion.y, z: -target.pose.quaternion.z };
  const o = rotate(vec(origin.x - target.pose.position.x, origin.y - target.pose.position.y, origin.z - target.pose.position.z), inverse);
  const d = rotate(direction, inverse);
  // The target's face looks along its local +Z, towards the eyes: a ray must come at it from the front.
  if (d.z >= 0) return null;
  const distance = -o.z / d.z;
  if (distance <= 0) return null;
  const x = o.x + d.x * distance;
  const y = o.y + d.y * distance;
  return Math.abs(x) <= target.width / 2 && Math.abs(y) <= target.height / 2 ? { x, y, distance } : null;
}

/** The angular box (degrees, in the panel's own frame) that a set of spots covers. */
export interface SpotBounds {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export function boundsOf(spots: readonly TargetSpot[]): SpotBounds {
  return {
    left: Math.max(...spots.map((s) => s.dx + s.width / 2)),
    right: Math.min(...spots.map((s) => s.dx - s.width / 2)),
    top: Math.max(...spots.map((s) => s.dy + s.height / 2)),
    bottom: Math.min(...spots.map((s) => s.dy - s.height / 2)),
  };
}

/** Whether a view direction falls within a panel's box, widened by `margin` degrees on every side. */
export function withinBounds(direction: Vec3, facing: Quat, bounds: SpotBounds, margin: number): boolean {
  const local = yawPitchOf(rotate(direction, conjugate(facing)));
  const [x, y] = [local.yaw / DEG, local.pitch / DEG];
  return x <= bounds.left + margin && x >= bounds.right - margin && y <= bounds.top + margin && y >= bounds.bottom - margin;
}
