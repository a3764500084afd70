// The concert's stage (20261127000400_concert_stage.sql): the artist and host roles that only admins write;
// greetings sent by a room's facilitator, moderated by an admin or the concert's host or artist, audited and
// broadcast to the stage once decided; a room's applause batches, bounded by the room's size and spaced out.
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { admin, anon, asCaller, type Caller, createConcert, errorOf, expectRefused, serviceRole, signedIn, useConnection } from './db';
import { broadcastsOn, headset, openNight, openRoom, staff, uidOf } from './concert-stage-fixtures';

interface Greeting {
  id: string;
  status: 'pending' | 'approved' | 'rejected';
}

const stageTopic = (concert: string) => `concert:${concert}:stage`;

describe('concert roles', () => {
  const db = useConnection();
  const rolesSeenBy = async (caller: Caller, concert: string) =>
    (await asCaller(db(), caller, (c) => c.query<{ role: string }>('select role from public.concert_roles where concert_id = $1 order by role', [concert]))).rows.map((row) => row.role);
  const addRole = (caller: Caller, concert: string, user: string, role = 'host') =>
    asCaller(db(), caller, (c) => c.query('insert into public.concert_roles (concert_id, user_id, role) values ($1, $2, $3)', [concert, user, role]), { commit: true });

  it('an admin with a second factor gives and takes a role, and the audit log records both', async () => {
    const concert = await createConcert(db());
    const host = staff();
    await addRole(admin('aal2'), concert, uidOf(host));
    expect(await rolesSeenBy(host, concert)).toEqual(['host']);
    const { rows } = await db().query<{ id: string }>('select id from public.concert_roles where concert_id = $1', [concert]);
    const id = rows[0]?.id;
    await asCaller(db(), admin('aal2'), (c) => c.query('delete from public.concert_roles where id = $1', [id]), { commit: true });
    expect(await rolesSeenBy(host, concert)).toEqual([]);
    const log = await db().query<{ action: string; actor: string | null }>("select action, actor from public.admin_audit_log where table_name = 'concert_roles' and row_id = $1 order by id", [id]);
    expect(log.rows.map((row) => row.action)).toEqual(['insert', 'delete']);
    expect(log.rows.every((row) => row.actor !== null)).toBe(true);
  });

  it('a person reads only their own roles; an admin reads all', async () => {
    const night = await openNight(db());
    expect(await rolesSeenBy(night.artist, night.concert)).toEqual(['artist']);
    expect(await rolesSeenBy(night.host, night.concert)).toEqual(['host']);
    expect(await rolesSeenBy(night.room.facilitator, night.concert)).toEqual([]);
    expect(await rolesSeenBy(admin('aal2'), night.concert)).toEqual(['artist', 'host']);
  });

  it.each([
    ['the person themselves', () => staff()],
    ['an admin without a second factor', () => admin('aal1')],
    ['a signed-in person with a second factor', () => signedIn({ aal: 'aal2' })],
  ])('%s cannot give a role (row-level security)', async (_, who) => {
    const concert = await createConcert(db());
    const caller = who();
    await expectRefused(addRole(caller, concert, uidOf(caller)), '42501');
    expect(await rolesSeenBy(admin('aal2'), concert)).toEqual([]);
  });

  it('a holder cannot change or remove their role, and anon cannot read roles at all', async () => {
    const night = await openNight(db());
    for (const sql of ["update public.concert_roles set role = 'artist' where user_id = $1", 'delete from public.concert_roles where user_id = $1']) {
      const result = await asCaller(db(), night.host, (c) => c.query(sql, [uidOf(night.host)]), { commit: true });
      expect(result.rowCount).toBe(0);
    }
    expect(await rolesSeenBy(night.host, night.concert)).toEqual(['host']);
    await expectRefused(asCaller(db(), anon, (c) => c.query('select * from public.concert_roles')), '42501');
  });

  it('refuses a role that is neither artist nor host', async () => {
    await expectRefused(addRole(admin('aal2'), await createConcert(db()), uidOf(staff()), 'conductor'), '23514');
  });
});

describe('greetings', () => {
  const db = useConnection();
  const send = (caller: Caller, session: string, text: string) =>
    asCaller(db(), caller, async (c) => (await c.query<Greeting>('select * from public.send_concert_greeting($1, $2)', [session, text])).rows[0] as Greeting, { commit: true });
  const decide = (caller: Caller, greeting: string, decision: string) =>
    asCaller(db(), caller, async (c) => (await c.query<Greeting>('select * from public.decide_concert_greeting($1, $2)', [greeting, decision])).rows[0] as Greeting, { commit: true });
  const seenBy = async (caller: Caller, concert: string) =>
    (await asCaller(db(), caller, (c) => c.query<{ message: string; status: string }>('select message, status from public.concert_greetings where concert_id = $1 order by created_at', [concert]))).rows;
  /** Moves a room's greetings back in time, instead of waiting. */
  const backdate = (session: string, seconds: number) =>
    db().query('update public.concert_greetings set created_at = created_at - make_interval(secs => $2) where session_id = $1', [session, seconds]);

  it("a facilitator's greeting waits for approval; the host approves it; the stage then hears it", async () => {
    const night = await openNight(db());
    const greeting = await send(night.room.facilitator, night.room.session, 'Greetings from De Linde, Utrecht!');
    expect(greeting).toMatchObject({ status: 'pending' });
    expect(await broadcastsOn(db(), stageTopic(night.concert), new Date(0))).toEqual([]);
    expect(await decide(night.host, greeting.id, 'approved')).toMatchObject({ id: greeting.id, status: 'approved' });
    expect(await seenBy(night.artist, night.concert)).toEqual([{ message: 'Greetings from De Linde, Utrecht!', status: 'approved' }]);
    expect(await broadcastsOn(db(), stageTopic(night.concert), new Date(0))).toEqual([
      { event: 'greeting', payload: { greeting: greeting.id, status: 'approved', message: 'Greetings from De Linde, Utrecht!' } },
    ]);
  });

  it('the artist and an admin may decide too; a rejected greeting reaches the stage without its text', async () => {
    const night = await openNight(db());
    const first = await send(night.room.facilitator, night.room.session, 'Hello from room one');
    await backdate(night.room.session, 120);
    const second = await send(night.room.facilitator, night.room.session, 'Hello again');
    expect(await decide(night.artist, first.id, 'rejected')).toMatchObject({ status: 'rejected' });
    expect(await decide(night.admin, second.id, 'approved')).toMatchObject({ status: 'approved' });
    expect((await broadcastsOn(db(), stageTopic(night.concert), new Date(0))).map((b) => b.payload)).toEqual([
      { greeting: first.id, status: 'rejected' },
      { greeting: second.id, status: 'approved', message: 'Hello again' },
    ]);
  });

  it('each decision is in the audit log with its moderator', async () => {
    const night = await openNight(db());
    const greeting = await send(night.room.facilitator, night.room.session, 'Greetings from Zonnehof');
    await decide(night.host, greeting.id, 'approved');
    await decide(night.admin, greeting.id, 'rejected');
    const { rows } = await db().query<{ actor: string; changes: unknown }>("select actor, changes from public.admin_audit_log where table_name = 'concert_greetings' and row_id = $1 order by id", [greeting.id]);
    expect(rows).toEqual([
      { actor: uidOf(night.host), changes: { status: { from: 'pending', to: 'approved' }, decided_at: expect.anything() } },
      { actor: uidOf(night.admin), changes: { status: { from: 'approved', to: 'rejected' }, decided_at: expect.anything() } },
    ]);
  });

  it('the sender sees their own greeting and its state; other rooms, headsets and strangers see none', async () => {
    const night = await openNight(db());
    const other = await openRoom(db(), night.concert);
    const greeting = await send(night.room.facilitator, night.room.session, 'Greetings from De Linde');
    expect(await seenBy(night.room.facilitator, night.concert)).toEqual([{ message: 'Greetings from De Linde', status: 'pending' }]);
    await decide(night.host, greeting.id, 'approved');
    expect(await seenBy(night.room.facilitator, night.concert)).toEqual([{ message: 'Greetings from De Linde', status: 'approved' }]);
    for (const caller of [other.facilitator, night.room.headsets[0] as Caller, staff(), admin('aal1')]) expect(await seenBy(caller, night.concert)).toEqual([]);
    await expectRefused(asCaller(db(), anon, (c) => c.query('select * from public.concert_greetings')), '42501');
  });

  it("another concert's host, a headset and the sender cannot decide", async () => {
    const night = await openNight(db());
    const elsewhere = await openNight(db());
    const greeting = await send(night.room.facilitator, night.room.session, 'Greetings from De Linde');
    for (const caller of [elsewhere.host, elsewhere.artist, night.room.headsets[0] as Caller, night.room.facilitator, admin('aal1'), anon]) {
      expect(await errorOf(decide(caller, greeting.id, 'approved'))).toMatchObject({ code: 'P0001', message: 'not_moderator' });
    }
    expect(await errorOf(decide(night.host, greeting.id, 'shown'))).toMatchObject({ code: '22023', message: 'invalid_decision' });
    expect(await seenBy(night.host, night.concert)).toEqual([{ message: 'Greetings from De Linde', status: 'pending' }]);
  });

  it('nobody writes the table directly', async () => {
    const night = await openNight(db());
    const greeting = await send(night.room.facilitator, night.room.session, 'Greetings from De Linde');
    for (const caller of [night.room.facilitator, night.host, night.admin]) {
      await expectRefused(asCaller(db(), caller, (c) => c.query("update public.concert_greetings set status = 'approved' where id = $1", [greeting.id])), '42501');
      await expectRefused(
        asCaller(db(), caller, (c) => c.query("insert into public.concert_greetings (concert_id, sent_by, message, status) values ($1, $2, 'Hi there', 'approved')", [night.concert, uidOf(caller)])),
        '42501',
      );
    }
  });

  it('only the leader of a live session of a scheduled concert sends', async () => {
    const night = await openNight(db());
    const refusedWith = async (caller: Caller, session: string, message: string) =>
      expect(await errorOf(send(caller, session, 'Greetings from somewhere'))).toMatchObject({ code: 'P0001', message });
    await refusedWith(night.room.headsets[0] as Caller, night.room.session, 'not_leader');
    await refusedWith(night.host, night.room.session, 'not_leader');
    await refusedWith(anon, night.room.session, 'not_leader');
    const noConcert = await openRoom(db(), null, 0);
    await refusedWith(noConcert.facilitator, noConcert.session, 'no_concert');
    const cancelled = await openNight(db());
    await db().query("update public.concerts set status = 'cancelled' where id = $1", [cancelled.concert]);
    await refusedWith(cancelled.room.facilitator, cancelled.room.session, 'no_concert');
    await db().query('update public.group_sessions set ended_at = now() where id = $1', [night.room.session]);
    await refusedWith(night.room.facilitator, night.room.session, 'session_ended');
    await expectRefused(send(serviceRole, night.room.session, 'Greetings'), '42501');
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['one character', 'H'],
    ['over 140 characters', 'x'.repeat(141)],
    ['on two lines', 'Greetings\nfrom us'],
    ['with a bidi override', 'Greetings \u202efrom us'],
  ])('refuses a greeting that is %s (23514)', async (_, text) => {
    const night = await openNight(db());
    await expectRefused(send(night.room.facilitator, night.room.session, text), '23514');
  });

  it('takes 140 characters, one greeting a minute per room and five in all', async () => {
    const night = await openNight(db());
    await send(night.room.facilitator, night.room.session, 'é'.repeat(140));
    expect(await errorOf(send(night.room.facilitator, night.room.session, 'Too soon'))).toMatchObject({ code: 'P0001', message: 'greeting_limit', detail: expect.stringMatching(/^(59|60)$/) });
    for (let n = 2; n <= 5; n += 1) {
      await backdate(night.room.session, 61);
      await send(night.room.facilitator, night.room.session, `Greeting number ${n}`);
    }
    await backdate(night.room.session, 61);
    expect(await errorOf(send(night.room.facilitator, night.room.session, 'A sixth'))).toMatchObject({ code: 'P0001', message: 'greeting_cap', detail: '5' });
    // Another room of the same concert has its own count.
    const other = await openRoom(db(), night.concert);
    await expect(send(other.facilitator, other.session, 'Greetings from next door')).resolves.toMatchObject({ status: 'pending' });
  });
});

describe('room applause', () => {
  const db = useConnection();
  const applaud = (caller: Caller, session: string, claps: number) =>
    asCaller(
      db(),
      caller,
      async (c) => (await c.query<{ accepted: number; retry_after: number | null }>('select * from public.send_room_applause($1, $2)', [session, claps])).rows[0],
      { commit: true },
    );
  /** Moves a room's accepted batches back in time, instead of waiting. */
  const backdate = (session: string, seconds: number) => db().query('update private.room_applause set sent_at = sent_at - make_interval(secs => $2) where session_id = $1', [session, seconds]);
  const claps = async (concert: string) => (await broadcastsOn(db(), stageTopic(concert), new Date(0))).map((b) => b.payload.claps);

  it("broadcasts a room's batch to the stage as one message with its count", async () => {
    const night = await openNight(db(), 3);
    expect(await applaud(night.room.facilitator, night.room.session, 5)).toEqual({ accepted: 5, retry_after: null });
    expect(await broadcastsOn(db(), stageTopic(night.concert), new Date(0))).toEqual([{ event: 'applause', payload: { claps: 5 } }]);
  });

  it('takes one batch per 4 seconds per room, answering when to try again', async () => {
    const night = await openNight(db(), 3);
    await applaud(night.room.facilitator, night.room.session, 2);
    expect(await applaud(night.room.facilitator, night.room.session, 2)).toEqual({ accepted: 0, retry_after: expect.any(Number) });
    await backdate(night.room.session, 4);
    expect(await applaud(night.room.facilitator, night.room.session, 2)).toEqual({ accepted: 2, retry_after: null });
    expect(await claps(night.concert)).toEqual([2, 2]);
  });

  it('keeps a room within 4 claps a minute per person in it (headsets and facilitator)', async () => {
    const night = await openNight(db(), 2);
    // 3 people: 12 a minute.
    expect(await applaud(night.room.facilitator, night.room.session, 1000)).toMatchObject({ accepted: 12 });
    await backdate(night.room.session, 10);
    expect(await applaud(night.room.facilitator, night.room.session, 5)).toEqual({ accepted: 0, retry_after: null });
    await backdate(night.room.session, 51);
    expect(await applaud(night.room.facilitator, night.room.session, 5)).toMatchObject({ accepted: 5 });
    expect(await claps(night.concert)).toEqual([12, 5]);
  });

  it('refuses a count outside 1..1000, a headset, another room and a room without the concert', async () => {
    const night = await openNight(db());
    for (const n of [0, -3, 1001]) expect(await errorOf(applaud(night.room.facilitator, night.room.session, n))).toMatchObject({ code: '22023', message: 'invalid_claps' });
    const other = await openRoom(db(), await createConcert(db(), { startsIn: '5 minutes' }));
    for (const caller of [night.room.headsets[0] as Caller, other.facilitator, night.host, headset()]) {
      expect(await errorOf(applaud(caller, night.room.session, 1))).toMatchObject({ code: 'P0001', message: 'not_leader' });
    }
    expect(await errorOf(applaud(anon, night.room.session, 1))).toMatchObject({ code: 'P0001', message: 'not_leader' });
    const noConcert = await openRoom(db(), null);
    expect(await errorOf(applaud(noConcert.facilitator, noConcert.session, 1))).toMatchObject({ code: 'P0001', message: 'no_concert' });
    expect(await claps(night.concert)).toEqual([]);
  });

  it('nobody but the function reads or writes the batches', async () => {
    const night = await openNight(db());
    for (const caller of [night.room.facilitator, night.admin]) {
      await expectRefused(asCaller(db(), caller, (c: pg.Client) => c.query('select * from private.room_applause')), '42501');
    }
  });
});
