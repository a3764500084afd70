/**
 * The media source of a player held before its stream exists (`CreatePlayerOptions.hold`): a live concert's
 * waiting room, where the player is there (a headset can be put on and wait in it) but its address still
 * answers 'not found'. It loads nothing and stays idle, so the page shows no error and no 'Loading…'; the
 * player replaces it with the real source when the stream appears (`PlayerController.startHeld`).
 */
import type { MediaSourceHandle } from '../media/media-source';
import type { PlayOutcome } from '../media/play-video';
import { NO_LEVELS } from './player-snapshot';

const nothing = (): Promise<PlayOutcome> => Promise.resolve('interrupted');

export function heldMedia(video: HTMLVideoElement): MediaSourceHandle {
  return {
    video,
    state: 'idle',
    error: null,
    engine: null,
    levels: [],
    level: 'auto',
    ready: Promise.resolve(),
    levelsInfo: NO_LEVELS,
    live: null,
    subscribe: () => () => undefined,
    play: nothing,
    pause: () => undefined,
    // The person's sound choice (made in 'Enter VR') is on the element when the stream comes.
    setMuted: (muted) => void (video.muted = muted),
    setVolume: (volume) => void (video.volume = Math.min(1, Math.max(0, volume))),
    setLevel: () => undefined,
    setMaxTextureSize: () => undefined,
    resume: nothing,
    backToLive: nothing,
    retry: () => undefined,
    destroy: () => undefined,
  };
}
