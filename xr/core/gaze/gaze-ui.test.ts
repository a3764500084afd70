import { describe, expect, it, vi } from 'vitest';
import { createGazeUi, type GazeHost, type GazeKeypad, type HeadPose, type KeypadKeyId } from './gaze-ui';
import { ITEM_SIZE, LABEL_CAP_DEG, metresFor, type PlacedTarget } from './gaze-layout';
import { angleBetween, DEG, forwardOf, fromYawPitchRoll, sub, vec, yawPitchOf } from './math';
import { MENU_ACTIONS, type MenuAction } from './menu-actions';

const EYES = vec(0, 1.6, 0);
const DWELL = 1500;

function head(yawDeg: number, pitchDeg: number): HeadPose {
  return { position: EYES, quaternion: fromYawPitchRoll(yawDeg * DEG, pitchDeg * DEG) };
}

/** The head turned so the gaze meets the target's centre. */
function lookingAt(target: PlacedTarget): HeadPose {
  const { yaw, pitch } = yawPitchOf(sub(target.pose.position, EYES));
  return { position: EYES, quaternion: fromYawPitchRoll(yaw, pitch) };
}

function setUp(disabled: MenuAction[] = []) {
  const host = {
    isDisabled: (action: MenuAction) => disabled.includes(action),
    act: vi.fn<GazeHost['act']>(),
    entries: () => ['demo', '1', '2', '3', '4', '5', '6'].map((id) => ({ id })),
    choose: vi.fn<GazeHost['choose']>(),
  };
  const ui = createGazeUi(host, DWELL);
  let now = 1000;
  /** Holds the head still for `ms`, a frame every 50 ms. */
  const hold = (pose: HeadPose, ms: number) => {
    for (let t = 0; t <= ms; t += 50) ui.update(pose, (now += 50));
  };
  return { ui, host, hold };
}

/** The angle a target covers across, seen from the eyes. */
const angularWidth = (target: PlacedTarget) => {
  const distance = Math.hypot(...Object.values(sub(target.pose.position, EYES)));
  return (2 * Math.atan(target.width / 2 / distance)) / DEG;
};

describe('the gaze interface', () => {
  it.each([30, -30, 0])('summons the menu from a head pitched %i° at the start, and every item is within 30° of that rest', (pitch) => {
    const { ui, hold } = setUp();
    hold(head(20, pitch), 200);
    expect(ui.mode).toBe('idle');
    const handle = ui.handle!;
    expect(angleBetween(forwardOf(head(20, pitch).quaternion), sub(handle.pose.position, EYES)) / DEG).toBeLessThanOrEqual(30);
    hold(lookingAt(handle), DWELL + 100);
    expect(ui.mode).toBe('menu');
    expect(ui.menu.size).toBe(MENU_ACTIONS.length);
    const rest = forwardOf(head(20, pitch).quaternion);
    for (const target of ui.menu.values()) {
      expect(angleBetween(rest, sub(target.pose.position, EYES)) / DEG).toBeLessThanOrEqual(30);
      expect(angularWidth(target)).toBeGreaterThanOrEqual(8);
    }
  });

  it('acts on an item after the dwell time, once, and not on the one under the gaze as the menu opened', () => {
    const { ui, host, hold } = setUp();
    hold(head(0, 0), 100);
    const onHandle = lookingAt(ui.handle!);
    hold(onHandle, DWELL + 100);
    expect(ui.mode).toBe('menu');
    // The menu opens just above the button: the gaze now rests on an item it did not choose.
    expect(ui.select(EYES, forwardOf(onHandle.quaternion))).toBe(true);
    host.act.mockClear();
    hold(onHandle, DWELL * 2);
    expect(host.act).not.toHaveBeenCalled();
    const pause = ui.menu.get('play-pause')!;
    hold(lookingAt(pause), DWELL - 200);
    expect(host.act).not.toHaveBeenCalled();
    expect(ui.hovered).toBe('play-pause');
    expect(ui.reticle.progress).toBeGreaterThan(0.8);
    hold(lookingAt(pause), DWELL);
    expect(host.act).toHaveBeenCalledTimes(1);
    expect(host.act).toHaveBeenCalledWith('play-pause');
  });

  it('never fills a disabled item', () => {
    const { ui, host, hold } = setUp(['volume-up']);
    hold(head(0, 0), 100);
    ui.openMenu();
    hold(lookingAt(ui.menu.get('volume-up')!), DWELL * 2);
    expect(host.act).not.toHaveBeenCalled();
    expect(ui.reticle.onTarget).toBe(false);
  });

  it('acts at once on a controller select, and ignores a select at nothing', () => {
    const { ui, host, hold } = setUp();
    hold(head(0, 0), 100);
    ui.openMenu();
    const louder = ui.menu.get('volume-up')!;
    expect(ui.select(EYES, sub(louder.pose.position, EYES))).toBe(true);
    expect(host.act).toHaveBeenCalledWith('volume-up');
    expect(ui.select(EYES, vec(0, 1, 0))).toBe(false);
  });

  it('closes an open menu when the person looks back at the concert for a while', () => {
    const { ui, hold } = setUp();
    hold(head(0, 0), 100);
    ui.openMenu();
    hold(head(0, 50), 3000);
    expect(ui.mode).toBe('menu');
    hold(head(0, 50), 1500);
    expect(ui.mode).toBe('idle');
  });

  it('brings the menu button to where the person comes to rest', () => {
    const { ui, hold } = setUp();
    hold(head(0, 0), 100);
    const before = ui.handle!.pose.position;
    hold(head(60, 0), 2500);
    const after = yawPitchOf(sub(ui.handle!.pose.position, EYES));
    expect(after.yaw / DEG).toBeCloseTo(60, 0);
    expect(before.x).toBeCloseTo(0, 5);
  });

  it('offers the concerts as posters, pages through them and starts the chosen one', () => {
    const { ui, host, hold } = setUp();
    hold(head(0, -30), 100);
    ui.openMenu();
    hold(lookingAt(ui.menu.get('choose-concert')!), DWELL + 100);
    expect(ui.mode).toBe('chooser');
    expect(ui.cards.map((card) => card.entryId)).toEqual(['demo', '1', '2', '3', '4', '5']);
    const rest = forwardOf(head(0, -30).quaternion);
    for (const target of [...ui.cards.map((card) => card.poster), ...ui.nav.values()]) {
      expect(angleBetween(rest, sub(target.pose.position, EYES)) / DEG).toBeLessThanOrEqual(30);
    }
    hold(lookingAt(ui.nav.get('more')!), DWELL + 100);
    expect(ui.cards.map((card) => card.entryId)).toEqual(['6']);
    expect(ui.menu.size).toBe(0);
    hold(lookingAt(ui.cards[0]!.poster), DWELL + 100);
    expect(host.choose).toHaveBeenCalledWith('6');
    expect(ui.mode).toBe('idle');
  });

  it('sizes targets and labels in angles: items over 8° across, labels over 1.2° tall', () => {
    expect(ITEM_SIZE.width).toBeGreaterThanOrEqual(8);
    expect(LABEL_CAP_DEG).toBeGreaterThanOrEqual(1.2);
    expect(metresFor(ITEM_SIZE.width)).toBeCloseTo(2 * 1.5 * Math.tan((ITEM_SIZE.width / 2) * DEG), 6);
  });
});

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
