import { useEffect, useState, type RefObject } from 'react';

/**
 * The CSS variable through which the controls tell the picture's overlays (captions, end card) how much of
 * the picture's bottom they cover: the bar wraps to one, two or three rows with the screen and text size.
 */
export const COVERED_HEIGHT_VAR = '--player-controls-height';

/**
 * Keeps COVERED_HEIGHT_VAR on the bar's parent (the player, which holds the picture and its overlays) at
 * the bar's height while it lies over the picture, and at 0 where it sits under it (phones).
 */
export function useCoveredHeight(bar: RefObject<HTMLElement | null>): boolean {
  const [overlayFits, setOverlayFits] = useState(true);
  useEffect(() => {
    const element = bar.current;
    const host = element?.parentElement;
    if (!element || !host || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      // At a large text size the bar wraps onto many rows: over the picture it would hide it, and its top
      // rows would be cut off above the player. It then sits under the picture, as on phones.
      const picture = host.firstElementChild;
      setOverlayFits(!(picture instanceof HTMLElement) || element.offsetHeight <= picture.offsetHeight * MAX_OVERLAY_SHARE);
      const over = getComputedStyle(element).position === 'absolute';
      host.style.setProperty(COVERED_HEIGHT_VAR, over ? `${element.offsetHeight}px` : '0px');
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (host.firstElementChild) observer.observe(host.firstElementChild);
    // Crossing the phone breakpoint moves the bar without always resizing it.
    window.addEventListener('resize', measure);
    measure();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      host.style.removeProperty(COVERED_HEIGHT_VAR);
    };
    // Measured again once the bar has moved (over or under the picture), which need not resize it.
  }, [bar, overlayFits]);
  return overlayFits;
}

/** The most of the picture's height the controls may cover. */
const MAX_OVERLAY_SHARE = 0.4;
