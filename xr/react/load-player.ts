/**
 * The player's code, fetched in parallel: three.js with React Three Fiber (the player's chunk) and
 * hls.js light (which the media source would otherwise request only once the player has mounted).
 * The first video frame comes that much sooner. A stream that needs the full hls.js build still gets it.
 */
export async function loadPlayer360() {
  const [player] = await Promise.all([import('./player-360'), import('hls.js/light').catch(() => undefined)]);
  return player;
}
