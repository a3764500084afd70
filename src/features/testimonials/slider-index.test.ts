import { describe, expect, it } from 'vitest';
import { indexForKey, wrapIndex } from './slider-index';

describe('the testimonial slider position', () => {
  it('wraps around both ways over three items', () => {
    expect([-4, -3, -2, -1, 0, 1, 2, 3, 4, 5].map((i) => wrapIndex(i, 3))).toEqual([2, 0, 1, 2, 0, 1, 2, 0, 1, 2]);
  });

  it('stays at 0 with nothing to show', () => {
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it('moves with the arrow keys, wrapping, and jumps with Home and End', () => {
    expect(indexForKey('ArrowRight', 2, 3)).toBe(0);
    expect(indexForKey('ArrowLeft', 0, 3)).toBe(2);
    expect(indexForKey('ArrowRight', 0, 3)).toBe(1);
    expect(indexForKey('Home', 2, 3)).toBe(0);
    expect(indexForKey('End', 0, 3)).toBe(2);
    expect(indexForKey('Enter', 1, 3)).toBeUndefined();
  });
});
