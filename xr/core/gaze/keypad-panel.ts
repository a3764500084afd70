/**
 * The keypad, for typing a group session's join code: its keys and its display. The site owns the code
 * (keypad.ts); this panel offers the keys, presses them, and notices when what the display shows changed.
 * Opened before the session's first frame, it waits to be placed at the resting gaze.
 */
import { boundsOf, KEYPAD_DROP, keypadLayout, placeTarget, type PlacedTarget } from './gaze-layout';
import type { OfferedTargets, PanelOutline, PanelPlacement } from './gaze-targets';
import {
  ERASE_KEY,
  isKeypadKeyDisabled,
  isKeypadKeyId,
  JOIN_KEY,
  KEYPAD_DISPLAY_ID,
  keypadDisplay,
  keypadFace,
  keypadKeyId,
  type GazeKeypad,
  type KeypadDisplay,
  type KeypadFace,
  type KeypadKeyId,
  type KeypadTargetId,
} from './keypad';

export class KeypadPanel {
  /** The site's keypad while it is open. */
  keypad: GazeKeypad | null = null;
  /** The keys while placed, in reading order, by id (`key:A`, …, `key:erase`, `key:join`). */
  readonly keys = new Map<KeypadKeyId, PlacedTarget>();
  /** The display while placed: shown, never acted on. */
  display: PlacedTarget | null = null;
  /** The key that acted last and when (frame time, ms): the scene flashes it. */
  pressed: { id: KeypadKeyId; atMs: number } | null = null;
  /** The value and message as last drawn. */
  private shown = '';

  open(keypad: GazeKeypad): void {
    this.close();
    this.keypad = keypad;
  }

  get placed(): boolean {
    return this.display !== null;
  }

  place(keypad: GazeKeypad, place: PanelPlacement): PanelOutline {
    const facing = place.facingBelowRest(KEYPAD_DROP);
    const layout = keypadLayout(keypad.keys.length);
    this.display = placeTarget(place.head, facing, layout.display);
    for (const { key, spot } of layout.keys) this.keys.set(keypadKeyId(key, keypad.keys), placeTarget(place.head, facing, spot));
    this.shown = shownState(keypad);
    return { facing, bounds: boundsOf([layout.display, ...layout.keys.map(({ spot }) => spot)]) };
  }

  /** True when the site's value or message changed since it was last drawn. */
  changed(): boolean {
    if (!this.keypad) return false;
    const state = shownState(this.keypad);
    if (state === this.shown) return false;
    this.shown = state;
    return true;
  }

  /** A key acts: the site types, erases or joins (and may close the keypad as it does). */
  press(id: KeypadTargetId, nowMs: number): void {
    const { keypad } = this;
    if (!keypad || !isKeypadKeyId(id)) return;
    this.pressed = { id, atMs: nowMs };
    if (id === ERASE_KEY) keypad.erase();
    else if (id === JOIN_KEY) keypad.submit();
    else keypad.press(id.slice('key:'.length));
  }

  isDisabled(id: KeypadTargetId): boolean {
    if (id === KEYPAD_DISPLAY_ID) return true;
    return !this.keypad || isKeypadKeyDisabled(id, this.keypad);
  }

  face(id: KeypadTargetId): KeypadFace {
    return keypadFace(id, this.keypad);
  }

  displayShown(): KeypadDisplay | null {
    return this.keypad && keypadDisplay(this.keypad);
  }

  close(): void {
    this.keypad = null;
    this.keys.clear();
    this.display = null;
    this.pressed = null;
  }

  targets(): OfferedTargets {
    return this.keys;
  }
}

const shownState = (keypad: GazeKeypad) => `${keypad.value()}\n${keypad.message()}`;
