import { useEffect, type RefObject } from 'react';

/** How far the bar's right edge lies from the viewport's, kept on the bar for its padding to use. */
const RIGHT_GAP_VAR = '--player-right-gap';

/**
 * The bar's right padding: enough that no control scrolls under the page's floating corner button (a
 * fixed button passes over every row of a full-width bar at some point of a scroll), at least the bar's own.
 * `--floating-corner-width` is the width that button takes from the viewport's right edge, declared by the
 * page on the root (the site: its accessibility button); 0 when the page has none.
 */
// Spelled out: Tailwind finds its classes in the source text, not in evaluated strings.
export const CORNER_GUTTER_CLASS = 'pr-[max(0.5rem,calc(var(--floating-corner-width,0px)-var(--player-right-gap,0px)))]';

/** Keeps RIGHT_GAP_VAR on `bar` as the page's layout, the window and the text size change. */
export function useCornerGutter(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const measure = () => {
      const gap = `${Math.max(0, document.documentElement.clientWidth - element.getBoundingClientRect().right)}px`;
      if (element.style.getPropertyValue(RIGHT_GAP_VAR) !== gap) element.style.setProperty(RIGHT_GAP_VAR, gap);
    };
    // Measured a frame later: the padding it sets resizes the bar, which inside the observer's own callback
    // would be a resize loop (the browser reports it as an error).
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    const observer = new ResizeObserver(later);
    observer.observe(element);
    window.addEventListener('resize', later);
    measure();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', later);
    };
  }, [bar]);
}
