/**
 * Motion control on phones and tablets: the DeviceOrientationEvent angles, turned into the camera's
 * orientation with the math of three.js's former DeviceOrientationControls, plus the yaw offset that
 * makes "recenter" turn the current heading into the video's front.
 */
import { Euler, MathUtils, Quaternion, Vector3 } from 'three';

export interface DeviceAngles {
  /** DeviceOrientationEvent.alpha/beta/gamma, in degrees (null on devices without the sensor). */
  alpha: number | null;
  beta: number | null;
  gamma: number | null;
}

const Z_AXIS = new Vector3(0, 0, 1);
const Y_AXIS = new Vector3(0, 1, 0);
// The camera looks out of the back of the device, not out of its top edge: a quarter turn about X.
const BACK_OF_DEVICE = new Quaternion(-Math.sqrt(0.5), 0, 0, Math.sqrt(0.5));
const euler = new Euler();
const screenTurn = new Quaternion();
const yawTurn = new Quaternion();

/**
 * Writes the camera orientation into `out` (no allocation, so it can run every frame).
 * `screenAngleDeg` is `screen.orientation.angle`: 0 portrait, 90 or 270 landscape.
 * `yawOffset` (radians) comes from `recenterOffset`.
 */
export function deviceQuaternion(angles: DeviceAngles, screenAngleDeg: number, out: Quaternion, yawOffset = 0): Quaternion {
  const alpha = MathUtils.degToRad(angles.alpha ?? 0);
  const beta = MathUtils.degToRad(angles.beta ?? 0);
  const gamma = MathUtils.degToRad(angles.gamma ?? 0);
  euler.set(beta, alpha, -gamma, 'YXZ');
  out.setFromEuler(euler);
  out.multiply(BACK_OF_DEVICE);
  out.multiply(screenTurn.setFromAxisAngle(Z_AXIS, -MathUtils.degToRad(screenAngleDeg)));
  if (yawOffset !== 0) out.premultiply(yawTurn.setFromAxisAngle(Y_AXIS, yawOffset));
  return out;
}

const forward = new Vector3();

/** The compass direction the camera faces, as yaw (radians, positive to the left, 0 = -Z). */
export function headingOf(orientation: Quaternion): number {
  forward.set(0, 0, -1).applyQuaternion(orientation);
  return Math.atan2(-forward.x, -forward.z);
}

/** Looking up or down, as pitch (radians, positive up). */
export function pitchOf(orientation: Quaternion): number {
  forward.set(0, 0, -1).applyQuaternion(orientation);
  return Math.asin(MathUtils.clamp(forward.y, -1, 1));
}

/**
 * The yaw to apply so that where the person faces now becomes the front. Use it as `yawOffset` for the
 * camera (motion control); in a headset, where nothing may move the camera, turn the sphere by the
 * opposite angle instead.
 */
export function recenterOffset(orientation: Quaternion): number {
  return -headingOf(orientation);
}

const deviceScratch = new Quaternion();

/** `recenterOffset` straight from the device's angles (motion control's "recenter"). */
export function recenterOffsetFromDevice(angles: DeviceAngles, screenAngleDeg: number): number {
  return recenterOffset(deviceQuaternion(angles, screenAngleDeg, deviceScratch));
}
