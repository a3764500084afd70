import type { PlayerErrorCode, PlayerState } from '@xr/react/labels';

/** The `player` namespace key that describes a state, or null when nothing needs saying (playing, paused...). */
export type StatusKey = `errors.${PlayerErrorCode}` | 'status.loading' | 'status.buffering' | 'status.ended';

export function statusKey(state: PlayerState, error: PlayerErrorCode | null): StatusKey | null {
  if (state === 'error') return `errors.${error ?? 'other'}`;
  if (state === 'loading' || state === 'buffering' || state === 'ended') return `status.${state}`;
  return null;
}
