import { prestartMedia, takePrestarted, type PrestartOptions } from '../core/media/prestart';
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

/**
 * For a player route's preload, before React renders it: starts the stream (see prestart.ts) and the
 * player's code together, so the first picture no longer waits for the route's render to ask for the
 * playlist. The player adopts the stream when it mounts with the same `src` (`takePrestarted`); give the
 * same `loop` and `autoRetryMs` as the player gets. Never rejects: a failed download shows when the
 * player renders (`useLoadedModule`), and an unclaimed stream stops by itself.
 */
export function preparePlayer(stream: PrestartOptions): Promise<void> {
  prestartMedia(stream);
  return player360Loader.load().then(
    () => undefined,
    () => undefined,
  );
}

export { useLoadedModule } from './module-loader';
/** For the player's `adopt`: the stream `preparePlayer` started, if it is this one. */
export { takePrestarted };
