/** A head in front of the gaze interface, for its tests: poses, a host, and time passing a frame at a time. */
import { vi } from 'vitest';
import { createGazeUi, type GazeHost, type HeadPose } from '../gaze-ui';
import type { PlacedTarget } from '../gaze-layout';
import { DEG, fromYawPitchRoll, sub, vec, yawPitchOf } from '../math';
import type { MenuAction } from '../menu-actions';

export const EYES = vec(0, 1.6, 0);
export const DWELL = 1500;

export function head(yawDeg: number, pitchDeg: number): HeadPose {
  return { position: EYES, quaternion: fromYawPitchRoll(yawDeg * DEG, pitchDeg * DEG) };
}

/** The head turned so the gaze meets the target's centre. */
export function lookingAt(target: PlacedTarget): HeadPose {
  const { yaw, pitch } = yawPitchOf(sub(target.pose.position, EYES));
  return { position: EYES, quaternion: fromYawPitchRoll(yaw, pitch) };
}

export function setUp(disabled: MenuAction[] = []) {
  const host = {
    isDisabled: (action: MenuAction) => disabled.includes(action),
    act: vi.fn<GazeHost['act']>(),
    entries: () => ['demo', '1', '2', '3', '4', '5', '6'].map((id) => ({ id })),
    choose: vi.fn<GazeHost['choose']>(),
  };
  const ui = createGazeUi(host, DWELL);
  let now = 1000;
  /** Holds the head still for `ms`, a frame every 50 ms. */
  const hold = (pose: HeadPose, ms: number) => {
    for (let t = 0; t <= ms; t += 50) ui.update(pose, (now += 50));
  };
  return { ui, host, hold };
}

/** The angle a target covers across, seen from the eyes. */
export const angularWidth = (target: PlacedTarget) => {
  const distance = Math.hypot(...Object.values(sub(target.pose.position, EYES)));
  return (2 * Math.atan(target.width / 2 / distance)) / DEG;
};
