import { useEffect, type RefObject } from 'react';

/**
 * The CSS variable through which the controls tell the picture's overlays (captions, end card) how much of
 * the picture's bottom they cover: the bar wraps to one, two or three rows with the screen and text size.
 */
export const COVERED_HEIGHT_VAR = '--player-controls-height';

/**
 * Keeps COVERED_HEIGHT_VAR on the bar's parent (the player, which holds the picture and its overlays) at
 * the bar's height while it lies over the picture, and at 0 where it sits under it (phones).
 */
export function useCoveredHeight(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    const host = element?.parentElement;
    if (!element || !host || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const over = getComputedStyle(element).position === 'absolute';
      host.style.setProperty(COVERED_HEIGHT_VAR, over ? `${element.offsetHeight}px` : '0px');
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // Crossing the phone breakpoint moves the bar without always resizing it.
    window.addEventListener('resize', measure);
    measure();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      host.style.removeProperty(COVERED_HEIGHT_VAR);
    };
  }, [bar]);
}
