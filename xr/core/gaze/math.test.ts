import { describe, expect, it } from 'vitest';
import { angleBetween, DEG, forwardOf, fromYawPitchRoll, rotate, vec, yawPitchOf, yawPitchRollOf } from './math';

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6);

describe('gaze math', () => {
  it('turns -Z to where a yaw and pitch look, positive yaw to the left and positive pitch up', () => {
    const ahead = forwardOf(fromYawPitchRoll(0, 0));
    close(ahead.z, -1);
    const left = forwardOf(fromYawPitchRoll(90 * DEG, 0));
    close(left.x, -1);
    const up = forwardOf(fromYawPitchRoll(0, 30 * DEG));
    close(up.y, Math.sin(30 * DEG));
  });

  it('reads yaw and pitch back from a direction, and yaw, pitch and roll from an orientation', () => {
    const direction = forwardOf(fromYawPitchRoll(40 * DEG, -25 * DEG));
    const { yaw, pitch } = yawPitchOf(direction);
    close(yaw, 40 * DEG);
    close(pitch, -25 * DEG);
    const angles = yawPitchRollOf(fromYawPitchRoll(-70 * DEG, 30 * DEG, 12 * DEG));
    close(angles.yaw, -70 * DEG);
    close(angles.pitch, 30 * DEG);
    close(angles.roll, 12 * DEG);
  });

  it('measures the angle between directions', () => {
    close(angleBetween(vec(0, 0, -1), vec(-1, 0, 0)), 90 * DEG);
    close(angleBetween(vec(0, 0, -1), rotate(vec(0, 0, -1), fromYawPitchRoll(0, 10 * DEG))), 10 * DEG);
  });
});
