import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

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
  useEffect(() => {
    const id = anchorId(hash);
    if (!id) return;
    if (arrive(id)) return;
    // Wait for the part to render and come alive (`data-live` on its box): a change of the page's nodes or of that mark.
    const observer = new MutationObserver(() => arrive(id) && observer.disconnect());
    observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ['data-live'] });
    return () => observer.disconnect();
  }, [hash, key]);
}

/** Scrolls to the target and focuses its heading, once it is in a live part of the page; false while it is not. */
function arrive(id: string): boolean {
  const target = document.getElementById(id);
  if (!target || target.closest('[data-when-near]:not([data-live])')) return false;
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

/** The element id in a URL hash, or null for none or a malformed escape ('#%E0'). */
function anchorId(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}
