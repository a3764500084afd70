// The people of a concert's night for the stage's tests (20261127000400_concert_stage.sql): a room (a live
// group session of the concert, its facilitator and headsets), the concert's artist and host, an admin, and
// the way Realtime checks a joiner on a private topic.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { expect } from 'vitest';
import { admin, asCaller, type Caller, createConcert, signedIn } from './db';
import { ensureVerifiedStaff } from './session-facility';

/** A staff account's claims as Supabase Auth issues them now (is_anonymous: false). */
export function staff(): Caller {
  const caller = signedIn();
  return { ...caller, claims: { ...caller.claims, is_anonymous: false } };
}

/** A headset's claims after supabase.auth.signInAnonymously(). */
export function headset(): Caller {
  const sub = randomUUID();
  return {
    role: 'authenticated',
    claims: { sub, role: 'authenticated', aud: 'authenticated', aal: 'aal1', amr: [{ method: 'anonymous', timestamp: 1_700_000_000 }], app_metadata: {}, user_metadata: {}, is_anonymous: true },
  };
}

export const uidOf = (caller: Caller) => String(caller.claims.sub);

export interface Room {
  facilitator: Caller;
  headsets: Caller[];
  session: string;
}

/** A live group session of `concert`, committed, with `size` headsets that joined it. */
export async function openRoom(db: pg.Client, concert: string | null, size = 2): Promise<Room> {
  const facilitator = staff();
  await ensureVerifiedStaff(db, facilitator);
  const { id, code } = await asCaller(
    db,
    facilitator,
    async (c) => (await c.query<{ id: string; code: string }>('select id, code from public.create_group_session($1)', [concert])).rows[0] as { id: string; code: string },
    { commit: true },
  );
  const headsets = Array.from({ length: size }, headset);
  for (const member of headsets) {
    const { rows } = await asCaller(db, member, (c) => c.query<{ outcome: string }>('select outcome from public.join_group_session($1)', [code]), { commit: true });
    expect(rows[0]?.outcome).toBe('joined');
  }
  return { facilitator, headsets, session: id };
}

export interface Night {
  concert: string;
  artist: Caller;
  host: Caller;
  admin: Caller;
  room: Room;
}

/** A concert on tonight with its artist and host (roles written as the superuser) and one room. */
export async function openNight(db: pg.Client, roomSize = 2): Promise<Night> {
  const concert = await createConcert(db, { startsIn: '10 minutes' });
  const artist = staff();
  const host = staff();
  await db.query("insert into public.concert_roles (concert_id, user_id, role) values ($1, $2, 'artist'), ($1, $3, 'host')", [concert, uidOf(artist), uidOf(host)]);
  return { concert, artist, host, admin: admin('aal2'), room: await openRoom(db, concert, roomSize) };
}

export const EXTENSIONS = ['broadcast', 'presence'] as const;
export type Extension = (typeof EXTENSIONS)[number];
export interface Access {
  receive: Extension[];
  send: Extension[];
}

/**
 * What Realtime lets `caller` do on the private channel `topic`, checked as Realtime checks a joiner: in one
 * transaction as the caller with `realtime.topic` set, it selects probe rows of the topic (may receive) and
 * inserts one per extension without reading it back (may send).
 */
export async function access(db: pg.Client, caller: Caller, topic: string): Promise<Access> {
  const setTopic = (c: pg.Client) => c.query("select set_config('realtime.topic', $1, true)", [topic]);
  const receive = await asCaller(
    db,
    caller,
    async (c) => {
      await setTopic(c);
      const { rows } = await c.query<{ extension: Extension }>('select extension from realtime.messages where topic = $1 order by extension', [topic]);
      return rows.map((row) => row.extension);
    },
    { prepare: (c) => c.query("insert into realtime.messages (topic, extension, private) values ($1, 'broadcast', true), ($1, 'presence', true)", [topic]) },
  );
  const send: Extension[] = [];
  for (const extension of EXTENSIONS) {
    const sent = await asCaller(db, caller, async (c) => {
      await setTopic(c);
      await c.query('insert into realtime.messages (topic, extension, event, payload, private) values ($1, $2, $3, $4, true)', [topic, extension, 'probe', {}]);
    }).then(
      () => true,
      (error: Error & { code?: string }) => {
        expect(error.code, error.message).toBe('42501');
        return false;
      },
    );
    if (sent) send.push(extension);
  }
  return { receive, send };
}

/** Whether Realtime lets `caller` join `topic` at all: it needs to receive broadcast or presence there. */
export const mayJoin = ({ receive }: Access) => receive.length > 0;

/** What the database broadcast on `topic` since `since` (realtime.send's rows), oldest first. */
export async function broadcastsOn(db: pg.Client, topic: string, since: Date) {
  const { rows } = await db.query<{ event: string; payload: Record<string, unknown> }>(
    "select event, payload - 'id' as payload from realtime.messages where topic = $1 and extension = 'broadcast' and event <> 'probe' and inserted_at >= $2 order by id",
    [topic, since],
  );
  return rows;
}
