/**
 * The rooms on `concert:<id>:rooms`, kept from supabase-js's presence 'join' and 'leave' events rather than
 * from `channel.presenceState()`. Why: when a room tracks again under its key (its headset count changed),
 * Realtime sends the new meta as a join and the old one as a leave in one diff, and supabase-js (2.109,
 * phoenix/presenceAdapter.js) deletes `phx_ref` from the key's current metas while building its join event,
 * so the leave no longer finds the old meta: presenceState() keeps it for good, and a room that left would
 * still be counted. Here each key holds its latest meta and that meta's ref; a leave of that ref, or a leave
 * that leaves the key with nothing (a resync after a reconnect), takes the room away. Pure.
 */
export type Roster = ReadonlyMap<string, { ref: string | undefined; meta: unknown }>;

export const EMPTY_ROSTER: Roster = new Map();

const refOf = (presence: unknown): string | undefined => {
  const ref = (presence as { presence_ref?: unknown } | null)?.presence_ref;
  return typeof ref === 'string' ? ref : undefined;
};

export function rosterJoin(roster: Roster, key: string, newPresences: readonly unknown[]): Roster {
  const latest = newPresences.at(-1);
  if (latest === undefined) return roster;
  return new Map(roster).set(key, { ref: refOf(latest), meta: latest });
}

export function rosterLeave(roster: Roster, key: string, leftPresences: readonly unknown[], remaining: readonly unknown[]): Roster {
  const held = roster.get(key);
  if (held === undefined) return roster;
  const left = leftPresences.some((presence) => refOf(presence) === held.ref);
  if (!left && remaining.length > 0) return roster;
  const next = new Map(roster);
  next.delete(key);
  return next;
}

/** In the shape of presenceState() (each key its metas), for audienceOf. */
export function rosterState(roster: Roster): Record<string, unknown[]> {
  return Object.fromEntries([...roster].map(([key, { meta }]) => [key, [meta]]));
}
