/**
 * The gaze keypad's side of the bargain with the site: the site owns the code being typed (it appends,
 * erases, joins and says what went wrong); the gaze interface only offers the keys, tells which can act
 * now and says how each one looks. Layout: gaze-layout.ts (keypadLayout); state and dwell: gaze-ui.ts.
 */
import type { FaceIcon } from '../faces';
import type { KeypadKey } from './gaze-layout';

export interface GazeKeypad {
  /** The characters offered, in order (the site passes the alphabet). */
  keys: readonly string[];
  /** Already translated by the site. */
  texts: { erase: string; join: string; prompt: string };
  /** What has been typed so far. */
  value(): string;
  /** How many characters a complete code has. */
  length: number;
  /** The site appends a character. */
  press(key: string): void;
  /** The site removes the last character. */
  erase(): void;
  /** The site joins with the code typed. */
  submit(): void;
  /** A message to show on the display instead of the prompt (e.g. 'Unknown code', 'Joining…'), or ''. */
  message(): string;
}

/** A key: `key:<character>`, `key:erase` or `key:join`. */
export type KeypadKeyId = `key:${string}`;
export const KEYPAD_DISPLAY_ID = 'keypad:display';
/** The keypad's targets: its keys, and its display (shown, never acted on). */
export type KeypadTargetId = KeypadKeyId | typeof KEYPAD_DISPLAY_ID;
export const ERASE_KEY = 'key:erase' satisfies KeypadKeyId;
export const JOIN_KEY = 'key:join' satisfies KeypadKeyId;

/** How a keypad target looks now, as a menu item's TargetFace does. */
export interface KeypadFace {
  icon: FaceIcon | null;
  label: string;
  disabled: boolean;
}

/** What the display shows: one cell a character ('' while still to type), and the prompt or a message under them. */
export interface KeypadDisplay {
  cells: string[];
  note: string;
}

export const isKeypadKeyId = (id: string): id is KeypadKeyId => id.startsWith('key:');
export const isKeypadTargetId = (id: string): id is KeypadTargetId => isKeypadKeyId(id) || id === KEYPAD_DISPLAY_ID;

/** The id of a place in the keypad's layout (the `index`th character, erase or join). */
export function keypadKeyId(key: KeypadKey, keys: readonly string[]): KeypadKeyId {
  return typeof key === 'number' ? `key:${keys[key] ?? ''}` : `key:${key}`;
}

/**
 * Which keys can act now: characters while the code is short of its length (a full code takes no more, so a
 * gaze lingering on a letter cannot spoil it), erase while there is something to erase, join once complete.
 */
export function isKeypadKeyDisabled(id: KeypadKeyId, keypad: GazeKeypad): boolean {
  const typed = keypad.value().length;
  if (id === ERASE_KEY) return typed === 0;
  if (id === JOIN_KEY) return typed !== keypad.length;
  return typed >= keypad.length;
}

export function keypadDisplay(keypad: GazeKeypad): KeypadDisplay {
  const typed = [...keypad.value()];
  const cells = Array.from({ length: Math.max(keypad.length, typed.length) }, (_, i) => typed[i] ?? '');
  return { cells, note: keypad.message() || keypad.texts.prompt };
}

/** The display's text as one string, as a browser test reads it: "K 7 M _ _ _" and the note on a second line. */
export const displayText = ({ cells, note }: KeypadDisplay): string => `${cells.map((cell) => cell || '_').join(' ')}\n${note}`;

export function keypadFace(id: KeypadTargetId, keypad: GazeKeypad | null): KeypadFace {
  if (!keypad) return { icon: null, label: '', disabled: true };
  if (id === KEYPAD_DISPLAY_ID) return { icon: null, label: displayText(keypadDisplay(keypad)), disabled: true };
  const disabled = isKeypadKeyDisabled(id, keypad);
  if (id === ERASE_KEY) return { icon: 'back', label: keypad.texts.erase, disabled };
  if (id === JOIN_KEY) return { icon: 'play', label: keypad.texts.join, disabled };
  return { icon: null, label: id.slice('key:'.length), disabled };
}
