import { describe, expect, it } from 'vitest';
import { BORDER, CAPTION, DISABLED, TEXT, TILE } from './palette';

type Rgb = readonly [number, number, number];

const hex = (colour: string): Rgb => {
  const n = Number.parseInt(colour.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/** WCAG 2.2 relative luminance and contrast ratio. */
const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** A see-through panel over the brightest and the darkest picture the concert could show behind it. */
const over = (panel: { r: number; g: number; b: number; alpha: number }, backdrop: Rgb): Rgb => [
  panel.r * panel.alpha + backdrop[0] * (1 - panel.alpha),
  panel.g * panel.alpha + backdrop[1] * (1 - panel.alpha),
  panel.b * panel.alpha + backdrop[2] * (1 - panel.alpha),
];
const BACKDROPS: readonly Rgb[] = [
  [255, 255, 255],
  [0, 0, 0],
  [255, 230, 0],
];

describe('face colours', () => {
  it('gives labels at least 7:1 on a tile over any picture (WCAG AAA for text)', () => {
    for (const backdrop of BACKDROPS) expect(contrast(hex(TEXT), over(TILE, backdrop))).toBeGreaterThanOrEqual(7);
  });

  it('keeps an unavailable item readable (at least 3:1) yet plainly dimmer than an available one', () => {
    for (const backdrop of BACKDROPS) {
      const tile = over(TILE, backdrop);
      expect(contrast(hex(DISABLED), tile)).toBeGreaterThanOrEqual(3);
      expect(contrast(hex(DISABLED), tile)).toBeLessThan(contrast(hex(TEXT), tile) / 2);
    }
  });

  it('sets the tile off with a border of at least 3:1 (WCAG non-text contrast)', () => {
    for (const backdrop of BACKDROPS) expect(contrast(hex(BORDER), over(TILE, backdrop))).toBeGreaterThanOrEqual(3);
  });

  it('gives captions at least 7:1 on their panel over any picture', () => {
    for (const backdrop of BACKDROPS) expect(contrast(hex(TEXT), over(CAPTION, backdrop))).toBeGreaterThanOrEqual(7);
  });
});
