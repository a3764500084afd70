/**
 * Where the person rests their gaze: taken on the first frame of a session (so it works from a recliner or
 * a bed, the head pitched up or down), and moved lazily once they have rested somewhere else for a while,
 * never while they look at the menu. The menu button and the panels are placed from it.
 */
import { panelFacing } from './gaze-layout';
import { angleBetween, DEG, forwardOf, fromYawPitchRoll, yawPitchOf, yawPitchRollOf, type Quat, type Vec3 } from './math';

/** Rest somewhere this far from the resting gaze for this long, and it moves there. */
const MOVE_ANGLE = 35 * DEG;
const MOVE_AFTER_MS = 2000;

export interface Rest {
  yaw: number;
  pitch: number;
}

/**
 * How a headset's recentred picture is turned: its front where the person rests their gaze, not where they look
 * at this moment (at the menu's Recenter item, below it), and its horizon levelled by the head's roll (a head
 * lying on one side, or reclined, sees the stage ahead, not the ceiling).
 */
export function pictureAtRest(rest: Rest, head: Quat): Quat {
  return fromYawPitchRoll(rest.yaw, rest.pitch, yawPitchRollOf(head).roll);
}

export class RestingGaze {
  private rest: Rest | null = null;
  private awaySince: number | null = null;

  /** The resting gaze, or the current one before the first frame. */
  current(forward: Vec3): Rest {
    return this.rest ?? yawPitchOf(forward);
  }

  /** A new session: the next frame's gaze is the new rest. */
  reset(): void {
    this.rest = null;
    this.awaySince = null;
  }

  /** Feeds a frame's gaze; true when the rest was taken or moved (what hangs from it must be placed again). */
  follow(forward: Vec3, nowMs: number, mayMove: boolean): boolean {
    if (!this.rest) {
      this.rest = yawPitchOf(forward);
      return true;
    }
    const away = mayMove && angleBetween(forward, forwardOf(panelFacing(this.rest.yaw, this.rest.pitch))) > MOVE_ANGLE;
    if (!away) this.awaySince = null;
    else if (this.awaySince === null) this.awaySince = nowMs;
    else if (nowMs - this.awaySince >= MOVE_AFTER_MS) {
      this.rest = yawPitchOf(forward);
      this.awaySince = null;
      return true;
    }
    return false;
  }
}
