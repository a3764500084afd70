import { describe, expect, it, vi } from 'vitest';
import { panelFacing } from './gaze-layout';
import type { GazeKeypad } from './keypad';
import { KeypadPanel } from './keypad-panel';
import { DEG, vec } from './math';

const placement = { head: vec(0, 1.6, 0), facingBelowRest: (drop: number) => panelFacing(0, -drop * DEG) };

function siteKeypad(): GazeKeypad & { typed: string[] } {
  const typed: string[] = [];
  return {
    typed,
    keys: ['A', 'B', 'C'],
    texts: { erase: 'Erase', join: 'Join', prompt: 'Type the code' },
    length: 2,
    value: () => typed.join(''),
    press: (key) => void typed.push(key),
    erase: () => void typed.pop(),
    submit: vi.fn(),
    message: () => '',
  };
}

describe('the keypad panel', () => {
  it('waits to be placed, then offers its keys and its display', () => {
    const panel = new KeypadPanel();
    const keypad = siteKeypad();
    panel.open(keypad);
    expect(panel.placed).toBe(false);
    panel.place(keypad, placement);
    expect([...panel.keys.keys()]).toEqual(['key:A', 'key:B', 'key:C', 'key:erase', 'key:join']);
    expect(panel.display).not.toBeNull();
    expect(panel.isDisabled('keypad:display')).toBe(true);
  });

  it('types, erases and joins through the site, remembers the key pressed, and notices what the display must show', () => {
    const panel = new KeypadPanel();
    const keypad = siteKeypad();
    panel.open(keypad);
    panel.place(keypad, placement);
    expect(panel.isDisabled('key:erase')).toBe(true);
    panel.press('key:A', 100);
    expect(panel.pressed).toEqual({ id: 'key:A', atMs: 100 });
    expect(panel.changed()).toBe(true);
    expect(panel.changed()).toBe(false);
    panel.press('key:B', 200);
    expect(panel.isDisabled('key:C')).toBe(true);
    panel.press('key:join', 300);
    expect(keypad.submit).toHaveBeenCalled();
    panel.press('key:erase', 400);
    expect(panel.displayShown()).toEqual({ cells: ['A', ''], note: 'Type the code' });
    panel.close();
    expect(panel.keys.size).toBe(0);
    expect(panel.face('key:A')).toEqual({ icon: null, label: '', disabled: true });
  });
});
