import { describe, expect, it } from 'vitest';
import { createCaptionFollower } from './caption-follow';
import { DEG, forwardOf, fromYawPitchRoll, sub, vec, yawPitchOf } from './math';

const EYES = vec(0, 1.6, 0);
const pose = (yawDeg: number) => ({ position: EYES, quaternion: fromYawPitchRoll(yawDeg * DEG, 0) });

function follow(follower: ReturnType<typeof createCaptionFollower>, yawDeg: number, ms: number) {
  const head = pose(yawDeg);
  for (let t = 0; t < ms; t += 20) follower.update(head, forwardOf(head.quaternion), 20);
}
const panelYaw = (follower: ReturnType<typeof createCaptionFollower>) => yawPitchOf(sub(follower.panel!.pose.position, EYES)).yaw / DEG;

describe('the caption panel', () => {
  it('rests below the gaze and stays put while the eyes wander a little', () => {
    const follower = createCaptionFollower();
    follow(follower, 0, 100);
    expect(panelYaw(follower)).toBeCloseTo(0, 5);
    expect(yawPitchOf(sub(follower.panel!.pose.position, EYES)).pitch / DEG).toBeCloseTo(-14, 5);
    follow(follower, 8, 2000);
    expect(panelYaw(follower)).toBeCloseTo(0, 5);
  });

  it('glides back under the gaze once it has drifted far from it, not in one jump', () => {
    const follower = createCaptionFollower();
    follow(follower, 0, 100);
    follow(follower, 40, 100);
    const midway = panelYaw(follower);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(35);
    follow(follower, 40, 3000);
    // It settles within a degree of where it rests, then holds still.
    expect(Math.abs(panelYaw(follower) - 40)).toBeLessThanOrEqual(1);
  });
});
