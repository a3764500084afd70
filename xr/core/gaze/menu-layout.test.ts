import { describe, expect, it } from 'vitest';
import { itemCentre, itemOffsets, MENU_PITCH_DEG, menuPlacement, ringArc } from './menu-layout';

describe('menu layout', () => {
  it('puts the menu centre 35° below the eyes, in front', () => {
    const { position, rotation } = menuPlacement(1.6);
    const angle = (Math.atan2(1.6 - position.y, -position.z) * 180) / Math.PI;
    expect(angle).toBeCloseTo(MENU_PITCH_DEG, 5);
    expect(position.z).toBeLessThan(0);
    expect(rotation.x).toBe(-MENU_PITCH_DEG);
  });

  it('centres the items', () => {
    const offsets = itemOffsets(5);
    expect(offsets).toHaveLength(5);
    expect(offsets[2]).toBe(0);
    expect(offsets[0]).toBeCloseTo(-(offsets[4] ?? 0), 10);
  });

  it('grows the ring with the progress and never draws an empty arc', () => {
    expect(ringArc(0)).toBeGreaterThan(0);
    expect(ringArc(0.5)).toBe(180);
    expect(ringArc(2)).toBe(360);
  });
});

describe('item centres', () => {
  it('sit on the tilted menu plane, the middle one straight ahead and 35° down', () => {
    const middle = itemCentre(2, 5);
    expect(middle.x).toBe(0);
    expect((Math.atan2(-middle.y, -middle.z) * 180) / Math.PI).toBeCloseTo(MENU_PITCH_DEG, 5);
    expect(itemCentre(0, 5).x).toBeCloseTo(-itemCentre(4, 5).x, 10);
    expect(itemCentre(0, 5).y).toBe(middle.y);
  });
});
