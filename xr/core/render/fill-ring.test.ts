import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { createFillRing, showRingProgress } from './fill-ring';

describe('fill ring', () => {
  it('draws a share of its segments that follows the progress', () => {
    const ring = createFillRing(THREE, 0.1, 0.12);
    const total = ring.getIndex()?.count ?? 0;
    showRingProgress(ring, 0.5);
    expect(ring.drawRange.count).toBe(total / 2);
    showRingProgress(ring, 1.4);
    expect(ring.drawRange.count).toBe(total);
    showRingProgress(ring, 0);
    expect(ring.drawRange.count).toBe(0);
  });
});
