/**
 * Whether one flat target covers part of another, as the eyes see them: both are projected onto the picture
 * plane that faces the second one (a straight-on view of it), and their boxes on that plane compared. The
 * targets lie at different distances (the caption panel behind the menu button), so only directions count.
 */
import type { PlacedTarget } from './gaze-layout';
import { add, conjugate, DEG, rotate, sub, vec, type Quat, type Vec3 } from './math';

/** A box on the picture plane one metre ahead (tangents of the angles from its centre). */
export interface ViewBox {
  left: number;
  right: number;
  bottom: number;
  top: number;
}

/** A target's four corners in the room. */
export function cornersOf({ pose, width, height }: PlacedTarget): Vec3[] {
  const [w, h] = [width / 2, height / 2];
  return [vec(-w, -h, 0), vec(w, -h, 0), vec(w, h, 0), vec(-w, h, 0)].map((corner) => add(pose.position, rotate(corner, pose.quaternion)));
}

/** The box a target covers on the picture plane facing `facing`'s forward from the eyes; null if any of it lies behind them. */
export function viewBox(target: PlacedTarget, eyes: Vec3, facing: Quat): ViewBox | null {
  const inverse = conjugate(facing);
  const points = cornersOf(target).map((corner) => rotate(sub(corner, eyes), inverse));
  if (points.some((p) => p.z >= 0)) return null;
  const xs = points.map((p) => p.x / -p.z);
  const ys = points.map((p) => p.y / -p.z);
  return { left: Math.min(...xs), right: Math.max(...xs), bottom: Math.min(...ys), top: Math.max(...ys) };
}

/** Whether `a` and `b` overlap (or come within `marginDeg` of each other) seen from the eyes. */
export function overlapInView(a: PlacedTarget, b: PlacedTarget, eyes: Vec3, marginDeg = 0): boolean {
  const facing = b.pose.quaternion;
  const [boxA, boxB] = [viewBox(a, eyes, facing), viewBox(b, eyes, facing)];
  // Half a turn apart (or more): nothing of one is in front of the other.
  if (!boxA || !boxB) return false;
  const margin = Math.tan(marginDeg * DEG);
  return boxA.left < boxB.right + margin && boxA.right > boxB.left - margin && boxA.bottom < boxB.top + margin && boxA.top > boxB.bottom - margin;
}
