/**
 * The few vector and quaternion operations the gaze interface needs, on plain objects: both bindings use
 * their own copy of three.js (A-Frame bundles one), so the core cannot hand them three's classes.
 * Conventions are three.js's: -Z ahead, +Y up, yaw about +Y positive to the left, pitch positive up,
 * rotation order YXZ (yaw, then pitch, then roll).
 */
export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

export interface Quat {
  x: number;
  y: number;
  z: number;
  w: number;
}

export interface Pose {
  position: Vec3;
  quaternion: Quat;
}

export const DEG = Math.PI / 180;

export const vec = (x: number, y: number, z: number): Vec3 => ({ x, y, z });
export const add = (a: Vec3, b: Vec3): Vec3 => vec(a.x + b.x, a.y + b.y, a.z + b.z);
export const sub = (a: Vec3, b: Vec3): Vec3 => vec(a.x - b.x, a.y - b.y, a.z - b.z);
export const scale = (a: Vec3, s: number): Vec3 => vec(a.x * s, a.y * s, a.z * s);
export const dot = (a: Vec3, b: Vec3): number => a.x * b.x + a.y * b.y + a.z * b.z;

export function normalize(a: Vec3): Vec3 {
  const length = Math.hypot(a.x, a.y, a.z);
  return length === 0 ? vec(0, 0, -1) : scale(a, 1 / length);
}

/** The angle between two directions, radians. */
export function angleBetween(a: Vec3, b: Vec3): number {
  return Math.acos(Math.max(-1, Math.min(1, dot(normalize(a), normalize(b)))));
}

export function multiply(a: Quat, b: Quat): Quat {
  return {
    x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
    y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
    z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
    w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
  };
}

export const conjugate = (q: Quat): Quat => ({ x: -q.x, y: -q.y, z: -q.z, w: q.w });

export function rotate(v: Vec3, q: Quat): Vec3 {
  const p = multiply(multiply(q, { ...v, w: 0 }), conjugate(q));
  return vec(p.x, p.y, p.z);
}

/** Yaw, then pitch, then roll (three's Euler order 'YXZ'), radians. */
export function fromYawPitchRoll(yaw: number, pitch: number, roll = 0): Quat {
  const axis = (x: number, y: number, z: number, angle: number): Quat => {
    const s = Math.sin(angle / 2);
    return { x: x * s, y: y * s, z: z * s, w: Math.cos(angle / 2) };
  };
  return multiply(multiply(axis(0, 1, 0, yaw), axis(1, 0, 0, pitch)), axis(0, 0, 1, roll));
}

export const IDENTITY: Quat = { x: 0, y: 0, z: 0, w: 1 };

/** Where -Z points after turning by `q`: the direction a camera with this orientation looks. */
export const forwardOf = (q: Quat): Vec3 => rotate(vec(0, 0, -1), q);

/** Heading and pitch of a direction. */
export function yawPitchOf(direction: Vec3): { yaw: number; pitch: number } {
  const d = normalize(direction);
  return { yaw: Math.atan2(-d.x, -d.z), pitch: Math.asin(Math.max(-1, Math.min(1, d.y))) };
}

/** Yaw, pitch and roll of an orientation (three's 'YXZ' decomposition). */
export function yawPitchRollOf(q: Quat): { yaw: number; pitch: number; roll: number } {
  const { x, y, z, w } = q;
  const m13 = 2 * (x * z + w * y);
  const m23 = 2 * (y * z - w * x);
  const m33 = 1 - 2 * (x * x + y * y);
  const m21 = 2 * (x * y + w * z);
  const m22 = 1 - 2 * (x * x + z * z);
  const m11 = 1 - 2 * (y * y + z * z);
  const m31 = 2 * (x * z - w * y);
  const pitch = Math.asin(Math.max(-1, Math.min(1, -m23)));
  if (Math.abs(m23) < 0.9999999) return { yaw: Math.atan2(m13, m33), pitch, roll: Math.atan2(m21, m22) };
  return { yaw: Math.atan2(-m31, m11), pitch, roll: 0 };
}
