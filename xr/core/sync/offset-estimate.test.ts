import { describe, expect, it } from 'vitest';
import { estimateOffset } from './offset-estimate';

const m = (offset: number, delay: number) => ({ offset, delay });

describe('estimateOffset', () => {
  it('has nothing to say without measurements', () => {
    expect(estimateOffset([])).toBeNull();
  });

  it("is one exchange's own offset and half its round trip when alone", () => {
    expect(estimateOffset([m(100, 80)])).toEqual({ offset: 100, delay: 80, bound: 40 });
  });

  it('takes the middle of where all the intervals overlap', () => {
    // Intervals [60, 140], [90, 130], [100, 200]: all hold 100..130.
    expect(estimateOffset([m(100, 80), m(110, 40), m(150, 100)])).toEqual({ offset: 115, delay: 80, bound: 15 });
  });

  it('is not moved by a slow exchange, whose wide interval holds the answer anyway', () => {
    const fast = [m(100, 80), m(110, 40), m(150, 100)];
    expect(estimateOffset([...fast, m(-900, 4000)])?.offset).toBe(115);
  });

  it('goes with the most intervals when some cannot all be true', () => {
    // Three share -8..28; one (a clock that moved) sits near 500.
    const result = estimateOffset([m(10, 40), m(12, 40), m(8, 40), m(500, 40)]);
    expect(result).toEqual({ offset: 10, delay: 40, bound: 18 });
  });

  it('counts intervals that only touch as overlapping', () => {
    expect(estimateOffset([m(0, 20), m(20, 20)])).toEqual({ offset: 10, delay: 20, bound: 0 });
  });
});
