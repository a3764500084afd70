import type { PlayerErrorCode, PlayerState } from '../core/media/player-state';
import { CONTROL_CLASSES } from './control-button';
import type { Player360Labels } from './labels';

interface PlayerStatusProps {
  state: PlayerState;
  error: PlayerErrorCode | null;
  labels: Player360Labels;
  /** A live stream is interrupted (a packager gap): the player waits for it and says so, instead of 'Buffering…'. */
  liveWaiting?: boolean;
  onRetry: () => void;
}

/**
 * Loading, buffering, the end and errors, said politely by the player's own live region (it always exists, so a
 * screen reader hears each change), and a panel with Retry once playback failed for good.
 */
export function PlayerStatus({ state, error, labels, liveWaiting = false, onRetry }: PlayerStatusProps) {
  const message = liveWaiting && state !== 'error' && state !== 'ended' ? labels.liveWaiting : labels.status(state, error);
  // An error has its panel and the end its card (EndCard): there the line is only said, not drawn as well.
  const drawn = message !== '' && state !== 'error' && state !== 'ended';
  return (
    <>
      <p
        role="status"
        aria-live="polite"
        // In a narrow player the sound prompt takes the top-left corner (sound-prompt.tsx).
        className={drawn ? 'absolute left-2 top-2 rounded-lg bg-slate-950 px-3 py-2 text-white @max-2xl:right-2 @max-2xl:left-auto' : 'sr-only'}
      >
        {message}
      </p>
      {state === 'error' && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-slate-950 p-6 text-center text-white">
          <p className="max-w-md text-lg">{message}</p>
          <button type="button" className={`${CONTROL_CLASSES} px-5`} onClick={onRetry}>
            {labels.retry}
          </button>
        </div>
      )}
    </>
  );
}
