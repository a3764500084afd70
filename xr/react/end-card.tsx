import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import type { PlayerController, PlayerSnapshot } from '../core/player';
import { CONTROL_CLASSES } from './control-button';
import { FOCUS_ON_DARK } from './focus-ring';
import type { Player360Labels } from './labels';

interface EndCardProps {
  player: Pick<PlayerController, 'choose' | 'restart'>;
  snapshot: Pick<PlayerSnapshot, 'next'>;
  labels: Pick<Player360Labels, 'endedHeading' | 'watchNext' | 'watchAgain'>;
  /** The site's own offers beside them (the demo's 'Book a concert pilot'). */
  actions?: ReactNode;
}

const PRIMARY_CLASSES =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-amber-300 px-5 text-base font-semibold text-slate-950 ' +
  `hover:bg-amber-200 ${FOCUS_ON_DARK}`;

/**
 * The end of a concert on a flat screen: what now, over the picture (not under the controls). Focus moves to
 * its heading so keyboard and screen reader users land on the choice; it goes back where it was when the
 * card leaves (the next concert or the same one again starts playing).
 */
export function EndCard({ player, snapshot, labels, actions }: EndCardProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhileShown(heading);
  const { next } = snapshot;
  return (
    <section
      aria-labelledby={headingId}
      className="absolute inset-x-0 top-0 bottom-[var(--player-controls-height,0px)] flex flex-col items-center justify-center gap-4 overflow-y-auto bg-slate-950/90 p-4 text-center text-white"
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-2xl font-bold">
        {labels.endedHeading}
      </h2>
      <div className="flex flex-wrap items-center justify-center gap-3">
        {next && (
          <button type="button" className={PRIMARY_CLASSES} onClick={() => player.choose(next.id)}>
            {labels.watchNext(next.title)}
          </button>
        )}
        <button type="button" className={`${CONTROL_CLASSES} px-5`} onClick={() => player.restart()}>
          {labels.watchAgain}
        </button>
        {actions}
      </div>
    </section>
  );
}

/** Focus on `target` while it is shown, then back to what had it before (if that is still on the page). */
function useFocusWhileShown(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = target.current;
    const before = document.activeElement;
    // Only from the player or from nowhere: a person typing in a form below keeps their place.
    const player = node?.closest('[data-player]');
    const fromHere = before === null || before === document.body || (player?.contains(before) ?? false);
    if (fromHere) node?.focus({ preventScroll: true });
    return () => {
      const active = document.activeElement;
      // Only if focus is still ours (or fell to the page with the card): never pull it from elsewhere.
      const lost = active === null || active === document.body || (node?.contains(active) ?? false);
      if (lost && before instanceof HTMLElement && before !== document.body && before.isConnected) before.focus({ preventScroll: true });
    };
  }, [target]);
}
