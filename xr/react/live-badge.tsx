import type { LiveState } from '../core/live';
import { CONTROL_CLASSES } from './control-button';
import type { Player360Labels } from './labels';

interface LiveBadgeProps {
  live: LiveState | null;
  labels: Pick<Player360Labels, 'live' | 'backToLive'>;
  /** In a group session the facilitator leads: the way back to live is theirs. */
  disabled: boolean;
  onBackToLive: () => void;
}

/**
 * A live concert's badge in the controls, and 'Back to live' whenever playback is not at the live edge (paused
 * for a while, or fallen behind). The dot only echoes what the button already says, so it is hidden from
 * screen readers; the word is written in sentence case and drawn in capitals, so it is read as a word.
 */
export function LiveBadge({ live, labels, disabled, onBackToLive }: LiveBadgeProps) {
  if (!live || live.ended) return null;
  // The button goes once playback is at the edge: focus moves to the bar's first control (play/pause), not to the page.
  const backToLive = (button: HTMLButtonElement) => {
    button.closest('[role="group"]')?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
    onBackToLive();
  };
  return (
    <>
      <span className="inline-flex min-h-11 items-center gap-2 px-1 text-sm font-bold tracking-wide uppercase">
        <span aria-hidden="true" data-at-edge={live.atEdge} className={`size-2.5 rounded-full ${live.atEdge ? 'bg-red-500' : 'bg-slate-400'}`} />
        {labels.live}
      </span>
      {!live.atEdge && (
        <button type="button" className={CONTROL_CLASSES} disabled={disabled} onClick={(event) => backToLive(event.currentTarget)}>
          {labels.backToLive}
        </button>
      )}
    </>
  );
}
