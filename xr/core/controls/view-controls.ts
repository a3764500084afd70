/**
 * Where a flat screen looks inside the sphere: drag with inertia, zoom, arrow keys, recenter. Pure math on
 * a mutable state object (no DOM, no allocation per frame), so the binding feeds it pointer deltas and
 * frame times and copies yaw/pitch/fov to the camera.
 *
 * Conventions (three.js): yaw turns about +Y, positive to the left; pitch positive looks up; rotation order
 * YXZ (yaw, then pitch, never roll); `fov` is the vertical field of view in degrees, as PerspectiveCamera has it.
 */
const DEG = Math.PI / 180;

export interface ViewState {
  yaw: number;
  pitch: number;
  fov: number;
  /** Radians per millisecond, kept from the last drag for inertia. */
  velocityYaw: number;
  velocityPitch: number;
}

export interface ViewLimits {
  maxPitch: number;
  minFov: number;
  maxFov: number;
}

export const DEFAULT_LIMITS: ViewLimits = { maxPitch: 85 * DEG, minFov: 30, maxFov: 90 };

export interface InertiaOptions {
  /** Velocity falls to 1/e in this time. */
  timeConstantMs: number;
  /** Below this speed (rad/ms) the view stops: about 0.5°/s. */
  stopBelow: number;
}

export const DEFAULT_INERTIA: InertiaOptions = { timeConstantMs: 325, stopBelow: 0.5 * DEG * 1e-3 };

/** A release this long after the last move is a deliberate stop, not a flick. */
export const FLICK_WINDOW_MS = 80;

/** Arrow keys turn by this much; + and − zoom by `KEY_ZOOM_DEG`. */
export const KEY_STEP = 10 * DEG;
export const KEY_ZOOM_DEG = 5;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps yaw in (-π, π] so it never grows without bound during a long concert. */
export function normalizeAngle(angle: number): number {
  const turned = angle - 2 * Math.PI * Math.floor((angle + Math.PI) / (2 * Math.PI));
  return turned === -Math.PI ? Math.PI : turned;
}

export function createViewState(init: Partial<ViewState> = {}): ViewState {
  return { yaw: 0, pitch: 0, fov: 75, velocityYaw: 0, velocityPitch: 0, ...init };
}

function turn(view: ViewState, yaw: number, pitch: number, limits: ViewLimits): void {
  view.yaw = normalizeAngle(view.yaw + yaw);
  view.pitch = clamp(view.pitch + pitch, -limits.maxPitch, limits.maxPitch);
}

/**
 * The picture follows the pointer ("grab the world"): dragging right turns the view left, dragging down
 * looks up. A pixel is worth the field of view divided by the viewport height, so the spot under the
 * finger stays under it at every zoom.
 */
export function drag(view: ViewState, dxPx: number, dyPx: number, viewportHeightPx: number, dtMs: number, limits = DEFAULT_LIMITS): void {
  const radPerPx = (view.fov * DEG) / Math.max(1, viewportHeightPx);
  const yaw = dxPx * radPerPx;
  const pitch = dyPx * radPerPx;
  turn(view, yaw, pitch, limits);
  if (dtMs > 0) {
    // Smoothed, so one jittery pointer event does not decide the flick's speed.
    view.velocityYaw = 0.8 * (yaw / dtMs) + 0.2 * view.velocityYaw;
    view.velocityPitch = 0.8 * (pitch / dtMs) + 0.2 * view.velocityPitch;
  }
}

/** Pointer up: keep the flick only if the pointer was still moving. */
export function releaseDrag(view: ViewState, msSinceLastMove: number): void {
  if (msSinceLastMove > FLICK_WINDOW_MS) stopInertia(view);
}

/** Pointer down (or any other control): the view stops where it is. */
export function stopInertia(view: ViewState): void {
  view.velocityYaw = 0;
  view.velocityPitch = 0;
}

/** One frame of inertia; returns whether the view is still moving (so the binding can stop asking). */
export function stepInertia(view: ViewState, dtMs: number, limits = DEFAULT_LIMITS, options = DEFAULT_INERTIA): boolean {
  if (view.velocityYaw === 0 && view.velocityPitch === 0) return false;
  turn(view, view.velocityYaw * dtMs, view.velocityPitch * dtMs, limits);
  if (Math.abs(view.pitch) === limits.maxPitch) view.velocityPitch = 0; // stop against the clamp, do not push
  const decay = Math.exp(-dtMs / options.timeConstantMs);
  view.velocityYaw *= decay;
  view.velocityPitch *= decay;
  if (Math.hypot(view.velocityYaw, view.velocityPitch) < options.stopBelow) stopInertia(view);
  return view.velocityYaw !== 0 || view.velocityPitch !== 0;
}

export function setFov(view: ViewState, fov: number, limits = DEFAULT_LIMITS): void {
  view.fov = clamp(fov, limits.minFov, limits.maxFov);
}

/** Wheel: exponential, so each notch zooms by the same ratio (about 10 % per 100 px of deltaY). */
export function zoomWheel(view: ViewState, deltaY: number, limits = DEFAULT_LIMITS): void {
  setFov(view, view.fov * Math.exp(deltaY * 0.001), limits);
}

/** Pinch: spreading the fingers to twice their distance halves the field of view. */
export function zoomPinch(view: ViewState, startFov: number, startDistance: number, distance: number, limits = DEFAULT_LIMITS): void {
  if (startDistance <= 0 || distance <= 0) return;
  setFov(view, (startFov * startDistance) / distance, limits);
}

/** Arrow keys turn, + and − zoom; returns whether the key was used (so the binding prevents scrolling). */
export function keyStep(view: ViewState, key: string, limits = DEFAULT_LIMITS, step = KEY_STEP): boolean {
  const moves: Record<string, () => void> = {
    ArrowLeft: () => turn(view, step, 0, limits),
    ArrowRight: () => turn(view, -step, 0, limits),
    ArrowUp: () => turn(view, 0, step, limits),
    ArrowDown: () => turn(view, 0, -step, limits),
    '+': () => setFov(view, view.fov - KEY_ZOOM_DEG, limits),
    '=': () => setFov(view, view.fov - KEY_ZOOM_DEG, limits),
    '-': () => setFov(view, view.fov + KEY_ZOOM_DEG, limits),
  };
  const move = moves[key];
  if (!move) return false;
  stopInertia(view);
  move();
  return true;
}

/** Back to the video's front, level, as it was at the start. */
export function recenterView(view: ViewState): void {
  view.yaw = 0;
  view.pitch = 0;
  stopInertia(view);
}
