import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Takes the visitor to the element named by the URL's hash (/#booking), the scroll position and the keyboard's
 * place alike. The browser looks for the anchor once, when the hash changes or the document loads: then the
 * part holding it may be prerendered HTML that is about to be replaced as its code comes (src/ui/when-near.tsx),
 * or not there yet (a page rendered in the browser, after a client-side navigation). Chrome's starting point
 * for the next Tab goes with the replaced element, and the next Tab would land at the top of the page. So once
 * the target is in a live part, it is scrolled to and its heading focused, as the skip link does for main.
 * Instant scrolling (no smooth behaviour), which also suits reduced motion.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  const navigation = useNavigationType();
  useEffect(() => {
    // Only a hash the visitor followed (a page opened with it, a link, back or forward): not an address
    // rewritten in place, as a change of language does, keeping the hash.
    if (navigation === 'REPLACE') return;
    const id = anchorId(hash);
    if (!id) return;
    // Someone who has moved on before the part came alive (typing in the prerendered form) keeps their place.
    const focusedAtStart = document.activeElement;
    const stillWaiting = () => document.activeElement === focusedAtStart || document.activeElement === document.body;
    if (arrive(id, stillWaiting)) return;
    // Wait for the part to render and come alive (`data-live` on its box): a change of the page's nodes or of that mark.
    const observer = new MutationObserver(() => {
      if (arrive(id, stillWaiting)) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ['data-live'] });
    return () => observer.disconnect();
  }, [hash, key, navigation]);
}

/**
 * Scrolls to the target and focuses its heading once it is in a live part of the page (false while it is not),
 * unless the visitor has moved on meanwhile (then nothing moves, and it is done).
 */
function arrive(id: string, stillWaiting: () => boolean): boolean {
  const target = document.getElementById(id);
  if (!target || target.closest('[data-when-near]:not([data-live])')) return false;
  if (!stillWaiting()) return true;
  const heading = headingOf(target);
  // Focusable by script only: a heading is no stop of its own for Tab.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  target.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
  return true;
}

/** The heading that names a section (aria-labelledby), its first heading, or the target itself. */
function headingOf(target: HTMLElement): HTMLElement {
  const named = document.getElementById(target.getAttribute('aria-labelledby') ?? '');
  return named ?? target.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') ?? target;
}

/**
 * The element id in a URL hash ('#booking'), or null for none, a malformed escape ('#%E0') or a hash that is no
 * id of ours (an auth service's '#error=…&error_code=…'), which would otherwise be waited for as long as the page is open.
 */
function anchorId(hash: string): string | null {
  try {
    const id = decodeURIComponent(hash.slice(1));
    return /^[A-Za-z][\w-]*$/.test(id) ? id : null;
  } catch {
    return null;
  }
}
