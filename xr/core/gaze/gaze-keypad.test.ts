import { describe, expect, it, vi } from 'vitest';
import type { GazeKeypad, HeadPose, KeypadKeyId } from './gaze-ui';
import type { PlacedTarget } from './gaze-layout';
import { angleBetween, DEG, forwardOf, fromYawPitchRoll, sub, yawPitchOf } from './math';
import { angularWidth, DWELL, EYES, head, lookingAt, setUp } from './testing/gaze-head';

describe('the gaze keypad', () => {
  const ALPHABET = 'ACDEFHJKMNPQRTUVWXY3479';

  /** A site's keypad: it types, erases and joins as the keypad asks, and shows a message when told. */
  function siteKeypad(initial = '') {
    const state = { value: initial, message: '' };
    const keypad = {
      keys: [...ALPHABET],
      length: 6,
      texts: { erase: 'Erase', join: 'Join', prompt: 'Session code' },
      value: () => state.value,
      message: () => state.message,
      press: vi.fn((key: string) => void (state.value = (state.value + key).slice(0, 6))),
      erase: vi.fn(() => void (state.value = state.value.slice(0, -1))),
      submit: vi.fn(),
    } satisfies GazeKeypad;
    return { keypad, state };
  }

  function openKeypad(initial = '') {
    const setup = setUp();
    const site = siteKeypad(initial);
    setup.hold(head(0, 0), 100);
    setup.ui.openKeypad(site.keypad);
    return { ...setup, ...site, key: (id: KeypadKeyId) => setup.ui.keypadKeys.get(id)! };
  }

  /** Between two keys of a row: the gaze meets no key there. */
  const gapBetween = (a: PlacedTarget, b: PlacedTarget): HeadPose => {
    const { yaw: ya, pitch } = yawPitchOf(sub(a.pose.position, EYES));
    const { yaw: yb } = yawPitchOf(sub(b.pose.position, EYES));
    return { position: EYES, quaternion: fromYawPitchRoll((ya + yb) / 2, pitch) };
  };

  it('opens with a key for every character, erase and join, and the display above them, all within 30° of the rest', () => {
    const { ui, hold } = openKeypad();
    expect(ui.mode).toBe('keypad');
    expect([...ui.keypadKeys.keys()]).toEqual([...[...ALPHABET].slice(0, 22).map((c) => `key:${c}`), 'key:erase', 'key:9', 'key:join']);
    expect(ui.placed('keypad:display')).toBe(ui.keypadPanel);
    const rest = forwardOf(head(0, 0).quaternion);
    for (const target of [...ui.keypadKeys.values(), ui.keypadPanel!]) {
      expect(angleBetween(rest, sub(target.pose.position, EYES)) / DEG).toBeLessThanOrEqual(30);
    }
    for (const key of ui.keypadKeys.values()) expect(angularWidth(key)).toBeGreaterThanOrEqual(8);
    hold(head(0, 0), 100);
    expect(ui.keypadFace('keypad:display')).toEqual({ icon: null, label: '_ _ _ _ _ _\nSession code', disabled: true });
    expect(ui.keypadFace('key:K')).toEqual({ icon: null, label: 'K', disabled: false });
    expect(ui.keypadFace('key:erase')).toEqual({ icon: 'back', label: 'Erase', disabled: true });
    expect(ui.keypadFace('key:join')).toEqual({ icon: 'play', label: 'Join', disabled: true });
  });

  it('types a key after the dwell, once, flashes it, and types it again only once the gaze has left it and come back', () => {
    const { ui, hold, keypad, key } = openKeypad();
    const version = ui.version;
    hold(lookingAt(key('key:K')), DWELL - 200);
    expect(keypad.press).not.toHaveBeenCalled();
    expect(ui.hovered).toBe('key:K');
    expect(ui.reticle.progress).toBeGreaterThan(0.8);
    hold(lookingAt(key('key:K')), 300);
    expect(keypad.press).toHaveBeenCalledTimes(1);
    expect(keypad.press).toHaveBeenCalledWith('K');
    expect(ui.pressed?.id).toBe('key:K');
    expect(ui.version).toBeGreaterThan(version);
    expect(ui.keypadDisplay()).toEqual({ cells: ['K', '', '', '', '', ''], note: 'Session code' });
    expect(ui.keypadFace('keypad:display').label).toBe('K _ _ _ _ _\nSession code');
    // Resting on the key (the eyes reading the display) types nothing more, however long.
    hold(lookingAt(key('key:K')), DWELL * 3);
    expect(keypad.press).toHaveBeenCalledTimes(1);
    // Into the gap beside it, slowly, and back: "KK".
    hold(gapBetween(key('key:K'), key('key:M')), 1000);
    expect(ui.hovered).toBeNull();
    hold(lookingAt(key('key:K')), DWELL + 100);
    expect(keypad.press).toHaveBeenCalledTimes(2);
    expect(ui.keypadDisplay()?.cells).toEqual(['K', 'K', '', '', '', '']);
  });

  it('does not act on the key under the gaze as it opens until the gaze has left it', () => {
    const { ui, hold, keypad, key } = openKeypad();
    const r = lookingAt(key('key:R'));
    ui.closeKeypad();
    hold(r, 200);
    ui.openKeypad(keypad);
    hold(r, DWELL * 2);
    expect(keypad.press).not.toHaveBeenCalled();
    hold(gapBetween(key('key:R'), key('key:T')), 200);
    hold(r, DWELL + 100);
    expect(keypad.press).toHaveBeenCalledWith('R');
  });

  it('offers join only once the code is complete, then no more characters; erase only when there is something to erase', () => {
    const { ui, hold, keypad, state, key } = openKeypad();
    expect(ui.isDisabled('key:join')).toBe(true);
    expect(ui.isDisabled('key:erase')).toBe(true);
    hold(lookingAt(key('key:join')), DWELL * 2);
    expect(keypad.submit).not.toHaveBeenCalled();
    expect(ui.reticle.onTarget).toBe(false);
    state.value = 'K7M3';
    hold(lookingAt(key('key:join')), DWELL * 2);
    expect(keypad.submit).not.toHaveBeenCalled();
    state.value = 'K7M3AC';
    hold(head(0, 0), 100);
    expect(ui.keypadFace('key:join').disabled).toBe(false);
    expect(ui.keypadFace('key:A').disabled).toBe(true);
    hold(lookingAt(key('key:A')), DWELL * 2);
    expect(keypad.press).not.toHaveBeenCalled();
    hold(lookingAt(key('key:join')), DWELL + 100);
    expect(keypad.submit).toHaveBeenCalledTimes(1);
  });

  it('erases the last character after the dwell', () => {
    const { ui, hold, keypad, key } = openKeypad('K7M');
    hold(head(0, 0), 100);
    expect(ui.isDisabled('key:erase')).toBe(false);
    hold(lookingAt(key('key:erase')), DWELL + 100);
    expect(keypad.erase).toHaveBeenCalledTimes(1);
    expect(ui.keypadFace('keypad:display').label).toBe('K 7 _ _ _ _\nSession code');
  });

  it('acts at once on a controller select, and ignores a select at the display or a disabled key', () => {
    const { ui, keypad, key } = openKeypad();
    expect(ui.select(EYES, sub(key('key:7').pose.position, EYES))).toBe(true);
    expect(keypad.press).toHaveBeenCalledWith('7');
    expect(ui.select(EYES, sub(key('key:7').pose.position, EYES))).toBe(true);
    expect(keypad.press).toHaveBeenCalledTimes(2);
    expect(ui.select(EYES, sub(ui.keypadPanel!.pose.position, EYES))).toBe(false);
    expect(ui.select(EYES, sub(key('key:join').pose.position, EYES))).toBe(false);
    expect(keypad.submit).not.toHaveBeenCalled();
  });

  it('shows the site’s message instead of the prompt, redrawing when it changes', () => {
    const { ui, hold, state } = openKeypad('K7M3AC');
    hold(head(0, 0), 100);
    const version = ui.version;
    state.message = 'Unknown code';
    hold(head(0, 0), 100);
    expect(ui.version).toBeGreaterThan(version);
    expect(ui.keypadFace('keypad:display').label).toBe('K 7 M 3 A C\nUnknown code');
  });

  it('stays open when the person looks away, and offers no menu button meanwhile', () => {
    const { ui, hold } = setUp();
    hold(head(0, 0), 100);
    const handle = ui.handle!;
    ui.openKeypad(siteKeypad().keypad);
    expect(ui.handle).toBeNull();
    hold(head(0, 60), 10_000);
    hold(head(90, 0), 10_000);
    expect(ui.mode).toBe('keypad');
    expect(ui.handle).toBeNull();
    // Where the menu button was, nothing opens the menu.
    hold(lookingAt(handle), DWELL * 2);
    expect(ui.mode).toBe('keypad');
    expect(ui.menu.size).toBe(0);
  });

  it('closes back to idle with the menu button, and leaves another panel that replaced it alone', () => {
    const { ui, hold } = openKeypad();
    ui.closeKeypad();
    expect(ui.mode).toBe('idle');
    expect(ui.keypadKeys.size).toBe(0);
    expect(ui.placed('key:A')).toBeNull();
    hold(head(0, 0), 100);
    expect(ui.handle).not.toBeNull();
    ui.openKeypad(siteKeypad().keypad);
    ui.openMenu();
    ui.closeKeypad();
    expect(ui.mode).toBe('menu');
  });

  it('opened before the session’s first frame, waits for it and opens at that resting gaze', () => {
    const { ui, hold } = setUp();
    ui.reset();
    ui.openKeypad(siteKeypad().keypad);
    expect(ui.mode).toBe('keypad');
    expect(ui.keypadKeys.size).toBe(0);
    hold(head(-40, 25), 0);
    expect(ui.keypadKeys.size).toBe(25);
    const rest = forwardOf(head(-40, 25).quaternion);
    for (const target of [...ui.keypadKeys.values(), ui.keypadPanel!]) {
      expect(angleBetween(rest, sub(target.pose.position, EYES)) / DEG).toBeLessThanOrEqual(30);
    }
  });
});
