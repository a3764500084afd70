import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
/**
 * The class the accessibility panel puts on <html> for its Reduced Motion switch. Read from the DOM, not
 * imported, because a feature may not import another feature's code.
 */
const PANEL_CLASS = 'reduce-motion';

function isReduced(): boolean {
  const system = typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
  return system || document.documentElement.classList.contains(PANEL_CLASS);
}

function subscribe(notify: () => void): () => void {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined;
  media?.addEventListener('change', notify);
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => {
    media?.removeEventListener('change', notify);
    observer.disconnect();
  };
}

/** True when the system or the accessibility panel asks for less motion; follows changes live. */
export function useReducedMotion(): boolean {
  // Without a DOM (server rendering) nothing moves: the safe answer is "reduced".
  return useSyncExternalStore(subscribe, isReduced, () => true);
}
