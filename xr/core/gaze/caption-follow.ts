/**
 * The headset's caption panel follows the gaze lazily: it stays put while the eyes wander a little (text
 * that moves with every glance is hard to read and can make people queasy), and glides back under the
 * gaze once it has drifted far from it. It never lies behind the menu button (issue 22): the button is
 * nearer the eyes and would cover the words. Where the two would meet, the panel stops at the button's
 * edge, on the side it came from, and waits there (above it, when the person looks down at the button).
 * Its resting place under the gaze is clear of the button already (CAPTION_DROP). What else rests beside the
 * button (the applause target on its right, applause-target.ts; the live marker on its left, live-marker.ts) is
 * kept clear of the same way (`keepClearOf`, one place for each).
 */
import { placeTarget, panelFacing, type PlacedTarget } from './gaze-layout';
import { DEG, yawPitchOf, type Quat, type Vec3 } from './math';
import { overlapInView } from './view-overlap';

export const CAPTION_DISTANCE = 1.8;
/** The panel's size (degrees): three lines of text at the labels' cap height. */
export const CAPTION_SIZE = { width: 32, height: 11 } as const;
/**
 * How far below the gaze the panel rests: its top edge 5° under the gaze, clear of the stage ahead, and its
 * bottom edge above the menu button (gaze-layout.ts, HANDLE_DROP) with a gap, so that the two never meet
 * while the person looks where they rest their gaze.
 */
export const CAPTION_DROP = 10.5;
/** The gap (degrees) kept between the panel and the menu button. */
export const CAPTION_CLEARANCE = 1;
/** Starts gliding when the gaze is this far from where the panel would rest, stops when this near. */
const START_GAP = 12 * DEG;
const STOP_GAP = 1 * DEG;
/** Glide speed: the remaining gap shrinks by 1/e in this time. */
const GLIDE_MS = 350;
/** How far the panel steps aside at a time (radians) when it meets the button, and at most how far in all. */
const STEP = 0.25 * DEG;
const MAX_STEPS = 240;

export interface CaptionFollower {
  /** Where the panel is now (null until the first frame). */
  readonly panel: PlacedTarget | null;
  /** A frame: the head, where it looks, the time since the last frame, and what the panel must keep clear of. */
  update(head: { position: Vec3; quaternion: Quat }, forward: Vec3, dtMs: number, obstacle?: PlacedTarget | null): void;
  /**
   * One more thing to keep clear of while there is one (null: none), beside `update`'s obstacle; `key` names it,
   * so the applause target and the live marker each keep their own place.
   */
  keepClearOf(target: PlacedTarget | null, key?: string): void;
}

interface Heading {
  yaw: number;
  pitch: number;
}

const wrap = (angle: number) => Math.atan2(Math.sin(angle), Math.cos(angle));
const clampPitch = (pitch: number) => Math.min(85 * DEG, Math.max(-85 * DEG, pitch));

const place = (eyes: Vec3, at: Heading) => placeTarget(eyes, panelFacing(at.yaw, at.pitch), { dx: 0, dy: 0, ...CAPTION_SIZE }, CAPTION_DISTANCE);

/** Up, down, left and right, in that order of preference where two are as short. */
const ASIDE = [[0, 1], [0, -1], [1, 0], [-1, 0]] as const;

/**
 * The panel at `at`, or moved the shortest way out from under the button (up, down or sideways) if it would
 * meet it there. The panel moves a little each frame, so it meets the button at an edge and stays on the
 * side it came from: it never jumps across.
 */
function clearOf(obstacles: readonly PlacedTarget[], eyes: Vec3, at: Heading): Heading {
  const clear = (to: Heading) => {
    const panel = place(eyes, to);
    return obstacles.every((obstacle) => !overlapInView(panel, obstacle, eyes, CAPTION_CLEARANCE));
  };
  if (clear(at)) return at;
  for (let k = 1; k <= MAX_STEPS; k++) {
    for (const [yaw, pitch] of ASIDE) {
      const to = { yaw: wrap(at.yaw + (yaw * k * STEP) / Math.max(0.1, Math.cos(at.pitch))), pitch: clampPitch(at.pitch + pitch * k * STEP) };
      if (clear(to)) return to;
    }
  }
  return at;
}

export function createCaptionFollower(): CaptionFollower {
  let current: Heading | null = null;
  let gliding = false;
  let panel: PlacedTarget | null = null;
  const beside = new Map<string, PlacedTarget>();
  return {
    get panel() {
      return panel;
    },
    update(head, forward, dtMs, obstacle = null) {
      const gaze = yawPitchOf(forward);
      const target = { yaw: gaze.yaw, pitch: clampPitch(gaze.pitch - CAPTION_DROP * DEG) };
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
      // What stands beside the button counts only while the button does (the gaze interface at rest).
      const obstacles = obstacle ? [obstacle, ...beside.values()] : [];
      if (obstacles.length > 0) current = clearOf(obstacles, head.position, current);
      panel = place(head.position, current);
    },
    keepClearOf(target, key = 'beside') {
      if (target) beside.set(key, target);
      else beside.delete(key);
    },
  };
}
