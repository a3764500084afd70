/**
 * The player's lifecycle as one explicit state machine, so every binding (R3F, A-Frame) and every
 * screen-reader announcement agrees on a single state instead of combining flags.
 */
export type PlayerState = 'idle' | 'loading' | 'ready' | 'playing' | 'paused' | 'buffering' | 'ended' | 'error';

/** Why playback failed for good. A code, never text: the site translates it. */
export type PlayerErrorCode = 'network' | 'media' | 'unsupported' | 'other';

export type PlayerEvent =
  | { type: 'load' }
  | { type: 'canplay' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'waiting' }
  | { type: 'playing' }
  | { type: 'ended' }
  | { type: 'error'; code: PlayerErrorCode }
  | { type: 'retry' }
  | { type: 'destroy' };

type EventType = PlayerEvent['type'];

/**
 * The legal moves. `play` counts as playing at once (the media element's own `waiting` follows if data is
 * missing), so a press on Play is not announced as "buffering" every time. `destroy` and `error` are
 * handled in `transition` because they apply to (almost) every state.
 */
const TABLE: Record<PlayerState, Partial<Record<EventType, PlayerState>>> = {
  idle: { load: 'loading' },
  loading: { canplay: 'ready', playing: 'playing' },
  ready: { play: 'playing', playing: 'playing', waiting: 'buffering' },
  playing: { pause: 'paused', waiting: 'buffering', ended: 'ended' },
  buffering: { playing: 'playing', pause: 'paused', ended: 'ended' },
  paused: { play: 'playing', playing: 'playing', ended: 'ended' },
  ended: { play: 'playing', playing: 'playing' },
  error: { retry: 'loading' },
};

/** The next state; an event that makes no sense in the current state leaves it unchanged. */
export function transition(state: PlayerState, event: PlayerEvent): PlayerState {
  if (event.type === 'destroy') return 'idle';
  if (event.type === 'error') return state === 'idle' ? state : 'error';
  return TABLE[state][event.type] ?? state;
}
