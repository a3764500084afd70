import { describe, expect, it } from 'vitest';
import { fitText, MIN_SQUEEZE } from './fit-text';

const mono = (s: string) => s.length * 10;

describe('fitText', () => {
  it('leaves text that fits alone', () => {
    expect(fitText('Captions on', 120, mono, 2)).toEqual({ lines: ['Captions on'], squeezed: false, truncated: false });
  });

  it('narrows a little rather than leave words out', () => {
    // 'one two' is 70 px: too wide for 64, but within 64 / 0.85 = 75.
    expect(64 / MIN_SQUEEZE).toBeGreaterThan(70);
    expect(fitText('one two three', 64, mono, 2)).toEqual({ lines: ['one two', 'three'], squeezed: true, truncated: false });
  });

  it('cuts with an ellipsis only when even narrowed text does not fit', () => {
    expect(fitText('one two three four five six seven', 64, mono, 2)).toEqual({ lines: ['one two', 'three…'], squeezed: true, truncated: true });
  });

  it('narrows a single word too long for the line, however much it takes', () => {
    expect(fitText('Ondertiteling', 60, mono, 2)).toEqual({ lines: ['Ondertiteling'], squeezed: true, truncated: false });
  });
});
