import { describe, expect, it } from 'vitest';
import {
  ACTION_KEY_SIZE,
  DISPLAY_CAP_DEG,
  hitPoint,
  KEY_CAP_DEG,
  KEY_GAP,
  KEY_SIZE,
  KEYPAD_CAPACITY,
  KEYPAD_DISPLAY_SIZE,
  KEYPAD_DROP,
  keypadLayout,
  LABEL_CAP_DEG,
  panelFacing,
  placeTarget,
  type PlacedTarget,
  type TargetSpot,
} from './gaze-layout';
import { add, angleBetween, DEG, forwardOf, rotate, sub, vec, type Vec3 } from './math';

const EYES = vec(0, 1.6, 0);
const ALPHABET = 'ACDEFHJKMNPQRTUVWXY3479';

/** A point of a target's face, (u, v) from -1 to 1 across and up: its corners are (±1, ±1). */
const pointOf = (target: PlacedTarget, u: number, v: number): Vec3 =>
  add(target.pose.position, rotate(vec((u * target.width) / 2, (v * target.height) / 2, 0), target.pose.quaternion));
/** Whether the gaze towards a point falls on a target. */
const pointInside = (target: PlacedTarget, point: Vec3) => hitPoint(target, EYES, sub(point, EYES)) !== null;
const corners = (target: PlacedTarget) => [pointOf(target, -1, -1), pointOf(target, -1, 1), pointOf(target, 1, -1), pointOf(target, 1, 1)];
/** Degrees between two points of the room, seen from the eyes. */
const degreesBetween = (a: Vec3, b: Vec3) => angleBetween(sub(a, EYES), sub(b, EYES)) / DEG;

/** The keypad as GazeUi places it, for a person resting their gaze at this heading and pitch (degrees). */
function placedKeypad(characters: number, yaw = 0, pitch = 0) {
  const facing = panelFacing(yaw * DEG, pitch * DEG - KEYPAD_DROP * DEG);
  const layout = keypadLayout(characters);
  const place = (spot: TargetSpot) => placeTarget(EYES, facing, spot);
  return {
    rest: forwardOf(panelFacing(yaw * DEG, pitch * DEG)),
    facing: forwardOf(facing),
    display: place(layout.display),
    keys: layout.keys.map(({ key, spot }) => ({ key, target: place(spot) })),
  };
}

/** A target's four sides, each a point for s from -1 to 1. */
const sidesOf = (target: PlacedTarget): ((s: number) => Vec3)[] => [
  (s) => pointOf(target, s, -1),
  (s) => pointOf(target, s, 1),
  (s) => pointOf(target, -1, s),
  (s) => pointOf(target, 1, s),
];

/** The least angle (degrees, from the eyes) between two sides: a grid, narrowed five times around its best point. */
function sidesApart(f: (s: number) => Vec3, g: (t: number) => Vec3): number {
  const n = 10;
  let [s0, s1, t0, t1] = [-1, 1, -1, 1];
  let best = { d: Infinity, s: 0, t: 0 };
  for (let round = 0; round < 5; round++) {
    for (let i = 0; i <= n; i++) {
      for (let j = 0; j <= n; j++) {
        const [s, t] = [s0 + ((s1 - s0) * i) / n, t0 + ((t1 - t0) * j) / n];
        const d = degreesBetween(f(s), g(t));
        if (d < best.d) best = { d, s, t };
      }
    }
    const [ds, dt] = [(s1 - s0) / n, (t1 - t0) / n];
    [s0, s1, t0, t1] = [Math.max(-1, best.s - ds), Math.min(1, best.s + ds), Math.max(-1, best.t - dt), Math.min(1, best.t + dt)];
  }
  return best.d;
}

/** The least angle between two targets' edges (neither lies inside the other: their centres are outside each other). */
const targetsApart = (a: PlacedTarget, b: PlacedTarget) => Math.min(...sidesOf(a).flatMap((f) => sidesOf(b).map((g) => sidesApart(f, g))));
/** From a target's centre to its farthest corner, degrees. */
const reachOf = (target: PlacedTarget) => Math.max(...corners(target).map((corner) => degreesBetween(corner, target.pose.position)));

describe('the keypad layout', () => {
  it('holds the 23 characters of a join code, erase and join: 25 keys in rows that follow the 30° disc', () => {
    expect(KEYPAD_CAPACITY).toBe(ALPHABET.length);
    const { keys } = keypadLayout(ALPHABET.length);
    expect(keys.map(({ key }) => key)).toEqual([...Array.from({ length: 22 }, (_, i) => i), 'erase', 22, 'join']);
    const rows = new Map<number, number>();
    for (const { spot } of keys) rows.set(spot.dy, (rows.get(spot.dy) ?? 0) + 1);
    expect([...rows.values()]).toEqual([5, 6, 6, 5, 3]);
    // Reading order: each row left to right (dx is positive to the left), rows top to bottom.
    for (let i = 1; i < keys.length; i++) {
      const [before, after] = [keys[i - 1]!.spot, keys[i]!.spot];
      expect(after.dy < before.dy || (after.dy === before.dy && after.dx < before.dx)).toBe(true);
    }
  });

  it('makes every key at least 8° across and up, with large letters, the display above the keys', () => {
    for (const size of [KEY_SIZE, ACTION_KEY_SIZE]) {
      expect(size.width).toBeGreaterThanOrEqual(8);
      expect(size.height).toBeGreaterThanOrEqual(8);
    }
    expect(KEY_CAP_DEG).toBeGreaterThanOrEqual(LABEL_CAP_DEG);
    expect(DISPLAY_CAP_DEG).toBeGreaterThan(LABEL_CAP_DEG);
    const { display, keys } = placedKeypad(ALPHABET.length);
    for (const { target } of [...keys, { target: display }]) {
      // Measured in the room, from the eyes: across the middle of the face, and up it.
      expect(degreesBetween(pointOf(target, -1, 0), pointOf(target, 1, 0))).toBeGreaterThanOrEqual(8);
      expect(degreesBetween(pointOf(target, 0, -1), pointOf(target, 0, 1))).toBeGreaterThanOrEqual(KEYPAD_DISPLAY_SIZE.height - 0.01);
    }
    for (const { target } of keys) expect(degreesBetween(pointOf(target, 0, -1), pointOf(target, 0, 1))).toBeGreaterThanOrEqual(8);
    const lowestOfDisplay = Math.min(...corners(display).map((p) => p.y));
    for (const { target } of keys) expect(Math.max(...corners(target).map((p) => p.y))).toBeLessThan(lowestOfDisplay);
  });

  it.each([
    [0, 0],
    [40, 30],
    [-90, -30],
  ])('puts every corner of every key and of the display within 30° of the resting gaze (rest at %i°, pitched %i°)', (yaw, pitch) => {
    for (let characters = 0; characters <= KEYPAD_CAPACITY; characters++) {
      const { rest, facing, display, keys } = placedKeypad(characters, yaw, pitch);
      for (const target of [display, ...keys.map((key) => key.target)]) {
        for (const corner of corners(target)) {
          expect(angleBetween(rest, sub(corner, EYES)) / DEG).toBeLessThanOrEqual(30);
          expect(angleBetween(facing, sub(corner, EYES)) / DEG).toBeLessThanOrEqual(30);
        }
      }
    }
  });

  it('keeps every two targets apart by most of the gap, however high or low their row', () => {
    const { display, keys } = placedKeypad(ALPHABET.length);
    const targets = [display, ...keys.map((key) => key.target)];
    let nearest = Infinity;
    for (let a = 0; a < targets.length; a++) {
      for (let b = a + 1; b < targets.length; b++) {
        const [first, second] = [targets[a]!, targets[b]!];
        // Targets whose centres lie farther apart than their reach (and a little) cannot come near.
        if (degreesBetween(first.pose.position, second.pose.position) > reachOf(first) + reachOf(second) + 2) continue;
        expect(pointInside(first, second.pose.position) || pointInside(second, first.pose.position)).toBe(false);
        nearest = Math.min(nearest, targetsApart(first, second));
      }
    }
    // The design's gap is 0.8°; the sides of a key high or low on the disc lean a little towards its neighbours'.
    expect(nearest).toBeGreaterThanOrEqual(KEY_GAP - 0.1);
    // Every pair of 25 targets, geometry on each: about 1 s alone, several on a machine other test runs share.
  }, 30_000);

  it('refuses more characters than it can hold within reach', () => {
    expect(() => keypadLayout(KEYPAD_CAPACITY + 1)).toThrow(RangeError);
    expect(() => keypadLayout(-1)).toThrow(RangeError);
  });
});
