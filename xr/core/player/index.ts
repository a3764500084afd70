/** The player engine's public face: one controller that both bindings draw. */
export { createPlayer, PlayerController, type CreatePlayerOptions } from './create-player';
export { isRunning } from './player-snapshot';
export type { GazeTexts, PlayerAudioState, PlayerCaptionsState, PlayerSnapshot, PlaylistEntry, TargetFace, XrAdapter } from './player-types';
export { FADE_IN_MS } from './audio-fade';
export type { PlayerApplause } from '../gaze/applause-target';
