import { describe, expect, it } from 'vitest';
import { isMenuAction, isMenuActionDisabled, MENU_ACTIONS, steppedVolume, type MenuContext } from './menu-actions';

const playing: MenuContext = { playable: true, volume: 0.6, ceiling: 1, time: 40, duration: 120, hasCaptions: true, hasChoice: true, inVr: true, following: false };

describe('menu actions', () => {
  it('steps the volume on a 0.1 grid and stops at silence and at the ceiling', () => {
    expect(steppedVolume(0.5, 1)).toBe(0.7);
    expect(steppedVolume(0.9, 1)).toBe(1);
    expect(steppedVolume(0.1, -1)).toBe(0);
    // 0.7 - 0.2 in floating point is 0.49999…; the grid keeps it at 0.5.
    expect(steppedVolume(0.7, -1)).toBe(0.5);
    expect(steppedVolume(0.5, 1, 0.6)).toBe(0.6);
  });

  it('offers every action while a long concert plays in a headset', () => {
    for (const action of MENU_ACTIONS) expect(isMenuActionDisabled(action, playing), action).toBe(false);
  });

  it('disables what cannot act now, and says so rather than hiding it', () => {
    expect(isMenuActionDisabled('volume-up', { ...playing, volume: 0.6, ceiling: 0.6 })).toBe(true);
    expect(isMenuActionDisabled('volume-down', { ...playing, volume: 0 })).toBe(true);
    expect(isMenuActionDisabled('exit-vr', { ...playing, inVr: false })).toBe(true);
    expect(isMenuActionDisabled('captions', { ...playing, hasCaptions: false })).toBe(true);
    expect(isMenuActionDisabled('choose-concert', { ...playing, hasChoice: false })).toBe(true);
    expect(isMenuActionDisabled('play-pause', { ...playing, playable: false })).toBe(true);
  });

  it('seeks only within a known length: not at the start, not past the end, not live', () => {
    expect(isMenuActionDisabled('back-30', { ...playing, time: 0.5 })).toBe(true);
    expect(isMenuActionDisabled('restart', { ...playing, time: 0.5 })).toBe(true);
    expect(isMenuActionDisabled('forward-30', { ...playing, time: 119.5 })).toBe(true);
    expect(isMenuActionDisabled('forward-30', { ...playing, duration: Infinity })).toBe(true);
    expect(isMenuActionDisabled('back-30', { ...playing, duration: NaN })).toBe(true);
  });

  it('leaves play, pause, seeking and the concert to the facilitator in a group session; sound, captions, view and leaving stay', () => {
    const following = { ...playing, following: true };
    const led = MENU_ACTIONS.filter((action) => isMenuActionDisabled(action, following));
    expect(led).toEqual(['restart', 'back-30', 'play-pause', 'forward-30', 'choose-concert']);
  });

  it('recognises its actions', () => {
    expect(isMenuAction('recenter')).toBe(true);
    expect(isMenuAction('jump')).toBe(false);
    expect(isMenuAction(undefined)).toBe(false);
  });
});
