/**
 * A room's presence on `concert:<id>:rooms`: `{ headsets }`, tracked by its facilitator when the number
 * changes, but at most once per `minGapMs` (Realtime shuts a channel that tracks more than 5 times in 30 s,
 * and each track is a presence message to the stage). Pure: the caller passes the time and keeps the state.
 */
import type { RoomPresence } from './stage-topics';

export const ROOM_PRESENCE_MIN_GAP_MS = 10_000;

export interface RoomPresenceState {
  /** What the stage was last told (null: nothing yet). */
  tracked: number | null;
  at: number;
}

export const UNTRACKED_ROOM: RoomPresenceState = { tracked: null, at: Number.NEGATIVE_INFINITY };

/** The presence to track now, if any: the first at once, then changes no closer than minGapMs. */
export function nextRoomPresence(
  state: RoomPresenceState,
  headsets: number,
  now: number,
  minGapMs = ROOM_PRESENCE_MIN_GAP_MS,
): { track: RoomPresence | null; state: RoomPresenceState } {
  const count = Math.max(0, Math.floor(headsets));
  if (count === state.tracked || now - state.at < minGapMs) return { track: null, state };
  return { track: { headsets: count }, state: { tracked: count, at: now } };
}
