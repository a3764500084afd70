import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, parseColor, withAlpha } from './color-contrast';

describe('color contrast', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio(parseColor('black'), parseColor('white'))).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColor('#777777'), parseColor('#ffffff'))).toBeCloseTo(4.48, 2);
    expect(contrastRatio(parseColor('#ffffff'), parseColor('#777777'))).toBeCloseTo(4.48, 2);
  });

  it('reads oklch as Tailwind writes it', () => {
    const red600 = parseColor('oklch(57.7% 0.245 27.325)');
    // Tailwind 4 red-600 is about #e7000b.
    expect(red600.r * 255).toBeCloseTo(231, -1);
    expect(red600.g * 255).toBeLessThan(10);
    expect(contrastRatio(parseColor('oklch(100% 0 0)'), parseColor('#ffffff'))).toBeCloseTo(1, 3);
  });

  it('draws translucent colours over what is beneath', () => {
    const half = composite(withAlpha(parseColor('black'), 0.5), parseColor('white'));
    expect(half.r).toBeCloseTo(0.5, 5);
    expect(contrastRatio(withAlpha(parseColor('white'), 0), parseColor('#222222'))).toBeCloseTo(1, 5);
  });

  it('refuses a colour it cannot read', () => {
    expect(() => parseColor('rebeccapurple')).toThrow(/cannot read/);
  });
});
