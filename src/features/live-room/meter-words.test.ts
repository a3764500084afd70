import { describe, expect, it } from 'vitest';
import { meterText } from './meter-words';

describe('meterText', () => {
  it('gives a whole percentage and a word for each band', () => {
    expect(meterText(0)).toEqual({ percent: 0, word: 'quiet' });
    expect(meterText(0.024)).toEqual({ percent: 2, word: 'quiet' });
    expect(meterText(0.1)).toEqual({ percent: 10, word: 'gentle' });
    expect(meterText(0.456)).toEqual({ percent: 46, word: 'warm' });
    expect(meterText(0.9)).toEqual({ percent: 90, word: 'roaring' });
  });

  it('keeps out-of-range readings within 0–100', () => {
    expect(meterText(3)).toEqual({ percent: 100, word: 'roaring' });
    expect(meterText(-1)).toEqual({ percent: 0, word: 'quiet' });
    expect(meterText(Number.NaN)).toEqual({ percent: 0, word: 'quiet' });
  });
});
