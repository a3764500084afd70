import { afterEach, beforeEach, vi } from 'vitest';
import type { GazeTexts } from '../player-types';

/** The gaze menu's words, for the player's tests (the site passes its translations). */
export const TEST_GAZE_TEXTS: GazeTexts = {
  play: 'Play', pause: 'Pause', restart: 'Restart', back30: 'Back 30 s', forward30: 'Forward 30 s', captionsOn: 'Captions: on',
  captionsOff: 'Captions: off', quieter: 'Quieter', louder: 'Louder', recenter: 'Recenter', chooseConcert: 'Concerts', exitVr: 'Exit VR',
  menu: 'Menu', back: 'Back', more: 'More', applaud: 'Applaud', applauseSent: 'Applause sent',
  live: 'Live', backToLive: 'Back to live',
};

/**
 * jsdom has no media pipeline: fake timers, a MediaSource to find, and a <video> whose load, play and pause do
 * nothing (the fake hls.js drives the player's state). Call at the top level of a test file.
 */
export function stubMediaElementEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('MediaSource', class {});
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
