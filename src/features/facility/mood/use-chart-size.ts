import { useEffect, useState, type RefObject } from 'react';

export interface ChartSize {
  /** The box's width in CSS pixels. */
  width: number;
  /** The root font size in CSS pixels: the page's text size, which the reader may set to 200 %. */
  rem: number;
}

const rootFontSize = () => Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

/**
 * The chart's box width and the page's text size, kept as they change (a phone turned, the text made larger in
 * the accessibility panel): the charts draw at the size they are shown, with words in the page's text size,
 * instead of shrinking everything with a viewBox.
 */
export function useChartSize(ref: RefObject<HTMLElement | null>, fallbackWidth: number): ChartSize {
  const [size, setSize] = useState<ChartSize>(() => ({ width: fallbackWidth, rem: typeof document === 'undefined' ? 16 : rootFontSize() }));
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = { width: Math.floor(element.getBoundingClientRect().width), rem: rootFontSize() };
      setSize((now) => (now.width === next.width && now.rem === next.rem ? now : next));
    };
    // The page's height changes with its text size, the box's width with the screen's.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.documentElement);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
