import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fallbackOverrides, verticalMetrics } from './font-metrics.ts';

const FILES = 'node_modules/@fontsource';
const CSS = readFileSync('src/index.css', 'utf8');

/** The descriptors of one fallback face in src/index.css. */
function fallbackFace(family: string, weight: number): Record<string, number> {
  const face = [...CSS.matchAll(/@font-face \{([^}]*)\}/g)].map((m) => m[1] ?? '').find((body) => body.includes(`font-family: '${family}'`) && body.includes(`font-weight: ${weight};`));
  if (!face) throw new Error(`no @font-face for ${family} ${weight}`);
  const percent = (name: string) => Number(face.match(new RegExp(`${name}: ([\\d.]+)%`))?.[1]);
  return { sizeAdjust: percent('size-adjust'), ascent: percent('ascent-override'), descent: percent('descent-override'), lineGap: percent('line-gap-override') };
}

describe('the metric-matched fallbacks of src/index.css', () => {
  const cases = [
    ['Fraunces Fallback', 600, `${FILES}/fraunces/files/fraunces-latin-600-normal.woff`],
    ['Atkinson Hyperlegible Next Fallback', 400, `${FILES}/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-400-normal.woff`],
    ['Atkinson Hyperlegible Next Fallback', 700, `${FILES}/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-700-normal.woff`],
  ] as const;

  it.each(cases)('%s %i has the web font’s ascent, descent and line gap at its size-adjust', (family, weight, file) => {
    const face = fallbackFace(family, weight);
    expect(face.sizeAdjust).toBeGreaterThan(90);
    const expected = fallbackOverrides(verticalMetrics(file), (face.sizeAdjust ?? 0) / 100);
    expect(face.ascent).toBeCloseTo(expected.ascent, 1);
    expect(face.descent).toBeCloseTo(expected.descent, 1);
    expect(face.lineGap).toBeCloseTo(expected.lineGap, 1);
  });

  it('reads a font’s metrics as the font declares them', () => {
    expect(verticalMetrics(`${FILES}/fraunces/files/fraunces-latin-600-normal.woff`)).toEqual({ unitsPerEm: 2000, ascent: 1956, descent: 510, lineGap: 0 });
  });
});
