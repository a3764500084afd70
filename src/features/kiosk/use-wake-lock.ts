import { useEffect } from 'react';

/**
 * Keeps the screen on while `active`: a kiosk that dims or locks loses its visitors. The browser releases
 * the lock whenever the page is hidden, so it is taken again each time the page shows. Where the Screen
 * Wake Lock API is missing or refused, the kiosk runs on without it.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | undefined;
    let stopped = false;
    const acquire = () =>
      navigator.wakeLock
        .request('screen')
        .then((lock) => (stopped ? void lock.release() : (sentinel = lock)))
        .catch(() => {});
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void acquire();
    };
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => {});
    };
  }, [active]);
}
