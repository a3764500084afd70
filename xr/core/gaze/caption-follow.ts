/**
 * The headset's caption panel follows the gaze lazily: it stays put while the eyes wander a little (text
 * that moves with every glance is hard to read and can make people queasy), and glides back under the
 * gaze once it has drifted far from it.
 */
import { placeTarget, panelFacing, type PlacedTarget } from './gaze-layout';
import { DEG, yawPitchOf, type Quat, type Vec3 } from './math';

export const CAPTION_DISTANCE = 1.8;
/** The panel's size (degrees): three lines of text at the labels' cap height. */
export const CAPTION_SIZE = { width: 32, height: 11 } as const;
/** How far below the gaze the panel rests. */
const CAPTION_DROP = 14 * DEG;
/** Starts gliding when the gaze is this far from where the panel would rest, stops when this near. */
const START_GAP = 12 * DEG;
const STOP_GAP = 1 * DEG;
/** Glide speed: the remaining gap shrinks by 1/e in this time. */
const GLIDE_MS = 350;

export interface CaptionFollower {
  /** Where the panel is now (null until the first frame). */
  readonly panel: PlacedTarget | null;
  update(head: { position: Vec3; quaternion: Quat }, forward: Vec3, dtMs: number): void;
}

const wrap = (angle: number) => Math.atan2(Math.sin(angle), Math.cos(angle));

export function createCaptionFollower(): CaptionFollower {
  let current: { yaw: number; pitch: number } | null = null;
  let gliding = false;
  let panel: PlacedTarget | null = null;
  return {
    get panel() {
      return panel;
    },
    update(head, forward, dtMs) {
      const gaze = yawPitchOf(forward);
      const target = { yaw: gaze.yaw, pitch: Math.max(-85 * DEG, gaze.pitch - CAPTION_DROP) };
      current ??= target;
      const gapYaw = wrap(target.yaw - current.yaw);
      const gapPitch = target.pitch - current.pitch;
      const gap = Math.hypot(gapYaw * Math.cos(target.pitch), gapPitch);
      if (gap > START_GAP) gliding = true;
      if (gap < STOP_GAP) gliding = false;
      if (gliding) {
        const share = 1 - Math.exp(-dtMs / GLIDE_MS);
        current = { yaw: wrap(current.yaw + gapYaw * share), pitch: current.pitch + gapPitch * share };
      }
      panel = placeTarget(head.position, panelFacing(current.yaw, current.pitch), { dx: 0, dy: 0, ...CAPTION_SIZE }, CAPTION_DISTANCE);
    },
  };
}

