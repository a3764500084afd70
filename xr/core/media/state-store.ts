import { transition, type PlayerErrorCode, type PlayerEvent, type PlayerState } from './player-state';

export type StateListener = (state: PlayerState, error: PlayerErrorCode | null) => void;

export interface StateStore {
  readonly state: PlayerState;
  /** The code of the last fatal error while in 'error', else null. */
  readonly error: PlayerErrorCode | null;
  send(event: PlayerEvent): void;
  /** After destroy: the state still moves, but nobody is told any more. */
  mute(): void;
}

/** Holds the current state and tells the listener about real changes only (no repeats). */
export function createStateStore(listener: StateListener = () => {}): StateStore {
  let state: PlayerState = 'idle';
  let error: PlayerErrorCode | null = null;
  let muted = false;

  return {
    get state() {
      return state;
    },
    get error() {
      return error;
    },
    send(event) {
      const next = transition(state, event);
      const nextError = next === 'error' ? (event.type === 'error' ? event.code : error) : null;
      if (next === state && nextError === error) return;
      state = next;
      error = nextError;
      if (!muted) listener(state, error);
    },
    mute() {
      muted = true;
    },
  };
}
