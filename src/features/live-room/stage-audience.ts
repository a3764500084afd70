/**
 * Who is watching, from the presence on `concert:<id>:rooms` (supabase-js `channel.presenceState()`: each key a
 * room, its metas the room's tracks): rooms and headsets in all. A meta out of shape is ignored, a key with
 * none is not a room, and a room never counts for more than MAX_HEADSETS_PER_ROOM: presence is what a
 * facilitator's client says, not what the database checked.
 */
import { MAX_HEADSETS_PER_ROOM, roomPresenceSchema } from './stage-topics';

export interface Audience {
  rooms: number;
  headsets: number;
}

/** One room's headsets: the largest of its metas (two tabs of one facilitator track the same key). */
function headsetsOfRoom(metas: unknown): number | null {
  if (!Array.isArray(metas)) return null;
  let most: number | null = null;
  for (const meta of metas) {
    const parsed = roomPresenceSchema.safeParse(meta);
    if (parsed.success) most = Math.max(most ?? 0, Math.min(MAX_HEADSETS_PER_ROOM, parsed.data.headsets));
  }
  return most;
}

export function audienceOf(presenceState: Record<string, unknown>): Audience {
  let rooms = 0;
  let headsets = 0;
  for (const metas of Object.values(presenceState)) {
    const count = headsetsOfRoom(metas);
    if (count === null) continue;
    rooms += 1;
    headsets += count;
  }
  return { rooms, headsets };
}
