import { createModuleLoader } from './module-loader';

/**
 * The player's three.js chunk. `player360Loader` starts it together with the player's own code, and the
 * player renders it once it is there: the stream does not wait for three.js.
 */
export const playerCanvasLoader = createModuleLoader(() => import('./player-canvas'));
