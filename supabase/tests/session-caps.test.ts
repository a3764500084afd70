// The caps on one creator's group sessions (20261127000100_abuse_limits.sql): before facilities, any
// self-registered account counted as staff, and one made 2,000 sessions in 0.7 s, each retiring a code. At most
// 3 live sessions at once and 30 created in 24 hours (private.group_session_limits), also under a race. The
// caps per facility: facility-sessions.test.ts.
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { asCaller, type Caller, connect, errorOf, expectRefused, signedIn, useConnection } from './db';
import { ensureVerifiedStaff } from './session-facility';

const CODE = /^[ACDEFHJKMNPQRTUVWXY3479]{6}$/;

interface Created {
  id: string;
  code: string;
}

/** A staff account's claims as Supabase Auth issues them (is_anonymous: false). */
function staff(): Caller {
  const caller = signedIn();
  return { ...caller, claims: { ...caller.claims, is_anonymous: false } };
}
const uidOf = (caller: Caller) => String(caller.claims.sub);

/** Staff of a verified facility of their own (20261128000700_facility_sessions.sql): what opens sessions now. */
async function verifiedStaff(db: pg.Client): Promise<Caller> {
  const caller = staff();
  await ensureVerifiedStaff(db, caller);
  return caller;
}

describe('caps per creator (private.group_session_limits)', () => {
  const db = useConnection();
  const create = (caller: Caller) =>
    asCaller(
      db(),
      caller,
      async (c) => {
        const { rows } = await c.query<Created>('select * from public.create_group_session()');
        if (!rows[0]) throw new Error('create_group_session returned no row');
        return rows[0];
      },
      { commit: true },
    );
  const end = (caller: Caller, session: string) => asCaller(db(), caller, (c) => c.query('select public.end_group_session($1)', [session]), { commit: true });
  const expire = (id: string) => db().query("update public.group_sessions set expires_at = now() - interval '1 second' where id = $1", [id]);

  const LIVE = 3;
  const liveOf = async (caller: Caller) =>
    (await db().query<{ n: number }>('select count(*)::int as n from public.group_sessions where created_by = $1 and ended_at is null and expires_at > now()', [uidOf(caller)]))
      .rows[0]?.n;

  it(`lets a creator lead ${LIVE} live sessions at once; the next answers P0001 'live_session_limit' (details: the cap) until one ends or expires`, async () => {
    const leader = await verifiedStaff(db());
    const sessions = [await create(leader), await create(leader), await create(leader)];
    expect(await errorOf(create(leader))).toMatchObject({ code: 'P0001', message: 'live_session_limit', detail: String(LIVE) });
    expect(await liveOf(leader)).toBe(LIVE);
    await expect(create(await verifiedStaff(db()))).resolves.toMatchObject({ code: expect.stringMatching(CODE) }); // another creator is not affected
    await end(leader, sessions[0]?.id ?? '');
    const fourth = await create(leader);
    await expectRefused(create(leader), 'P0001', /^live_session_limit$/);
    await expire(fourth.id);
    await expect(create(leader)).resolves.toMatchObject({ code: expect.stringMatching(CODE) });
  });

  it("counts creations in 24 hours, ended ones included: past the cap, P0001 'session_creation_limit' (details: the cap)", async () => {
    const leader = await verifiedStaff(db());
    const capped = (c: pg.Client) => c.query('update private.group_session_limits set live_per_creator = 10, created_per_creator_per_day = 3');
    const error = await errorOf(
      asCaller(
        db(),
        leader,
        async (c) => {
          for (let n = 0; n < 3; n++) {
            const { rows } = await c.query<{ id: string }>('select id from public.create_group_session()');
            await c.query('select public.end_group_session($1)', [rows[0]?.id]);
          }
          return c.query('select * from public.create_group_session()');
        },
        { prepare: capped },
      ),
    );
    expect(error).toMatchObject({ code: 'P0001', message: 'session_creation_limit', detail: '3' });
    // A day later they count no more.
    const aDayAgo = async (c: pg.Client) => {
      await capped(c);
      await c.query("insert into public.group_sessions (code, created_by, created_at, ended_at) select private.new_group_session_code(), $1, now() - interval '25 hours', now() from generate_series(1, 3)", [uidOf(leader)]);
    };
    await expect(asCaller(db(), leader, (c) => c.query('select * from public.create_group_session()'), { prepare: aDayAgo })).resolves.toMatchObject({ rowCount: 1 });
  });

  it('holds under a race: 12 creations at once by one creator store exactly 3', async () => {
    const leader = await verifiedStaff(db());
    const clients = await Promise.all(Array.from({ length: 12 }, () => connect()));
    let arrived = 0;
    let release = () => {};
    const open = new Promise<void>((resolve) => (release = resolve));
    const ready = () => ((arrived += 1) === clients.length && release(), open);
    try {
      const outcomes = await Promise.all(
        clients.map((client) =>
          asCaller(client, leader, async (c) => (await ready(), c.query('select * from public.create_group_session()')), { commit: true }).then(
            () => 'created',
            (error: Error) => error.message,
          ),
        ),
      );
      expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(LIVE);
      expect(new Set(outcomes.filter((outcome) => outcome !== 'created'))).toEqual(new Set(['live_session_limit']));
      expect(await liveOf(leader)).toBe(LIVE);
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  });
});
