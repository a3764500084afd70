/**
 * What a route's first load asks for beyond its page's code and translations, read at build time by the start
 * script (scripts/vite-plugin-start-preload.ts) and never shipped to the browser: modules in `preloadFirst` and
 * `preload` (code the page loads lazily but needs at once, the first ahead of the translations) and, for
 * `stream`, the first files of that bundled stream (scripts/stream-start-files.ts), which starts playing at once,
 * before the app's code has arrived (xr/core/media/stream-start.ts): give the options the page's player gets
 * (`autoRetryMs`, `loop`).
 */
import { DEMO_AUTO_RETRY_MS, DEMO_STREAM } from '../content/media.ts';
import type { RouteId } from './route-paths.ts';

/**
 * hls.js light: a player page's stream starts on it, so it is asked for with the page's own code, before the
 * translations and three.js (scripts/start-preload.ts).
 */
const STREAM_CODE = ['/hls.js/dist/hls.light.mjs'];

/**
 * The 360° player (its controls, and its three.js and React Three Fiber side) and the lazy step before it:
 * a player page's first frame waits for them too, but they draw a picture the stream must bring first.
 */
const PLAYER_CODE = ['/xr/react/load-player.ts', '/xr/react/player-360.tsx', '/xr/react/player-canvas.tsx'];

export interface RouteStartCode {
  preloadFirst?: readonly string[];
  preload?: readonly string[];
  /** The engine's announced stream (xr/core/media/announced-stream.ts). */
  stream?: { src: string; autoRetryMs?: number; loop?: boolean };
}

const PLAYER_PAGE: RouteStartCode = { preloadFirst: STREAM_CODE, preload: PLAYER_CODE };

export const ROUTE_START_CODE: Partial<Record<RouteId, RouteStartCode>> = {
  concertDemo: { ...PLAYER_PAGE, stream: { src: DEMO_STREAM.src, autoRetryMs: DEMO_AUTO_RETRY_MS } },
  concert: PLAYER_PAGE,
  kiosk: PLAYER_PAGE,
  join: PLAYER_PAGE,
};
