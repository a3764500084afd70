import { useCallback, useSyncExternalStore } from 'react';

/** SPEC section 9: the header changes style once the page has scrolled more than 10 px. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/** A prerendered page is drawn at the top (the server's answer), then follows the real scroll once hydrated. */
export function useScrolledPast(threshold = HEADER_SCROLL_THRESHOLD_PX): boolean {
  const scrolled = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribe, scrolled, () => false);
}
