import type { Page } from '@playwright/test';

/**
 * The contrast of the focused element's focus indicator against what lies behind it, from the browser's
 * computed styles (WCAG 2.2 1.4.11 / 2.4.13: at least 3:1). The indicator's colours: its outline, and the
 * solid rings of its box shadows and of its ::after overlay (a two-tone ring). What lies behind: the
 * elements under four points of the ring (elementsFromPoint), their backgrounds composited top-down until
 * opaque; where the stack reaches a picture (canvas, video, img), a picture may be any colour, so it
 * stands for a set of greys and primaries seen through whatever is composited over it. Per background, the
 * best of the indicator's colours counts (a light ring on dark, a dark ring on light).
 */
export interface FocusContrast {
  /** The lowest, over every point and possible background, of the indicator's best contrast there. */
  worst: number;
  /** The colours found, to read in a failure message. */
  indicator: string[];
  behind: string[];
}

export function focusContrast(page: Page): Promise<FocusContrast> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const probe = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (!probe) throw new Error('no 2D canvas to read colours with');
    /** Any CSS colour (oklch, color-mix...) as sRGB bytes and alpha, as the browser paints it. */
    const rgba = (css: string): Rgba => {
      probe.clearRect(0, 0, 1, 1);
      probe.fillStyle = '#000';
      probe.fillStyle = css;
      probe.fillRect(0, 0, 1, 1);
      const data = probe.getImageData(0, 0, 1, 1).data;
      return [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0, (data[3] ?? 0) / 255];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3] + bottom[3] * (1 - top[3]);
      if (a === 0) return [0, 0, 0, 0];
      const mix = (upper: number, lower: number) => (upper * top[3] + lower * bottom[3] * (1 - top[3])) / a;
      return [mix(top[0], bottom[0]), mix(top[1], bottom[1]), mix(top[2], bottom[2]), a];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [one, two] = [luminance(a), luminance(b)];
      return (Math.max(one, two) + 0.05) / (Math.min(one, two) + 0.05);
    };
    const show = ([r, g, b, a]: Rgba) => `rgba(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)}, ${a.toFixed(2)})`;

    /** Solid, unblurred rings of a computed box-shadow list (the colour comes first in computed values). */
    const shadowColours = (shadow: string): Rgba[] => {
      if (shadow === 'none') return [];
      const parts = shadow.split(/,(?![^(]*\))/);
      return parts.flatMap((part) => {
        const colour = /^\s*((?:rgba?|oklch|oklab|color|lab|lch|hsla?)\([^)]*\)|#[0-9a-f]+|[a-z]+)/i.exec(part)?.[1];
        const lengths = [...part.matchAll(/(-?[\d.]+)px/g)].map((match) => Number(match[1]));
        const [, , blur = 0, spread = 0] = lengths;
        if (!colour || blur !== 0 || spread < 2) return [];
        const value = rgba(colour);
        return value[3] > 0.99 ? [value] : [];
      });
    };

    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) throw new Error('nothing has focus');
    const style = getComputedStyle(element);
    const after = getComputedStyle(element, '::after');
    const outlineWidth = style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth);
    const offset = Number.parseFloat(style.outlineOffset);
    const indicator: Rgba[] = [
      ...(outlineWidth > 0 ? [rgba(style.outlineColor)] : []),
      ...shadowColours(style.boxShadow),
      ...(after.content !== 'none' ? shadowColours(after.boxShadow) : []),
    ].filter((colour) => colour[3] > 0.99);
    if (indicator.length === 0) return { worst: 0, indicator: [], behind: [] };

    // A ring drawn outside the element lies on what is behind it; one drawn inside, on the element itself.
    const inside = outlineWidth === 0 || offset < 0;
    const box = element.getBoundingClientRect();
    const d = inside ? 4 : offset + outlineWidth / 2;
    const ring: [number, number][] = [
      [box.left + box.width / 2, box.top - d],
      [box.left + box.width / 2, box.bottom + d],
      [box.left - d, box.top + box.height / 2],
      [box.right + d, box.top + box.height / 2],
    ];
    const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
    const points = ring.map(([x, y]): [number, number] => (inside ? [clamp(x, box.left + d, box.right - d), clamp(y, box.top + d, box.bottom - d)] : [x, y]));

    const PICTURE = ['#000000', '#404040', '#808080', '#c0c0c0', '#ffffff', '#ff0000', '#00ff00', '#0000ff', '#ffff00', '#00ffff', '#ff00ff'].map(rgba);
    const behind: Rgba[] = [];
    for (const [x, y] of points) {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      let layer: Rgba = [0, 0, 0, 0];
      let picture = false;
      for (const under of document.elementsFromPoint(x, y)) {
        if (!inside && (under === element || element.contains(under))) continue;
        if (under instanceof HTMLCanvasElement || under instanceof HTMLVideoElement || under instanceof HTMLImageElement) {
          picture = true;
          break;
        }
        layer = over(layer, rgba(getComputedStyle(under).backgroundColor));
        if (layer[3] > 0.999) break;
      }
      if (picture) behind.push(...PICTURE.map((colour) => over(layer, colour)));
      else behind.push(over(layer, [255, 255, 255, 1]));
    }
    if (behind.length === 0) throw new Error('the focus ring is off the screen');
    const worst = Math.min(...behind.map((background) => Math.max(...indicator.map((colour) => ratio(colour, background)))));
    return { worst, indicator: indicator.map(show), behind: [...new Set(behind.map(show))] };
  });
}
