/**
 * What the leader broadcasts: never a bare command ("play!"), always where the playhead is at a moment of the
 * shared clock. A headset that joins late, misses a message or wakes up can work out the right position from
 * the last state alone, and message delay does not turn into playback delay.
 */

export type SessionStatus = 'waiting' | 'playing' | 'paused' | 'ended';

export interface PlaybackState {
  /** The concert everyone plays; null while the session waits for one. */
  concertId: string | null;
  status: SessionStatus;
  /** Seconds into the concert at `at`. */
  position: number;
  /** Leader clock (ms). For 'playing', when playback starts (or started) from `position`. */
  at: number;
  /** Playback speed the session runs at (1 normally). */
  rate: number;
  /** Counts the leader's commands, so a late or repeated message cannot undo a newer one. */
  seq: number;
}

/** Headsets get this long to seek and fill their buffers before a shared start. */
export const START_LEAD_MS = 2000;
/** Resuming or jumping within a concert that is already loaded needs less preparation. */
export const SHORT_LEAD_MS = 1000;

/** Where a session begins, before the first command. */
export const INITIAL_PLAYBACK_STATE: PlaybackState = { concertId: null, status: 'waiting', position: 0, at: 0, rate: 1, seq: 0 };

/**
 * Where the playhead should be at `leaderNow` (seconds). Before a 'playing' state's `at` the playhead waits
 * at `position`: the state means "start from here then", not "you should have started earlier".
 */
export function positionAt(state: PlaybackState, leaderNow: number, duration?: number): number {
  const elapsed = state.status === 'playing' ? (Math.max(0, leaderNow - state.at) / 1000) * state.rate : 0;
  const end = duration !== undefined && Number.isFinite(duration) && duration >= 0 ? duration : Infinity;
  return Math.min(Math.max(0, state.position + elapsed), end);
}
