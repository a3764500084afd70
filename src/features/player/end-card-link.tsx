import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FOCUS_ON_DARK } from '@xr/react/focus-ring';

/**
 * A site link among the end card's buttons (the demo's 'Book a concert pilot'): the card is dark whatever
 * the site's theme, so the link is drawn light on it, as large as the player's buttons, with its focus ring.
 */
export function EndCardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-white px-5 text-base font-semibold text-white hover:bg-white/15 ${FOCUS_ON_DARK}`}
    >
      {children}
    </Link>
  );
}
