import { describe, expect, it } from 'vitest';
import { stackTile, tileFrame } from './item-layout';

/** A menu item as the gaze scene makes it: 11° × 9.5° at 1.5 m, 1200 px per metre. */
const W = 347;
const H = 299;

describe('tileFrame', () => {
  it('keeps the border between 4 and 6 px at any size', () => {
    for (const size of [60, 150, 299, 600, 2000]) {
      const { border } = tileFrame(size, size);
      expect(border).toBeGreaterThanOrEqual(4);
      expect(border).toBeLessThanOrEqual(6);
    }
  });

  it('keeps the icon and the words clear of the border', () => {
    const frame = tileFrame(W, H);
    expect(frame.pad).toBeGreaterThan(frame.border + 8);
    expect(frame.maxTextWidth).toBeLessThanOrEqual(W - 2 * (frame.border + 8));
    expect(frame.maxTextWidth).toBeGreaterThan(W - 2 * frame.pad);
  });
});

describe('stackTile', () => {
  const frame = tileFrame(W, H);

  it('fits an icon and two lines inside the tile, icon above, centred as a block', () => {
    const stack = stackTile(frame, W, H, 62, 44, 2, true);
    const bottom = stack.textTop + 2 * stack.lineHeight;
    expect(stack.iconCentreY - stack.iconSize / 2).toBeGreaterThanOrEqual(frame.pad - 0.01);
    expect(bottom).toBeLessThanOrEqual(H - frame.pad + 0.01);
    expect(stack.textTop).toBeGreaterThan(stack.iconCentreY + stack.iconSize / 2);
    expect(stack.iconCentreY - stack.iconSize / 2).toBeCloseTo(H - bottom, 6);
    expect(stack.iconSize).toBeGreaterThan(2 * 44);
  });

  it('keeps the icon from growing past its share when the label is short', () => {
    expect(stackTile(frame, W, H, 62, 44, 1, true).iconSize).toBeCloseTo(H * 0.42, 6);
  });

  it('gives every item of a menu the same icon size when room is kept for two lines', () => {
    const one = stackTile(frame, W, H, 62, 44, 1, true, 2);
    const two = stackTile(frame, W, H, 62, 44, 2, true, 2);
    expect(one.iconSize).toBe(two.iconSize);
    expect(one.iconCentreY).toBeGreaterThan(two.iconCentreY);
  });

  it('never drops the icon, even when the words leave no room for it', () => {
    expect(stackTile(frame, W, 160, 62, 44, 2, true).iconSize).toBeCloseTo(44 * 1.3, 6);
  });

  it('centres the words alone when there is no icon', () => {
    const stack = stackTile(frame, W, H, 62, 44, 1, false);
    expect(stack.iconSize).toBe(0);
    expect(stack.textTop + stack.lineHeight / 2).toBeCloseTo(H / 2, 6);
  });
});
