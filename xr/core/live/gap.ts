/**
 * hls.js reloads a live playlist every target duration; one that has not moved for three (hls.js's own
 * measure of a stalled edge, `edgeStalled`) means the packager has stopped or restarts: the viewer is told the
 * concert continues in a moment, and the player waits for it rather than failing.
 */
export const GAP_TARGET_DURATIONS = 3;

export function playlistStale(sinceAdvanceMs: number, targetDuration: number): boolean {
  return sinceAdvanceMs > GAP_TARGET_DURATIONS * targetDuration * 1000;
}
