/**
 * What the /aframe-demo page needs of the player engine, through the A-Frame binding: the site reaches
 * the engine only through a binding (ARCHITECTURE.md), as the player feature does through xr/react.
 */
export { createPlayer as createAframePlayer } from '../core/player';
export type { CreatePlayerOptions, GazeTexts, PlayerController, PlayerSnapshot, PlaylistEntry } from '../core/player';
export { attachPlayer } from './tutti-player';
