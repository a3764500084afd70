import { useEffect, useLayoutEffect, useState } from 'react';
import { useIsClient } from '@/lib/use-is-client';
import { useToday } from '@/lib/use-today';
import { concertPhase, isConcertNight, nextPhaseChange, type ConcertPhase, type LifeFacts } from './concert-life';

/** setTimeout's longest delay (about 24.8 days): a later boundary is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The concert's phase, kept current: it changes at each boundary (doors, start, end) without a reload, and is
 * looked at again when the tab comes back into view (a phone's or a sleeping laptop's timers may have waited).
 * While a prerendered page is adopted it is the phase at the build's moment, as its HTML says (useToday), doors
 * open and live excepted; the browser's clock then takes over.
 */
export function useConcertPhase(concert: LifeFacts): ConcertPhase {
  const today = useToday();
  const client = useIsClient();
  const [woken, setWoken] = useState<number | null>(null);
  const now = Math.max(woken ?? 0, today.getTime());
  const next = nextPhaseChange(concert, now);

  // A part that appears later in the page's life (the notice of a page that moved on) reads the clock as it
  // mounts, before it paints: useToday is read once per page view. Only when that changes the phase: a render
  // of every card of the agenda right after hydration would be main-thread work for nothing.
  useLayoutEffect(() => {
    const mounted = Date.now();
    if (concertPhase(concert, mounted) !== concertPhase(concert, now)) setWoken(mounted);
    // Once, as it mounts: later changes come from the timer and the tab's return.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const wake = () => setWoken(Date.now());
    const onVisible = () => document.visibilityState === 'visible' && wake();
    document.addEventListener('visibilitychange', onVisible);
    const timer = next === null ? undefined : setTimeout(wake, Math.min(Math.max(next - Date.now(), 0), LONGEST_TIMER_MS));
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [next, woken]);

  const phase = concertPhase(concert, now);
  // A page written once (a build on the night) and adopted as written never claims doors open or live: the
  // waiting room's countdown would not match its HTML, and a reader without scripts would read it for weeks.
  return !client && isConcertNight(phase) ? 'announced' : phase;
}
