import { Quaternion, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { deviceQuaternion, headingOf, pitchOf, recenterOffset, recenterOffsetFromDevice } from './device-orientation';

const DEG = Math.PI / 180;

function pose(alpha: number, beta: number, gamma: number, screen = 0, yawOffset = 0) {
  const q = deviceQuaternion({ alpha, beta, gamma }, screen, new Quaternion(), yawOffset);
  const up = new Vector3(0, 1, 0).applyQuaternion(q);
  return { q, heading: headingOf(q) / DEG, pitch: pitchOf(q) / DEG, up };
}

describe('deviceQuaternion', () => {
  it('looks straight ahead with the phone upright in portrait', () => {
    const { heading, pitch, up } = pose(0, 90, 0);
    expect(heading).toBeCloseTo(0);
    expect(pitch).toBeCloseTo(0);
    expect(up.y).toBeCloseTo(1);
  });

  it('looks straight down with the phone flat, screen up', () => {
    expect(pose(0, 0, 0).pitch).toBeCloseTo(-90);
  });

  it('looks up when the top of the phone tilts back', () => {
    expect(pose(0, 135, 0).pitch).toBeCloseTo(45);
  });

  it('turns left when the phone turns counter-clockwise (alpha 90°)', () => {
    expect(pose(90, 90, 0).heading).toBeCloseTo(90);
  });

  it('stays upright in landscape, whichever way the screen is turned', () => {
    const left = pose(0, 0, -90, 90);
    const right = pose(0, 0, 90, 270);
    for (const p of [left, right]) {
      expect(p.pitch).toBeCloseTo(0);
      expect(p.up.y).toBeCloseTo(1);
    }
  });

  it('treats missing angles (no sensor) as zero', () => {
    const q = deviceQuaternion({ alpha: null, beta: null, gamma: null }, 0, new Quaternion());
    expect(pitchOf(q) / DEG).toBeCloseTo(-90);
  });

  it('writes into the given quaternion', () => {
    const out = new Quaternion();
    expect(deviceQuaternion({ alpha: 0, beta: 90, gamma: 0 }, 0, out)).toBe(out);
  });
});

describe('recenterOffset', () => {
  it('makes the current heading the front', () => {
    const turned = pose(60, 100, 0);
    const offset = recenterOffset(turned.q);
    expect(offset / DEG).toBeCloseTo(-60);
    const recentred = pose(60, 100, 0, 0, offset);
    expect(recentred.heading).toBeCloseTo(0);
    expect(recentred.pitch).toBeCloseTo(turned.pitch); // only the heading changes
  });
  it('is the same taken straight from the device angles', () => {
    expect(recenterOffsetFromDevice({ alpha: 60, beta: 100, gamma: 0 }, 0)).toBeCloseTo(recenterOffset(pose(60, 100, 0).q));
    expect(recenterOffsetFromDevice({ alpha: 200, beta: 80, gamma: 10 }, 90)).toBeCloseTo(recenterOffset(pose(200, 80, 10, 90).q));
  });
});
