/**
 * The hall's measurements in metres, shared by the builders. The camera sits in the stalls looking down -z
 * at the stage; x runs to the right, y up. The stalls floor rakes up towards the back.
 */
export const HALL = {
  halfWidth: 11,
  back: 15,
  ceiling: 13,
  stageFront: -3.6,
  stageBack: -11.5,
  stageHeight: 1.0,
  rowSpacing: 0.95,
  seatSpacing: 0.58,
} as const;

/**
 * The seated viewer: on the centre line of the stalls, 2.4 m from the stage edge (the third row), at a seated
 * eye height. Close enough that the ensemble fills a headset's forward view.
 */
export const EYE = { x: 0, z: -1.2, height: 1.15 } as const;

/** Half the distance between a viewer's eyes (a typical interpupillary distance of 64 mm), for the stereo render. */
export const HALF_IPD = 0.032;

/** Height of the stalls floor at depth z (flat at the front, 8 cm a metre further back). */
export const floorY = (z: number) => Math.max(0, (z - HALL.stageFront - 1) * 0.08);

/** Tiers of the side and back balconies: floor height and depth. */
export const BALCONIES = [
  { y: 4.2, depth: 2.6 },
  { y: 7.6, depth: 2.2 },
] as const;

/** A small seeded random generator (mulberry32), so every render places the audience the same way. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
