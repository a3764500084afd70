import { useSyncExternalStore } from 'react';

/**
 * Whether the window is at least `rem` root ems wide, at the site's own text size. CSS breakpoints in rem
 * do not follow it (a media query's rem is the browser's default size), so a header designed to fit from
 * 64rem would push its last items off-screen at 130 % text on a 1366 px screen. This follows both the
 * window's width and the root font size. The server, and a page being adopted, assume `onServer` (by
 * default that it fits: the stylesheet's own breakpoints then apply); the browser corrects it at once.
 */
export function useFitsRem(rem: number, onServer = true): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth >= rem * rootFontPx(),
    () => onServer,
  );
}

const rootFontPx = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  // The text-size setting writes the root's style attribute; the dyslexia font changes classes.
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style', 'class'] });
  return () => {
    window.removeEventListener('resize', onChange);
    observer.disconnect();
  };
}
