import { describe, expect, it } from 'vitest';
import { isMenuAction, isMenuActionDisabled, steppedVolume } from './menu-actions';

describe('menu actions', () => {
  it('steps the volume on a 0.1 grid and stops at silence and full', () => {
    expect(steppedVolume(0.5, 1)).toBe(0.7);
    expect(steppedVolume(0.9, 1)).toBe(1);
    expect(steppedVolume(0.1, -1)).toBe(0);
    // 0.7 - 0.2 in floating point is 0.49999…; the grid keeps it at 0.5.
    expect(steppedVolume(0.7, -1)).toBe(0.5);
  });

  it('disables the volume ends and "Exit VR" outside a session', () => {
    expect(isMenuActionDisabled('volume-up', { volume: 1, inSession: true })).toBe(true);
    expect(isMenuActionDisabled('volume-up', { volume: 0.8, inSession: true })).toBe(false);
    expect(isMenuActionDisabled('volume-down', { volume: 0, inSession: true })).toBe(true);
    expect(isMenuActionDisabled('exit-vr', { volume: 1, inSession: false })).toBe(true);
    expect(isMenuActionDisabled('play-pause', { volume: 0, inSession: false })).toBe(false);
  });

  it('recognises its actions', () => {
    expect(isMenuAction('recenter')).toBe(true);
    expect(isMenuAction('jump')).toBe(false);
    expect(isMenuAction(undefined)).toBe(false);
  });
});
