import { describe, expect, it } from 'vitest';
import { APPLAUSE_SPOT } from './applause-target';
import { CAPTION_DROP, createCaptionFollower } from './caption-follow';
import { HANDLE_SPOT, panelFacing, placeTarget } from './gaze-layout';
import { LIVE_MARKER_SPOT } from './live-marker';
import { DEG, forwardOf, fromYawPitchRoll, sub, vec, yawPitchOf } from './math';
import { overlapInView } from './view-overlap';

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
    expect(yawPitchOf(sub(follower.panel!.pose.position, EYES)).pitch / DEG).toBeCloseTo(-CAPTION_DROP, 5);
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

  it('never lies behind the menu button: it waits above the button while the gaze goes down to it and below', () => {
    const follower = createCaptionFollower();
    const handle = placeTarget(EYES, panelFacing(0, 0), HANDLE_SPOT);
    const seen: number[] = [];
    const look = (yawDeg: number, pitchDeg: number, ms: number) => {
      const head = { position: EYES, quaternion: fromYawPitchRoll(yawDeg * DEG, pitchDeg * DEG) };
      for (let t = 0; t < ms; t += 20) {
        follower.update(head, forwardOf(head.quaternion), 20, handle);
        expect(overlapInView(follower.panel!, handle, EYES), `looking at ${yawDeg}°, ${pitchDeg}°`).toBe(false);
        seen.push(yawPitchOf(sub(follower.panel!.pose.position, EYES)).pitch / DEG);
      }
    };
    look(0, 0, 500);
    expect(seen.at(-1)).toBeCloseTo(-CAPTION_DROP, 5);
    for (const [yaw, pitch] of [[0, -22], [0, -45], [-10, -30], [25, -40], [40, -30], [0, -30], [0, -70], [-35, -20], [0, 10], [0, 0]] as const) look(yaw, pitch, 1500);
    // It never jumped: each frame moved it a little, however the head turned.
    for (let i = 1; i < seen.length; i++) expect(Math.abs(seen[i]! - seen[i - 1]!)).toBeLessThan(6);
  });
});

describe('the caption panel beside a second target at rest', () => {
  it('keeps clear of the target beside the menu button too (the applause target), and of nothing once it is gone', () => {
    const follower = createCaptionFollower();
    const handle = placeTarget(EYES, panelFacing(0, 0), HANDLE_SPOT);
    const beside = placeTarget(EYES, panelFacing(0, HANDLE_SPOT.dy * DEG), APPLAUSE_SPOT);
    follower.keepClearOf(beside);
    const met: boolean[] = [];
    const look = (yawDeg: number, pitchDeg: number, ms: number) => {
      const head = { position: EYES, quaternion: fromYawPitchRoll(yawDeg * DEG, pitchDeg * DEG) };
      for (let t = 0; t < ms; t += 20) {
        follower.update(head, forwardOf(head.quaternion), 20, handle);
        expect(overlapInView(follower.panel!, handle, EYES), `looking at ${yawDeg}°, ${pitchDeg}°`).toBe(false);
        met.push(overlapInView(follower.panel!, beside, EYES));
      }
    };
    look(0, 0, 500);
    // Looking 30° right and a little down would bring the panel, resting under the gaze, over the target.
    for (const [yaw, pitch] of [[-13, -22], [-13, -40], [-40, -30], [-30, -11.5], [-20, -35], [0, -30], [-13, -22], [-30, -11.5]] as const) look(yaw, pitch, 1500);
    expect(met.some(Boolean)).toBe(false);
    // Gone: the panel rests under the gaze where the target was.
    follower.keepClearOf(null);
    look(-30, -11.5, 3000);
    expect(overlapInView(follower.panel!, beside, EYES)).toBe(true);
  });

  it("keeps clear of the applause target on the button's right and the live marker on its left, each in its own place", () => {
    const follower = createCaptionFollower();
    const handle = placeTarget(EYES, panelFacing(0, 0), HANDLE_SPOT);
    const right = placeTarget(EYES, panelFacing(0, HANDLE_SPOT.dy * DEG), APPLAUSE_SPOT);
    const left = placeTarget(EYES, panelFacing(0, HANDLE_SPOT.dy * DEG), LIVE_MARKER_SPOT);
    follower.keepClearOf(right);
    follower.keepClearOf(left, 'live');
    const met: boolean[] = [];
    const look = (yawDeg: number, pitchDeg: number, ms: number) => {
      const head = { position: EYES, quaternion: fromYawPitchRoll(yawDeg * DEG, pitchDeg * DEG) };
      for (let t = 0; t < ms; t += 20) {
        follower.update(head, forwardOf(head.quaternion), 20, handle);
        met.push(overlapInView(follower.panel!, right, EYES) || overlapInView(follower.panel!, left, EYES));
      }
    };
    for (const [yaw, pitch] of [[0, 0], [13, -22], [30, -11.5], [-30, -11.5], [14, -30], [0, -30]] as const) look(yaw, pitch, 1500);
    expect(met.some(Boolean)).toBe(false);
    // The marker gone, the panel may rest where it was; the applause target still holds its place.
    follower.keepClearOf(null, 'live');
    look(30, -11.5, 3000);
    expect(overlapInView(follower.panel!, left, EYES)).toBe(true);
    look(-30, -11.5, 3000);
    expect(overlapInView(follower.panel!, right, EYES)).toBe(false);
  });
});
