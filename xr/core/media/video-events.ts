import type { PlayerEvent } from './player-state';

/** The media element's events that mean the same thing as the state machine's. */
const FORWARDED = ['canplay', 'play', 'pause', 'waiting', 'playing', 'ended'] as const;

/**
 * Forwards the element's events to the state machine until `signal` aborts, which removes every listener
 * at once (nothing to forget on destroy). `onError` gets the element's own `error` event.
 */
export function listenToVideo(video: HTMLVideoElement, send: (event: PlayerEvent) => void, onError: () => void, signal: AbortSignal): void {
  for (const type of FORWARDED) video.addEventListener(type, () => send({ type }), { signal });
  video.addEventListener('error', onError, { signal });
}
