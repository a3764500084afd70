import { playerCanvasLoader } from './player-canvas-loader';
import { createModuleLoader } from './module-loader';

/**
 * The player's code: its controls and media source, with hls.js light in parallel (which the media source
 * would otherwise request only once the player has mounted), then, not waited for, its three.js chunk.
 * The player mounts, and its stream starts loading, while three.js still downloads and compiles.
 * A stream that needs the full hls.js build still gets it. Render it with `useLoadedModule`.
 */
export const player360Loader = createModuleLoader(async () => {
  const player = import('./player-360');
  // Three.js after the player's own module: compiling it first would hold back the stream's start.
  void player.then(() => playerCanvasLoader.load()).catch(() => undefined);
  const [module] = await Promise.all([player, import('hls.js/light').catch(() => undefined)]);
  return module;
});

export { useLoadedModule } from './module-loader';
