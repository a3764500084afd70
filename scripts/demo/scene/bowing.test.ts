import { describe, expect, it } from 'vitest';
import { bowPosition, strike } from './bowing';

const notes = [
  { start: 0, length: 1, pitch: 60, velocity: 80 },
  { start: 1, length: 1, pitch: 62, velocity: 80 },
];

describe('bowing', () => {
  it('draws each note as one stroke, alternating down and up', () => {
    expect(bowPosition(notes, 0)).toBeCloseTo(1);
    expect(bowPosition(notes, 0.5)).toBeCloseTo(0);
    expect(bowPosition(notes, 0.999)).toBeCloseTo(-1, 2);
    expect(bowPosition(notes, 1)).toBeCloseTo(-1);
    expect(bowPosition(notes, 2)).toBeCloseTo(1);
  });

  it('rests in the middle before the first note and long after the last', () => {
    expect(bowPosition(notes, -1)).toBe(0);
    expect(bowPosition(notes, 5)).toBe(0);
  });

  it('strikes a key quickly and lets it rise slowly', () => {
    expect(strike(notes, -0.5)).toBe(0);
    expect(strike(notes, 0.05)).toBeGreaterThan(0.7);
    expect(strike(notes, 0.8)).toBeLessThan(0.05);
  });
});
