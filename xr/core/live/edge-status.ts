export interface EdgeInput {
  /** hls.js's latency: from the estimated live edge to the playhead, in seconds. */
  latency: number;
  targetLatency: number;
  /** How long the viewer has kept playback paused, in seconds (0 while it plays). */
  pausedSeconds: number;
  /** The latency when that pause began. */
  latencyAtPause: number;
}

export interface EdgeStatus {
  behindSeconds: number;
  /**
   * Paused for longer than the target latency: the viewer has let the concert run on without them, and is
   * offered 'back to live' rather than hurried along. A shorter pause is caught up by rate.
   */
  heldBack: boolean;
}

/**
 * How far behind the target playback is. While paused the playhead stands still and the edge moves on, but
 * hls.js refreshes its latency only when the playlist advances: the time paused counts from the latency
 * at the pause, whichever says more.
 */
export function edgeStatus({ latency, targetLatency, pausedSeconds, latencyAtPause }: EdgeInput): EdgeStatus {
  const effective = pausedSeconds > 0 ? Math.max(latency, latencyAtPause + pausedSeconds) : latency;
  return { behindSeconds: Math.max(0, effective - targetLatency), heldBack: pausedSeconds > targetLatency };
}

/** Within one target latency of the target counts as live: the stream's own hold-back is of that order. */
export function isAtEdge(behindSeconds: number, targetLatency: number, heldBack: boolean): boolean {
  return !heldBack && behindSeconds <= targetLatency;
}
