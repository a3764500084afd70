import { useEffect, useRef, type RefObject } from 'react';

/** The page's main landmark (the layout's skip-link target). */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * Focus for a non-modal bar. Shown on its own it never steals focus; opened by the person
 * (Cookie settings) it takes focus, and gives it back to where they were. After a choice the
 * banner disappears, so focus goes back there or to the main content, never lost to <body>.
 */
export function useBannerFocus(focusOnOpen: boolean, heading: RefObject<HTMLElement | null>): () => void {
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!focusOnOpen) return;
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    heading.current?.focus();
  }, [focusOnOpen, heading]);

  return () => {
    const previous = returnTo.current?.isConnected ? returnTo.current : null;
    // The bar is at the top of the page: back to where the person was (Cookie settings, further down), scrolled
    // into view; the main content, which starts right under the bar, needs no scroll.
    if (previous) previous.focus();
    else document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };
}
