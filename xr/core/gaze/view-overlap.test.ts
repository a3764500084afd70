import { describe, expect, it } from 'vitest';
import { panelFacing, placeTarget } from './gaze-layout';
import { DEG, vec } from './math';
import { overlapInView, viewBox } from './view-overlap';

const EYES = vec(0, 1.6, 0);
const at = (yawDeg: number, pitchDeg: number, width: number, height: number, distance = 1.5) =>
  placeTarget(EYES, panelFacing(yawDeg * DEG, pitchDeg * DEG), { dx: 0, dy: 0, width, height }, distance);

describe('overlapInView', () => {
  it('sees a target straight on as its angular size', () => {
    const box = viewBox(at(0, 0, 20, 10), EYES, panelFacing(0, 0))!;
    expect(Math.atan(box.right) / DEG).toBeCloseTo(10, 5);
    expect(Math.atan(box.top) / DEG).toBeCloseTo(5, 5);
  });

  it('compares directions, not distances: a near small target covers a far large one behind it', () => {
    expect(overlapInView(at(0, -10, 30, 10, 1.8), at(0, -16, 11, 9.5), EYES)).toBe(true);
    expect(overlapInView(at(0, -5, 30, 10, 1.8), at(0, -22, 11, 9.5), EYES)).toBe(false);
  });

  it('keeps a margin, and never sees a target behind the eyes', () => {
    expect(overlapInView(at(0, 0, 10, 10), at(11, 0, 10, 10), EYES)).toBe(false);
    expect(overlapInView(at(0, 0, 10, 10), at(11, 0, 10, 10), EYES, 2)).toBe(true);
    expect(overlapInView(at(180, 0, 10, 10), at(0, 0, 10, 10), EYES)).toBe(false);
  });
});
