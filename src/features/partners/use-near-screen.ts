import { useEffect, useState } from 'react';

/** How far ahead of the screen the carousel starts loading its code, so it is ready when seen. */
const MARGIN = '600px 0px';

/** Becomes true once `element` is on or near the screen, and stays true. */
export function useNearScreen(element: Element | null): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
