/**
 * What the engine says about a live stream, for the bindings to draw: the 'LIVE' badge, no seek bar (or a
 * short one over the rewind window), 'back to live', 'the concert will continue in a moment' and the end card.
 * Null in the player's state for a recording (a VOD playlist, a plain file).
 */
export interface LiveState {
  /** 'event': the playlist keeps every segment from the start (it can be rewound to the beginning). */
  kind: 'live' | 'event';
  /** Low-Latency HLS: the playlist offers parts and blocking reloads, and hls.js runs in its low-latency mode. */
  lowLatency: boolean;
  /** Within the target latency of the live edge, and not held back by the viewer: the badge says 'LIVE'. */
  atEdge: boolean;
  /** How far behind the target latency playback is, in seconds (0 at the target). */
  behindSeconds: number;
  /** The playlist holds enough past the join point for a seek bar to be worth showing. */
  canRewind: boolean;
  /** The stream stopped coming (a packager gap or restart, the network): the player waits and retries by itself. */
  waiting: boolean;
  /** The stream has ended (EXT-X-ENDLIST appeared, or the concert's end time passed): the end card, not an error. */
  ended: boolean;
}

/** How a live stream is played: the concert's own settings, from the site. */
export interface LiveOptions {
  /**
   * How far behind the live edge to play, in seconds. Without it, what the playlist announces (HOLD-BACK, or
   * PART-HOLD-BACK for Low-Latency HLS) or else hls.js's three target durations (about 6 s with 2 s segments).
   */
  targetLatencySeconds?: number;
  /** When the concert ends (milliseconds since the epoch): past it, a live stream that never said so has ended. */
  endsAt?: number;
  /**
   * The wall clock (milliseconds since the epoch) that the stream's EXT-X-PROGRAM-DATE-TIME is read against:
   * playback is held where the frame's program date-time is this clock less the target latency, so every
   * viewer on the same clock shows the same moment. Date.now when absent; a group session passes its shared
   * clock, so headsets whose own clocks differ still play in step.
   */
  wallClock?: () => number;
  /**
   * Within this of the locked position (seconds) the rate stays 1; LOCK_DEAD_BAND_SECONDS (0.1) when absent. A
   * group session's headsets, side by side, want ROOM_LOCK_BAND_SECONDS (10 ms).
   */
  lockBandSeconds?: number;
  /** Within that band, rest this far off normal speed instead of at 1 (ROOM_REST_RATE_DELTA for a room's headsets). */
  restRateDelta?: number;
  /**
   * Further from the locked position than this (seconds), jump rather than catch up by rate: MAX_CATCH_UP_SECONDS
   * when absent, ROOM_JUMP_ABOVE_SECONDS for a room's headsets (a gap their neighbours hear as an echo).
   */
  jumpAboveSeconds?: number;
  /**
   * The master playlist's text, when the page already fetched it asking whether the stream had appeared: hls.js
   * takes it instead of asking again, a round trip sooner to sound. Read once, when the stream starts loading.
   */
  manifest?: () => string | null;
}
