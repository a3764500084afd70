import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the element named by the URL's hash (/#booking) once the page has rendered. The browser
 * looks for the anchor when the document loads, before this lazily loaded page exists, and the router
 * does not scroll to anchors, so a link from another page or a shared link would otherwise land at the top.
 * Instant scrolling (no smooth behaviour), which also suits reduced motion. `rendered`: false while the
 * part of the page holding the anchor has yet to render.
 */
export function useScrollToHash(rendered = true): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = anchorId(hash);
    if (rendered && id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash, rendered]);
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
