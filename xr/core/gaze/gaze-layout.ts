/**
 * Where the headset's gaze targets sit and how large they are, in angles: what matters to a person is how
 * much of their view a target covers, not metres. Every target faces the eyes from the same distance, on a
 * sphere around the head, so the outer items are as large as the middle ones.
 *
 * Sizes (issue 12): targets at least 8° wide (ours 11° × 9.5°), label cap height at least 1.2° (ours
 * 1.3°: about ten bold letters fit an item's line). Every target of the menu, the chooser and the keypad lies
 * within 30° of the person's resting gaze: reachable by someone who cannot turn their head further. (The
 * chooser's cards are large: their centres lie within 18° of it, their outer lower corners reach 33°.)
 */
import { add, conjugate, DEG, fromYawPitchRoll, multiply, rotate, vec, yawPitchOf, type Pose, type Quat, type Vec3 } from './math';
import { MENU_ACTIONS, type MenuAction } from './menu-actions';

/** Every target's distance from the eyes (metres): near enough to read, far enough to focus comfortably. */
export const TARGET_DISTANCE = 1.5;
/** Menu items and the menu button. */
export const ITEM_SIZE = { width: 11, height: 9.5 } as const;
/** The cap height of every label on a target (degrees). */
export const LABEL_CAP_DEG = 1.3;
/**
 * The menu button rests this far below the person's resting gaze: under the caption panel, which hangs
 * just below the gaze (caption-follow.ts), so the button, nearer the eyes, never covers the words (issue 22).
 */
export const HANDLE_DROP = 22;
/**
 * The menu opens centred this far below the resting gaze, its lower row over the menu button: its top edge
 * lies just below the resting gaze, so looking back at the concert is looking off the menu, and its outer
 * items stay within 30° of the rest.
 */
export const MENU_DROP = 13;
/**
 * The chooser hangs below the stage: the cards' top edge lies this far below the resting gaze, where the
 * person looks at the performers, so no card covers them (issue 23). Its panel faces `CHOOSER_DROP` below
 * the rest, about the middle of the cards and the Back and More items under them.
 */
export const CHOOSER_TOP = 2;
export const CHOOSER_DROP = 15;
/** From one menu item's centre to the next one's, across (degrees): 0.8° of gap between neighbours. */
export const COLUMN_STEP = 11.8;
const ROW_STEP = 10.5;
/**
 * A concert's card: its picture above, its title on up to two lines below, one target. 26° across holds two
 * lines of about 25 bold letters at the labels' 1.3° cap height, the longest sample title in any of the six
 * languages ("Klassische Streicher für einen ruhigen Nachmittag") without an ellipsis.
 */
export const CARD_SIZE = { width: 26, height: 17 } as const;
/** The picture's share of a card's height: the rest is the title's two lines. */
export const CARD_PICTURE_SHARE = 11.5 / 17;
/** Cards of this width leave room for only two side by side below the stage within 30° of the rest. */
export const CARDS_PER_PAGE = 2;
const CARD_GAP = 1.5;
/** Between the cards and the Back and More items under them. */
const NAV_GAP = 1.2;

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
 * The menu's ten items in two rows of five, in reading order (`actions`: a recording's, or a live stream's):
 * playback on the top row, sound, view and leaving below. Columns are a little narrower in angle than their
 * step so a gap separates neighbours.
 */
const MENU_COLUMNS = 5;

export function menuSpot(action: MenuAction, actions: readonly MenuAction[] = MENU_ACTIONS): TargetSpot {
  const index = Math.max(0, actions.indexOf(action));
  const [row, column] = [Math.floor(index / MENU_COLUMNS), index % MENU_COLUMNS];
  return { dx: -(column - 2) * COLUMN_STEP, dy: row === 0 ? ROW_STEP / 2 : -ROW_STEP / 2, ...ITEM_SIZE };
}

/** The menu button, relative to the resting gaze. */
export const HANDLE_SPOT: TargetSpot = { dx: 0, dy: -HANDLE_DROP, ...ITEM_SIZE };

/** A spot `below` degrees under the resting gaze (its centre), in the chooser panel's own frame. */
const chooserDy = (below: number) => CHOOSER_DROP - below;

/**
 * The `index`th of a page's `count` cards: side by side, left to right (dx positive is to the left), centred
 * under the stage (a page's one card in the middle).
 */
export function cardSpot(index: number, count: number): TargetSpot {
  const dx = -(index - (count - 1) / 2) * (CARD_SIZE.width + CARD_GAP);
  return { dx, dy: chooserDy(CHOOSER_TOP + CARD_SIZE.height / 2), ...CARD_SIZE };
}

/** The chooser's own items under the cards: back to the menu, and the next page when there is one. */
export const CHOOSER_NAV = ['back', 'more'] as const;
export type ChooserNav = (typeof CHOOSER_NAV)[number];

export function navSpot(nav: ChooserNav): TargetSpot {
  const dy = chooserDy(CHOOSER_TOP + CARD_SIZE.height + NAV_GAP + ITEM_SIZE.height / 2);
  return { dx: nav === 'back' ? COLUMN_STEP / 2 : -COLUMN_STEP / 2, dy, ...ITEM_SIZE };
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

/**
 * The keypad, for typing a group session's join code (six characters from an alphabet of 23). Twenty-five
 * keys (the characters, erase and join) and the code's display must all lie within 30° of the resting gaze,
 * each key at least 8° across and up: on a 60° disc that leaves no room for a plain grid (six by four keys
 * reach 34° at the corners), so the rows follow the disc, as a telephone's keys do on a round dial:
 *
 *               [  K  7  M  _  _  _  ]       the display: the code so far, and the prompt or a message
 *                 A   C   D   E   F
 *               H   J   K   M   N   P
 *               Q   R   T   U   V   W
 *                 X   Y   3   4   7
 *               ← Erase   9   ▶ Join         erase, the last character, join: as on a telephone's PIN pad
 *
 * The whole keypad is centred on the resting gaze (its keys a little below it, the display above), the only
 * way 25 keys of this size fit in the 30° disc. A row's keys keep their gap however high or low the row is:
 * keys of equal heading would crowd together towards the top and bottom, as meridians do towards a pole.
 */
export const KEY_SIZE = { width: 8.2, height: 8.2 } as const;
/** Erase and join: a little wider, for an icon and a word ("Rejoindre", "Beitreten"). */
export const ACTION_KEY_SIZE = { width: 9.5, height: 8.2 } as const;
export const KEYPAD_DISPLAY_SIZE = { width: 26, height: 6.5 } as const;
/** Between neighbouring keys, across and down (degrees), as between the menu's items. */
export const KEY_GAP = 0.8;
/**
 * Between the display and the keys under it, a little more: the display is wide, and a flat panel's straight
 * lower edge comes down at its ends (by half a degree on the sphere around the eyes) towards the keys' row.
 */
const DISPLAY_GAP = 1.3;
/** A character key's one letter: large and bold, 3.2° tall (a label elsewhere is 1.3°). */
export const KEY_CAP_DEG = 3.2;
/** The typed code's letters on the display; its prompt or message is LABEL_CAP_DEG tall. */
export const DISPLAY_CAP_DEG = 2.4;
/** The keypad's panel faces the resting gaze itself (see above), not below it as the menu does. */
export const KEYPAD_DROP = 0;
/** The display's top edge, degrees above the keypad's facing. */
const KEYPAD_TOP = 26.6;
/** How many character keys fit each row, top to bottom; the row under them holds erase, what is left, join. */
const KEYPAD_ROWS = [5, 6, 6, 5] as const;
/** Characters after the rows' share go between erase and join on the last row. */
const LAST_ROW_CHARACTERS = 1;
export const KEYPAD_CAPACITY = KEYPAD_ROWS.reduce((sum, n) => sum + n, 0) + LAST_ROW_CHARACTERS;

/** A keypad key: the `index`th character offered, or erase or join. */
export type KeypadKey = number | 'erase' | 'join';

export interface KeypadLayout {
  display: TargetSpot;
  /** Every key in reading order: the characters in their order, erase, the last character(s), join. */
  keys: { key: KeypadKey; spot: TargetSpot }[];
}

/**
 * The heading (dx, degrees, positive to the left) of a key `across` degrees right of the middle of a row at
 * pitch `dy`: spread so that the gap holds at the keys' edge nearer the pole, where their sides come closest.
 */
const headingFor = (across: number, dy: number) => {
  const edge = (Math.abs(dy) + KEY_SIZE.height / 2) * DEG;
  return -Math.asin(Math.min(1, Math.sin(across * DEG) / Math.cos(edge))) / DEG;
};

/** Where the display and each key of a keypad offering `characters` characters go. */
export function keypadLayout(characters: number): KeypadLayout {
  if (!Number.isInteger(characters) || characters < 0 || characters > KEYPAD_CAPACITY) {
    throw new RangeError(`keypadLayout: ${characters} characters; the keypad holds 0 to ${KEYPAD_CAPACITY}`);
  }
  const rows: KeypadKey[][] = [];
  let next = 0;
  for (const capacity of KEYPAD_ROWS) {
    const count = Math.min(capacity, characters - next);
    if (count <= 0) break;
    rows.push(Array.from({ length: count }, (_, i) => next + i));
    next += count;
  }
  rows.push(['erase', ...Array.from({ length: characters - next }, (_, i) => next + i), 'join']);
  const display: TargetSpot = { dx: 0, dy: KEYPAD_TOP - KEYPAD_DISPLAY_SIZE.height / 2, ...KEYPAD_DISPLAY_SIZE };
  const keys: KeypadLayout['keys'] = [];
  rows.forEach((row, r) => {
    const dy = KEYPAD_TOP - KEYPAD_DISPLAY_SIZE.height - DISPLAY_GAP - r * (KEY_SIZE.height + KEY_GAP) - KEY_SIZE.height / 2;
    const sizes = row.map((key) => (typeof key === 'number' ? KEY_SIZE : ACTION_KEY_SIZE));
    let left = -(sizes.reduce((sum, size) => sum + size.width, 0) + KEY_GAP * (row.length - 1)) / 2;
    row.forEach((key, i) => {
      const size = sizes[i] ?? KEY_SIZE;
      keys.push({ key, spot: { dx: headingFor(left + size.width / 2, dy), dy, ...size } });
      left += size.width + KEY_GAP;
    });
  });
  return { display, keys };
}
