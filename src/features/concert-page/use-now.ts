import { useEffect, useState } from 'react';

/** The clock's step: the waiting room's countdown shows seconds. */
const TICK_MS = 1000;

/** The time now (ms), read again every second while `ticking` (a part that shows no time need not re-render). */
export function useNow(ticking = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
