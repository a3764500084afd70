import { useEffect, useEffectEvent, useRef } from 'react';
import { announce } from '@/ui/announcer';

/** Long enough to let a word be typed before its count is read, short enough to follow the typing. */
export const RESULTS_ANNOUNCEMENT_DELAY_MS = 600;

/**
 * Says the number of results politely once the filter has settled: not on arrival (the page is being read
 * then), and not after every letter, which would queue one message per key press.
 */
export function useResultsAnnouncement(filterKey: string, message: string): void {
  const initialKey = useRef(filterKey);
  const changed = useRef(false);
  const say = useEffectEvent(() => announce(message));

  useEffect(() => {
    if (!changed.current && filterKey === initialKey.current) return;
    changed.current = true;
    const timer = setTimeout(say, RESULTS_ANNOUNCEMENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filterKey]);
}
