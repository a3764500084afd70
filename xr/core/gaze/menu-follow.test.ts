import { describe, expect, it } from 'vitest';
import { followHeading, headAngles, isMenuOpen } from './menu-follow';
import { itemCentre } from './menu-layout';

const DEG = Math.PI / 180;

describe('menu follow', () => {
  it('reads heading and pitch from a view direction', () => {
    expect(headAngles({ x: 0, y: 0, z: -1 })).toEqual({ yaw: -0, pitch: 0 });
    expect(headAngles({ x: -1, y: 0, z: 0 }).yaw).toBeCloseTo(90 * DEG, 10);
    expect(headAngles({ x: 0, y: -Math.sin(40 * DEG), z: -Math.cos(40 * DEG) }).pitch).toBeCloseTo(-40 * DEG, 10);
  });

  it('follows the heading while the person looks at the concert', () => {
    expect(followHeading(0, { yaw: 1, pitch: 0 })).toBe(1);
    expect(isMenuOpen({ yaw: 1, pitch: -5 * DEG })).toBe(false);
  });

  it('opens and holds still once the person looks down', () => {
    const head = { yaw: 0.4, pitch: -30 * DEG };
    expect(isMenuOpen(head)).toBe(true);
    expect(followHeading(0.1, head)).toBe(0.1);
  });

  it('puts every item where looking at it opens the menu', () => {
    for (let i = 0; i < 5; i++) {
      const { x, y, z } = itemCentre(i, 5);
      const length = Math.hypot(x, y, z);
      expect(isMenuOpen(headAngles({ x: x / length, y: y / length, z: z / length }))).toBe(true);
    }
  });
});
