import { useEffect, useState, type RefObject } from 'react';

/** Start reading this far before the element scrolls into view, so what it shows is there when it is. */
const NEAR_VIEWPORT = '600px 0px';

/** True once `target` has come near the viewport (at once where IntersectionObserver is missing). */
export function useNearViewport(target: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: NEAR_VIEWPORT });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, near]);
  return near;
}
