import type { HlsClass } from './hls-types';

/**
 * hls.js on demand (about 180 KB gzip): only a player route that plays HLS through MSE downloads it.
 * The full build, not `hls.js/light`: light drops alternate audio renditions, which concert streams may use.
 * Typing the result as `HlsClass` is also the compile-time proof that the real class fits the engine's slice.
 */
export const loadHlsJs = async (): Promise<HlsClass> => (await import('hls.js')).default;
