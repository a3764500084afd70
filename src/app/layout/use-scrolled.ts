import { useEffect, useState } from 'react';

/** SPEC section 9: the header changes style once the page has scrolled more than 10 px. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;

export function useScrolledPast(threshold = HEADER_SCROLL_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
