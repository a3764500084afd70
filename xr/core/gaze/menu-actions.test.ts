import { describe, expect, it } from 'vitest';
import { isMenuAction, isMenuActionDisabled, LIVE_MENU_ACTIONS, MENU_ACTIONS, menuActionsFor, steppedVolume, type MenuContext } from './menu-actions';

const playing: MenuContext = { playable: true, volume: 0.6, ceiling: 1, time: 40, duration: 120, hasCaptions: true, hasChoice: true, inVr: true, following: false, behindLive: false };
/** A live stream: no length to seek in, playing behind its edge. */
const behind: MenuContext = { ...playing, time: 600, duration: Infinity, behindLive: true };

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

  it("offers 'Back to live' in a live stream's menu, where 'Ahead 30 s' is in a recording's, the rest in their places", () => {
    expect(menuActionsFor(false)).toEqual(MENU_ACTIONS);
    expect(menuActionsFor(true)).toEqual(LIVE_MENU_ACTIONS);
    expect(LIVE_MENU_ACTIONS).toEqual(['restart', 'back-30', 'play-pause', 'back-to-live', 'captions', 'volume-down', 'volume-up', 'recenter', 'choose-concert', 'exit-vr']);
  });

  it("enables 'Back to live' only behind the live edge, with something to play, and not while a group session leads", () => {
    expect(isMenuActionDisabled('back-to-live', behind)).toBe(false);
    expect(isMenuActionDisabled('back-to-live', { ...behind, behindLive: false })).toBe(true);
    expect(isMenuActionDisabled('back-to-live', { ...behind, playable: false })).toBe(true);
    expect(isMenuActionDisabled('back-to-live', { ...behind, following: true })).toBe(true);
    // Pausing stays the viewer's own in a live stream, as on the flat controls.
    expect(isMenuActionDisabled('play-pause', behind)).toBe(false);
  });

  it('recognises its actions', () => {
    expect(isMenuAction('back-to-live')).toBe(true);
    expect(isMenuAction('recenter')).toBe(true);
    expect(isMenuAction('jump')).toBe(false);
    expect(isMenuAction(undefined)).toBe(false);
  });
});
