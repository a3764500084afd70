/**
 * The leader's commands as pure steps from one state to the next. Every step is stated in leader time and
 * bumps `seq`; a step that would change nothing returns the same object, so the caller can skip the
 * broadcast (`next === state`).
 */
import { positionAt, SHORT_LEAD_MS, START_LEAD_MS, type PlaybackState } from './playback-state';

/** Plays `concertId` from the beginning, after everyone had time to prepare. */
export function start(state: PlaybackState, concertId: string, now: number): PlaybackState {
  return { ...state, concertId, status: 'playing', position: 0, at: now + START_LEAD_MS, rate: 1, seq: state.seq + 1 };
}

export function pause(state: PlaybackState, now: number): PlaybackState {
  if (state.status !== 'playing') return state;
  return { ...state, status: 'paused', position: positionAt(state, now), at: now, seq: state.seq + 1 };
}

/** Playing again from where it paused; the buffers are still full, so a short lead suffices. */
export function resume(state: PlaybackState, now: number): PlaybackState {
  if (state.status !== 'paused') return state;
  return { ...state, status: 'playing', at: now + SHORT_LEAD_MS, seq: state.seq + 1 };
}

/**
 * Moves the playhead and keeps playing or paused as before. A seek after the end leaves the session paused
 * there, so the facilitator can replay a part without starting over.
 */
export function seek(state: PlaybackState, seconds: number, now: number): PlaybackState {
  if (state.concertId === null) return state;
  const position = Math.max(0, seconds);
  if (state.status === 'playing') return { ...state, position, at: now + SHORT_LEAD_MS, seq: state.seq + 1 };
  return { ...state, status: 'paused', position, at: now, seq: state.seq + 1 };
}

/** The same concert from the beginning, with the full lead: a seek far back usually leaves the buffer. */
export function restart(state: PlaybackState, now: number): PlaybackState {
  if (state.concertId === null) return state;
  return start(state, state.concertId, now);
}

/** The concert is over for everyone (the facilitator stopped it, or it played out). */
export function end(state: PlaybackState, now: number): PlaybackState {
  if (state.status === 'ended' || state.concertId === null) return state;
  return { ...state, status: 'ended', position: positionAt(state, now), at: now, seq: state.seq + 1 };
}
