// Group sessions (20261125000100_group_sessions.sql): a staff account starts a session and gets a short code;
// headsets signed in anonymously join with it, slowed down after wrong codes; only the creator picks the
// concert and ends the session. And the Realtime Authorization policies on realtime.messages, checked the way
// Realtime checks a joiner: in one transaction as the joiner, with `realtime.topic` set to the channel's
// topic, it SELECTs probe rows of that topic (may receive) and INSERTs one (may send).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { anon, asCaller, type Caller, connect, errorOf, expectRefused, serviceRole, signedIn, useConnection } from './db';
import { ensureVerifiedStaff } from './session-facility';

const ALPHABET = 'ACDEFHJKMNPQRTUVWXY3479';
const CODE = new RegExp(`^[${ALPHABET}]{6}$`);
const PERMISSION_DENIED = /permission denied/;
const RLS_REFUSED = /new row violates row-level security policy/;

/** A staff account's claims as Supabase Auth issues them now (is_anonymous: false). */
function staff(): Caller {
  const caller = signedIn();
  return { ...caller, claims: { ...caller.claims, is_anonymous: false } };
}

/** A headset's claims after supabase.auth.signInAnonymously(): role authenticated, is_anonymous true, no e-mail. */
function headset(): Caller {
  const sub = randomUUID();
  return {
    role: 'authenticated',
    claims: {
      sub,
      role: 'authenticated',
      aud: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'anonymous', timestamp: 1_700_000_000 }],
      app_metadata: {},
      user_metadata: {},
      is_anonymous: true,
      session_id: randomUUID(),
    },
  };
}

const uidOf = (caller: Caller) => String(caller.claims.sub);

interface Created {
  id: string;
  code: string;
  expires_at: Date;
}
interface Joined {
  outcome: 'joined' | 'unknown_code' | 'session_ended' | 'slow_down';
  id: string | null;
  concert_id: string | null;
  expires_at: Date | null;
  retry_after: number | null;
  facility_name: string | null;
}

const NOT_JOINED = { id: null, concert_id: null, expires_at: null, retry_after: null, facility_name: null };

describe('group sessions', () => {
  const db = useConnection();

  // Each call is one committed API request, as PostgREST makes it.
  const create = async (caller: Caller, concert?: string | null) => {
    await ensureVerifiedStaff(db(), caller);
    return asCaller(
      db(),
      caller,
      async (c) => {
        const { rows } = concert === undefined
          ? await c.query<Created>('select * from public.create_group_session()')
          : await c.query<Created>('select * from public.create_group_session($1)', [concert]);
        expect(rows).toHaveLength(1);
        return rows[0] as Created;
      },
      { commit: true },
    );
  };
  const join = (caller: Caller, code: string | null, client = db(), ready?: () => Promise<void>) =>
    asCaller(
      client,
      caller,
      async (c) => {
        await ready?.();
        const { rows } = await c.query<Joined>('select * from public.join_group_session($1)', [code]);
        expect(rows).toHaveLength(1);
        return rows[0] as Joined;
      },
      { commit: true },
    );
  const setConcert = (caller: Caller, session: string, concert: string | null) =>
    asCaller(db(), caller, (c) => c.query('select public.set_group_session_concert($1, $2)', [session, concert]), { commit: true });
  const end = (caller: Caller, session: string) => asCaller(db(), caller, (c) => c.query('select public.end_group_session($1)', [session]), { commit: true });

  const sessionRow = async (id: string) =>
    (await db().query<{ created_by: string; concert_id: string | null; ended_at: Date | null; expires_at: Date }>('select * from public.group_sessions where id = $1', [id])).rows[0];
  const membersOf = async (id: string) =>
    (await db().query<{ user_id: string }>('select user_id from public.group_session_members where session_id = $1 order by joined_at, user_id', [id])).rows.map((row) => row.user_id);
  const failuresOf = async (caller: Caller) =>
    (await db().query<{ n: number }>('select count(*)::int as n from private.group_session_join_failures where user_id = $1', [uidOf(caller)])).rows[0]?.n;
  const expire = (id: string) => db().query("update public.group_sessions set expires_at = now() - interval '1 second' where id = $1", [id]);
  const endAsSuperuser = (id: string) => db().query('update public.group_sessions set ended_at = now() where id = $1', [id]);
  /** Moves a caller's recorded wrong codes back in time, instead of sleeping. */
  const backdateFailures = (caller: Caller, seconds: number) =>
    db().query('update private.group_session_join_failures set failed_at = failed_at - make_interval(secs => $2) where user_id = $1', [uidOf(caller), seconds]);

  /** A live session with its creator and one headset that joined. */
  async function liveSession() {
    const leader = staff();
    const member = headset();
    const session = await create(leader);
    expect(await join(member, session.code)).toMatchObject({ outcome: 'joined', id: session.id });
    return { leader, member, session };
  }

  describe('create_group_session', () => {
    it('gives staff of a verified facility a session with a 6-character code from the alphabet, live for 12 hours', async () => {
      const leader = staff();
      const session = await create(leader);
      expect(session).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), code: expect.stringMatching(CODE), expires_at: expect.any(Date) });
      const { rows } = await db().query<{ hours: number }>('select round(extract(epoch from expires_at - created_at) / 3600)::int as hours from public.group_sessions where id = $1', [session.id]);
      expect(rows).toEqual([{ hours: 12 }]);
      expect(await sessionRow(session.id)).toMatchObject({ created_by: uidOf(leader), concert_id: null, ended_at: null });
    });

    it('takes the concert when it is already chosen, and refuses an id that is not one', async () => {
      const session = await create(staff(), 'jazz-quartet');
      expect(await sessionRow(session.id)).toMatchObject({ concert_id: 'jazz-quartet' });
      await expectRefused(create(staff(), 'Not an id!'), '23514', /group_sessions_concert_id_format/);
    });

    it('draws codes from the whole alphabet, each one different', async () => {
      const leader = staff();
      await ensureVerifiedStaff(db(), leader);
      // The caps per creator and per facility (below) raised for this transaction only.
      const raised = (c: pg.Client) =>
        c.query('update private.group_session_limits set live_per_creator = 1000, created_per_creator_per_day = 1000, live_per_facility = 1000, created_per_facility_per_hour = 1000');
      const codes = await asCaller(
        db(),
        leader,
        async (c) => (await c.query<{ code: string }>('select (public.create_group_session()).code from generate_series(1, 200)')).rows.map((row) => row.code),
        { prepare: raised },
      );
      expect(codes.every((code) => CODE.test(code))).toBe(true);
      expect(new Set(codes).size).toBe(200);
      // 1200 characters from 23: every one shows up (a missing one would be a 1 in 10^20 accident).
      expect(new Set(codes.join('')).size).toBe(ALPHABET.length);
    });

    it('also accepts a staff token that has no is_anonymous claim at all', async () => {
      expect((await create(signedIn())).code).toMatch(CODE);
    });

    it.each([
      ['an anonymous headset', headset()],
      ['anon (not signed in)', anon],
    ])("refuses %s with P0001 'not_staff', creating nothing", async (_, caller) => {
      const before = (await db().query<{ n: number }>('select count(*)::int as n from public.group_sessions')).rows[0]?.n;
      expect(await errorOf(create(caller))).toMatchObject({ code: 'P0001', message: 'not_staff' });
      expect((await db().query<{ n: number }>('select count(*)::int as n from public.group_sessions')).rows[0]?.n).toBe(before);
    });

    it('is not the service role’s to call (it has no user to be the creator)', async () => {
      await expectRefused(create(serviceRole), '42501', PERMISSION_DENIED);
    });
  });

  describe('join_group_session', () => {
    it('makes a headset a member and returns the session, with the name of the facility inviting them', async () => {
      const leader = staff();
      const session = await create(leader, 'classical-strings');
      const member = headset();
      expect(await join(member, session.code)).toEqual({ outcome: 'joined', id: session.id, concert_id: 'classical-strings', expires_at: session.expires_at, retry_after: null, facility_name: 'De Linde' });
      expect(await membersOf(session.id)).toEqual([uidOf(member)]);
    });

    it('accepts the code in lower case, with spaces and hyphens', async () => {
      const session = await create(staff());
      const [first, second, third] = [headset(), headset(), headset()];
      expect(await join(first, session.code.toLowerCase())).toMatchObject({ outcome: 'joined', id: session.id });
      expect(await join(second, `  ${session.code.slice(0, 3)} ${session.code.slice(3).toLowerCase()} `)).toMatchObject({ outcome: 'joined', id: session.id });
      expect(await join(third, `${session.code.slice(0, 3)}-${session.code.slice(3)}`)).toMatchObject({ outcome: 'joined', id: session.id });
      expect((await membersOf(session.id)).sort()).toEqual([first, second, third].map(uidOf).sort());
    });

    it('lets a member join again (a restarted headset), keeping one membership', async () => {
      const { member, session } = await liveSession();
      expect(await join(member, session.code)).toMatchObject({ outcome: 'joined', id: session.id });
      expect(await membersOf(session.id)).toEqual([uidOf(member)]);
    });

    it('lets staff join too (a second coordinator watching along)', async () => {
      const session = await create(staff());
      expect(await join(staff(), session.code)).toMatchObject({ outcome: 'joined' });
    });

    it("answers 'unknown_code' for a code no session has, and records the failure", async () => {
      const caller = headset();
      expect(await join(caller, 'AAAAAA')).toEqual({ outcome: 'unknown_code', ...NOT_JOINED });
      expect(await join(caller, '')).toEqual({ outcome: 'unknown_code', ...NOT_JOINED });
      expect(await failuresOf(caller)).toBe(2);
    });

    it("answers 'session_ended' for an ended session's code, without joining, and records the failure", async () => {
      const leader = staff();
      const session = await create(leader);
      await end(leader, session.id);
      const caller = headset();
      expect(await join(caller, session.code)).toEqual({ outcome: 'session_ended', ...NOT_JOINED });
      expect(await membersOf(session.id)).toEqual([]);
      expect(await failuresOf(caller)).toBe(1);
    });

    it("answers 'session_ended' for an expired session's code", async () => {
      const session = await create(staff());
      await expire(session.id);
      const caller = headset();
      expect(await join(caller, session.code)).toEqual({ outcome: 'session_ended', ...NOT_JOINED });
      expect(await membersOf(session.id)).toEqual([]);
    });

    it("refuses anon (not signed in) with P0001 'sign_in_first', recording nothing", async () => {
      const session = await create(staff());
      expect(await errorOf(join(anon, session.code))).toMatchObject({ code: 'P0001', message: 'sign_in_first' });
      expect(await membersOf(session.id)).toEqual([]);
    });
  });

  describe('the slow-down after wrong codes', () => {
    it('lets 3 wrong codes through, then answers slow_down for any code, with a wait that doubles after each further wrong code', async () => {
      const session = await create(staff());
      const caller = headset();
      for (let attempt = 1; attempt <= 3; attempt++) expect(await join(caller, 'AAAAAA')).toMatchObject({ outcome: 'unknown_code' });

      // 5 s after the third.
      const first = await join(caller, session.code);
      expect(first).toEqual({ outcome: 'slow_down', ...NOT_JOINED, retry_after: expect.any(Number) });
      expect(first.retry_after).toBeGreaterThanOrEqual(4);
      expect(first.retry_after).toBeLessThanOrEqual(5);
      expect(await failuresOf(caller)).toBe(3); // a refused attempt is not a failure
      expect(await membersOf(session.id)).toEqual([]);

      // Once the 5 s have passed, a fourth wrong code: 10 s.
      await backdateFailures(caller, 5);
      expect(await join(caller, 'AAAAAA')).toMatchObject({ outcome: 'unknown_code' });
      const second = await join(caller, session.code);
      expect(second.outcome).toBe('slow_down');
      expect(second.retry_after).toBeGreaterThanOrEqual(9);
      expect(second.retry_after).toBeLessThanOrEqual(10);

      // A fifth (an ended session's code counts too): 20 s.
      const ended = await create(staff());
      await endAsSuperuser(ended.id);
      await backdateFailures(caller, 10);
      expect(await join(caller, ended.code)).toMatchObject({ outcome: 'session_ended' });
      const third = await join(caller, session.code);
      expect(third.outcome).toBe('slow_down');
      expect(third.retry_after).toBeGreaterThanOrEqual(19);
      expect(third.retry_after).toBeLessThanOrEqual(20);

      // Still refused a moment before the wait is over, then the right code joins.
      await backdateFailures(caller, 18);
      expect(await join(caller, session.code)).toMatchObject({ outcome: 'slow_down', retry_after: expect.any(Number) });
      await backdateFailures(caller, 2);
      expect(await join(caller, session.code)).toMatchObject({ outcome: 'joined', id: session.id });
      expect(await membersOf(session.id)).toEqual([uidOf(caller)]);
    });

    it('waits at most 15 minutes, and forgets failures older than 15 minutes', async () => {
      const caller = headset();
      await db().query(
        "insert into private.group_session_join_failures (user_id, failed_at) select $1, now() - interval '10 seconds' from generate_series(1, 12)",
        [uidOf(caller)],
      );
      const { retry_after: wait } = await join(caller, 'AAAAAA');
      expect(wait).toBeGreaterThan(880);
      expect(wait).toBeLessThanOrEqual(900);

      await backdateFailures(caller, 15 * 60);
      expect(await join(caller, 'AAAAAA')).toMatchObject({ outcome: 'unknown_code' });
      expect(await failuresOf(caller)).toBe(1); // the old ones are deleted as they stop counting
    });

    it('slows down only the caller who made the mistakes', async () => {
      const session = await create(staff());
      const clumsy = headset();
      for (let attempt = 1; attempt <= 3; attempt++) await join(clumsy, 'AAAAAA');
      expect(await join(clumsy, session.code)).toMatchObject({ outcome: 'slow_down' });
      expect(await join(headset(), session.code)).toMatchObject({ outcome: 'joined' });
    });

    it('counts wrong codes sent at once from one caller one after another (8 connections: 3 get through)', async () => {
      const caller = headset();
      const clients = await Promise.all(Array.from({ length: 8 }, () => connect()));
      try {
        // Every transaction is open, as the headset, before any of them calls.
        let arrived = 0;
        let release = () => {};
        const allOpen = new Promise<void>((resolve) => (release = resolve));
        const ready = () => {
          arrived += 1;
          if (arrived === clients.length) release();
          return allOpen;
        };
        const outcomes = await Promise.all(clients.map(async (client) => (await join(caller, 'AAAAAA', client, ready)).outcome));
        expect(outcomes.filter((outcome) => outcome === 'unknown_code')).toHaveLength(3);
        expect(outcomes.filter((outcome) => outcome === 'slow_down')).toHaveLength(5);
      } finally {
        await Promise.all(clients.map((client) => client.end()));
      }
    });
  });

  describe('set_group_session_concert', () => {
    it('lets the creator choose (and change, and clear) the concert; headsets joining later get it', async () => {
      const { leader, session } = await liveSession();
      await setConcert(leader, session.id, 'demo');
      expect(await sessionRow(session.id)).toMatchObject({ concert_id: 'demo' });
      expect(await join(headset(), session.code)).toMatchObject({ outcome: 'joined', concert_id: 'demo' });
      await setConcert(leader, session.id, 'jazz-quartet');
      expect(await sessionRow(session.id)).toMatchObject({ concert_id: 'jazz-quartet' });
      await setConcert(leader, session.id, null);
      expect(await sessionRow(session.id)).toMatchObject({ concert_id: null });
    });

    it.each([
      ['a member', 'member'],
      ['another staff account', 'staff'],
      ['anon', 'anon'],
    ] as const)("refuses %s with P0001 'not_leader'", async (_, who) => {
      const { member, session } = await liveSession();
      const caller = who === 'member' ? member : who === 'staff' ? staff() : anon;
      expect(await errorOf(setConcert(caller, session.id, 'demo'))).toMatchObject({ code: 'P0001', message: 'not_leader' });
      expect(await sessionRow(session.id)).toMatchObject({ concert_id: null });
    });

    it("answers 'not_leader' for a session that does not exist", async () => {
      expect(await errorOf(setConcert(staff(), randomUUID(), 'demo'))).toMatchObject({ code: 'P0001', message: 'not_leader' });
    });

    it("refuses the creator with 'session_ended' once the session has ended or expired", async () => {
      const { leader, session } = await liveSession();
      await end(leader, session.id);
      expect(await errorOf(setConcert(leader, session.id, 'demo'))).toMatchObject({ code: 'P0001', message: 'session_ended' });
      const other = await liveSession();
      await expire(other.session.id);
      expect(await errorOf(setConcert(other.leader, other.session.id, 'demo'))).toMatchObject({ code: 'P0001', message: 'session_ended' });
    });

    it('refuses a concert id that is not one (23514)', async () => {
      const { leader, session } = await liveSession();
      await expectRefused(setConcert(leader, session.id, 'DROP TABLE'), '23514');
    });
  });

  describe('end_group_session', () => {
    it('lets the creator end the session; ending again keeps the first time', async () => {
      const { leader, session } = await liveSession();
      await end(leader, session.id);
      const ended = (await sessionRow(session.id))?.ended_at;
      expect(ended).toBeInstanceOf(Date);
      await end(leader, session.id);
      expect((await sessionRow(session.id))?.ended_at).toEqual(ended);
    });

    it.each([
      ['a member', 'member'],
      ['another staff account', 'staff'],
      ['anon', 'anon'],
    ] as const)("refuses %s with P0001 'not_leader', leaving the session live", async (_, who) => {
      const { member, session } = await liveSession();
      const caller = who === 'member' ? member : who === 'staff' ? staff() : anon;
      expect(await errorOf(end(caller, session.id))).toMatchObject({ code: 'P0001', message: 'not_leader' });
      expect(await sessionRow(session.id)).toMatchObject({ ended_at: null });
    });
  });

  describe('reading the tables through the API', () => {
    const select = (caller: Caller, sql: string, params: unknown[] = []) => asCaller(db(), caller, async (c) => (await c.query(sql, params)).rows);

    it('a creator reads their own sessions and their members, nobody else’s', async () => {
      const mine = await liveSession();
      const theirs = await liveSession();
      const sessions = await select(mine.leader, 'select id from public.group_sessions');
      expect(sessions).toEqual([{ id: mine.session.id }]);
      expect(await select(mine.leader, 'select session_id, user_id from public.group_session_members')).toEqual([
        { session_id: mine.session.id, user_id: uidOf(mine.member) },
      ]);
      expect(await select(mine.leader, 'select id from public.group_sessions where id = $1', [theirs.session.id])).toEqual([]);
    });

    it('a member reads their own memberships only, and no session row', async () => {
      const { member, session } = await liveSession();
      const neighbour = headset();
      expect(await join(neighbour, session.code)).toMatchObject({ outcome: 'joined' });
      expect(await select(member, 'select session_id, user_id from public.group_session_members')).toEqual([{ session_id: session.id, user_id: uidOf(member) }]);
      expect(await select(member, 'select id from public.group_sessions')).toEqual([]);
    });

    it('an outsider reads nothing; anon may not read at all', async () => {
      await liveSession();
      expect(await select(headset(), 'select * from public.group_sessions')).toEqual([]);
      expect(await select(headset(), 'select * from public.group_session_members')).toEqual([]);
      await expectRefused(select(anon, 'select * from public.group_sessions'), '42501', PERMISSION_DENIED);
      await expectRefused(select(anon, 'select * from public.group_session_members'), '42501', PERMISSION_DENIED);
    });

    it('nobody writes the tables directly, the creator included; the failures are out of reach', async () => {
      const { leader, member, session } = await liveSession();
      const statements = [
        "insert into public.group_sessions (code, created_by) values ('ACDEFH', auth.uid())",
        `update public.group_sessions set expires_at = now() + interval '1 year' where id = '${session.id}'`,
        `delete from public.group_sessions where id = '${session.id}'`,
        'truncate public.group_sessions cascade',
        `insert into public.group_session_members (session_id, user_id) values ('${session.id}', auth.uid())`,
        `delete from public.group_session_members where session_id = '${session.id}'`,
        'select * from private.group_session_join_failures',
        'delete from private.group_session_join_failures',
      ];
      for (const caller of [leader, member, headset(), anon]) {
        for (const sql of statements) {
          await expectRefused(asCaller(db(), caller, (c) => c.query(sql), { commit: true }), '42501', PERMISSION_DENIED);
        }
      }
      expect(await membersOf(session.id)).toEqual([uidOf(member)]);
    });
  });

  describe('Realtime Authorization on realtime.messages', () => {
    const EXTENSIONS = ['broadcast', 'presence'] as const;
    type Extension = (typeof EXTENSIONS)[number];

    /** What Realtime lets `caller` do on a private channel `topic`: the extensions it may receive and send. */
    async function access(caller: Caller, topic: string) {
      const setTopic = (c: pg.Client) => c.query("select set_config('realtime.topic', $1, true)", [topic]);
      // Receive: Realtime's probe rows (written as the superuser), then which of them the caller sees.
      const receive = await asCaller(
        db(),
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
        const sent = await asCaller(db(), caller, async (c) => {
          await setTopic(c);
          await c.query('insert into realtime.messages (topic, extension, event, payload, private) values ($1, $2, $3, $4, true)', [topic, extension, 'state', { playing: true }]);
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

    const everything = { receive: ['broadcast', 'presence'], send: ['broadcast', 'presence'] };
    const receiveOnly = { receive: ['broadcast', 'presence'], send: [] };
    const nothing = { receive: [], send: [] };
    const control = (id: string) => `session:${id}`;
    const members = (id: string) => `session:${id}:members`;

    let live: Awaited<ReturnType<typeof liveSession>>;
    beforeAll(async () => {
      live = await liveSession();
    });

    it('the creator may receive and send on both topics', async () => {
      expect(await access(live.leader, control(live.session.id))).toEqual(everything);
      expect(await access(live.leader, members(live.session.id))).toEqual(everything);
    });

    it('a member may receive on both topics and send on the members topic only', async () => {
      expect(await access(live.member, control(live.session.id))).toEqual(receiveOnly);
      expect(await access(live.member, members(live.session.id))).toEqual(everything);
    });

    it('a member sending on the control topic is refused by row-level security (42501)', async () => {
      await expectRefused(
        asCaller(db(), live.member, async (c) => {
          await c.query("select set_config('realtime.topic', $1, true)", [control(live.session.id)]);
          await c.query("insert into realtime.messages (topic, extension, event, payload, private) values ($1, 'broadcast', 'state', '{}', true)", [control(live.session.id)]);
        }),
        '42501',
        RLS_REFUSED,
      );
    });

    it.each([
      ['another anonymous headset', headset],
      ['another staff account', staff],
    ])('%s may neither receive nor send', async (_, outsider) => {
      const caller = outsider();
      expect(await access(caller, control(live.session.id))).toEqual(nothing);
      expect(await access(caller, members(live.session.id))).toEqual(nothing);
    });

    it("one session's creator and members have nothing on another session's topics", async () => {
      const other = await liveSession();
      for (const caller of [other.leader, other.member]) {
        expect(await access(caller, control(live.session.id))).toEqual(nothing);
        expect(await access(caller, members(live.session.id))).toEqual(nothing);
      }
    });

    it('anon (not signed in) has nothing', async () => {
      await expectRefused(
        asCaller(db(), anon, (c) => c.query('select * from realtime.messages')),
        '42501',
        PERMISSION_DENIED,
      );
    });

    it.each([
      ['ended', (id: string) => db().query('update public.group_sessions set ended_at = now() where id = $1', [id])],
      ['expired', (id: string) => db().query("update public.group_sessions set expires_at = now() - interval '1 second' where id = $1", [id])],
    ])('once the session has %s, nobody may receive or send', async (_, stop) => {
      const { leader, member, session } = await liveSession();
      expect(await access(member, members(session.id))).toEqual(everything);
      await stop(session.id);
      for (const caller of [leader, member]) {
        expect(await access(caller, control(session.id))).toEqual(nothing);
        expect(await access(caller, members(session.id))).toEqual(nothing);
      }
    });

    it('ending through end_group_session closes the channels too', async () => {
      const { leader, member, session } = await liveSession();
      await end(leader, session.id);
      expect(await access(leader, control(session.id))).toEqual(nothing);
      expect(await access(member, members(session.id))).toEqual(nothing);
    });

    it('a malformed topic gives nothing, even to the creator', async () => {
      const id = live.session.id;
      const topics = [
        id,
        `session:${id.toUpperCase()}`,
        `session:${id}:`,
        `session:${id}:members:x`,
        `session:${id}:leader`,
        ` session:${id}`,
        `session:${id}\n`,
        `session:${id.slice(0, -1)}`,
        `realtime:session:${id}`,
        'session:',
        'session:not-a-uuid',
        `session:${id}' or '1'='1`,
        '',
      ];
      for (const topic of topics) expect(await access(live.leader, topic), JSON.stringify(topic)).toEqual(nothing);
    });

    it("a member's read returns the rows of the channel's own topic only: not another session's, not an ended one's", async () => {
      const other = await liveSession();
      const ended = await liveSession();
      await endAsSuperuser(ended.session.id);
      const own = members(live.session.id);
      const topics = [own, control(live.session.id), members(other.session.id), control(other.session.id), members(ended.session.id), 'room:lobby'];
      for (const [caller, topic] of [[live.member, own], [live.leader, control(live.session.id)]] as const) {
        const seen = await asCaller(
          db(),
          caller,
          async (c) => {
            await c.query("select set_config('realtime.topic', $1, true)", [topic]);
            return (await c.query<{ topic: string }>('select distinct topic from realtime.messages where topic = any($1) order by topic', [topics])).rows.map((row) => row.topic);
          },
          { prepare: (c) => c.query("insert into realtime.messages (topic, extension, private) select t, 'broadcast', true from unnest($1::text[]) t", [topics]) },
        );
        expect(seen).toEqual([topic]);
      }
    });

    it("a row sent names the channel's own topic: not another session's, though the sender may send there", async () => {
      const other = await liveSession();
      const sendOn = (channel: string, rowTopic: string) =>
        asCaller(db(), live.leader, async (c) => {
          await c.query("select set_config('realtime.topic', $1, true)", [channel]);
          await c.query("insert into realtime.messages (topic, extension, event, payload, private) values ($1, 'broadcast', 'state', '{}', true)", [rowTopic]);
        });
      await expect(sendOn(control(live.session.id), control(live.session.id))).resolves.toBeUndefined();
      await expectRefused(sendOn(control(live.session.id), control(other.session.id)), '42501', RLS_REFUSED);
      await expectRefused(sendOn(members(live.session.id), members(other.session.id)), '42501', RLS_REFUSED);
    });

    it('only the broadcast and presence extensions are allowed', async () => {
      await expectRefused(
        asCaller(db(), live.leader, async (c) => {
          await c.query("select set_config('realtime.topic', $1, true)", [control(live.session.id)]);
          await c.query("insert into realtime.messages (topic, extension, private) values ($1, 'postgres_changes', true)", [control(live.session.id)]);
        }),
        '42501',
        RLS_REFUSED,
      );
    });
  });
});
