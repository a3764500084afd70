/**
 * The in-headset menu waits below the horizon and follows the person's heading lazily: while they look
 * at the concert it turns with them (so looking down always finds it), and once they look down it holds
 * still, so moving the head sideways moves the gaze across the items instead of dragging the menu along.
 */
const DEG = Math.PI / 180;

/** Below this head pitch the menu shows and stops following. */
export const MENU_OPEN_PITCH = -15 * DEG;

export interface HeadAngles {
  /** About +Y, positive to the left; 0 looks along -Z. */
  yaw: number;
  /** Positive looks up. */
  pitch: number;
}

/** Heading and pitch of a unit view direction. */
export function headAngles(forward: { x: number; y: number; z: number }): HeadAngles {
  return { yaw: Math.atan2(-forward.x, -forward.z), pitch: Math.asin(Math.max(-1, Math.min(1, forward.y))) };
}

export const isMenuOpen = (head: HeadAngles) => head.pitch < MENU_OPEN_PITCH;

/** The menu's heading for this frame. */
export function followHeading(menuYaw: number, head: HeadAngles): number {
  return isMenuOpen(head) ? menuYaw : head.yaw;
}
