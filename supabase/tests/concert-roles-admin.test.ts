// Naming a concert's artist and host from /admin (20261201000100_concert_role_admin.sql): an admin with a second
// factor names a role by the account's e-mail, lists the holders with their addresses and removes a role under
// the table's delete policy; the holder can then open the stage; everyone else is refused; the log has it all.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { admin, anon, asCaller, type Caller, createConcert, errorOf, expectRefused, serviceRole, signedIn, uniqueEmail, useConnection } from './db';
import { headset, staff, uidOf } from './concert-stage-fixtures';
import { ensureVerifiedStaff } from './session-facility';

interface Holder {
  id: string;
  role: string;
  email: string | null;
}

describe('naming a concert role by e-mail', () => {
  const db = useConnection();

  /** `caller`'s account in Auth's table (as Auth writes it on sign-up), under `email`. */
  const register = async (caller: Caller, email = String(caller.claims.email), options: { anonymous?: boolean; deleted?: boolean; unconfirmed?: boolean } = {}) => {
    await db().query('insert into auth.users (id, email, is_anonymous, deleted_at, email_confirmed_at) values ($1, $2, $3, $4, $5)', [
      uidOf(caller), email, options.anonymous ?? false, options.deleted ? new Date() : null, options.unconfirmed || options.anonymous ? null : new Date(),
    ]);
    return caller;
  };
  /** A staff account with an address of its own, registered. */
  const person = async () => {
    const email = uniqueEmail('host');
    const caller = staff();
    return register({ ...caller, claims: { ...caller.claims, email } }, email);
  };
  const name = (caller: Caller, concert: string, email: string, role = 'host') =>
    asCaller(db(), caller, async (c) => (await c.query<{ id: string }>('select public.name_concert_role($1, $2, $3) as id', [concert, email, role])).rows[0]?.id, { commit: true });
  const holders = (caller: Caller, concert: string) =>
    asCaller(db(), caller, async (c) => (await c.query<Holder>('select id, role, email from public.concert_role_holders($1)', [concert])).rows);
  const mayWatch = (caller: Caller, concert: string) =>
    asCaller(db(), caller, async (c) => (await c.query<{ ok: boolean }>('select private.may_watch_stage($1) as ok', [concert])).rows[0]?.ok);
  const rowsOf = async (concert: string) => (await db().query<{ role: string; user_id: string }>('select role, user_id from public.concert_roles where concert_id = $1 order by role', [concert])).rows;

  it('an admin names a host by e-mail (any case, spaces around it); the holder can then open the stage', async () => {
    const concert = await createConcert(db());
    const host = await person();
    expect(await mayWatch(host, concert)).toBe(false);
    const id = await name(admin('aal2'), concert, `  ${String(host.claims.email).toUpperCase()} `);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await rowsOf(concert)).toEqual([{ role: 'host', user_id: uidOf(host) }]);
    expect(await mayWatch(host, concert)).toBe(true);
    // Only this concert's stage.
    expect(await mayWatch(host, await createConcert(db()))).toBe(false);
  });

  it('naming again returns the same row and writes nothing new; one account may be artist and host', async () => {
    const concert = await createConcert(db());
    const artist = await person();
    const email = String(artist.claims.email);
    const first = await name(admin('aal2'), concert, email, 'artist');
    expect(await name(admin('aal2'), concert, email, 'artist')).toBe(first);
    const log = await db().query('select 1 from public.admin_audit_log where table_name = $1 and row_id = $2', ['concert_roles', first]);
    expect(log.rowCount).toBe(1);
    await name(admin('aal2'), concert, email, 'host');
    expect((await rowsOf(concert)).map((row) => row.role)).toEqual(['artist', 'host']);
  });

  it('lists the holders with their addresses to admins only, artists first', async () => {
    const concert = await createConcert(db());
    const [artist, host] = [await person(), await person()];
    await name(admin('aal2'), concert, String(host.claims.email), 'host');
    await name(admin('aal2'), concert, String(artist.claims.email), 'artist');
    const listed = await holders(admin('aal2'), concert);
    expect(listed.map(({ role, email }) => ({ role, email }))).toEqual([
      { role: 'artist', email: artist.claims.email },
      { role: 'host', email: host.claims.email },
    ]);
    for (const caller of [host, admin('aal1'), signedIn({ aal: 'aal2' }), anon]) {
      expect(await errorOf(holders(caller, concert))).toMatchObject({ code: 'P0001', message: 'not_admin' });
    }
    expect(await holders(admin('aal2'), await createConcert(db()))).toEqual([]);
  });

  it('a holder whose account was deleted is listed without an address', async () => {
    const concert = await createConcert(db());
    const gone = await person();
    await name(admin('aal2'), concert, String(gone.claims.email));
    await db().query('delete from auth.users where id = $1', [uidOf(gone)]);
    expect((await holders(admin('aal2'), concert)).map(({ email }) => email)).toEqual([null]);
  });

  it.each([
    ['anon', () => anon],
    ['a signed-in person', () => signedIn()],
    ['an admin without a second factor', () => admin('aal1')],
    ['a signed-in person with a second factor', () => signedIn({ aal: 'aal2' })],
  ])("%s is refused with 'not_admin', and nothing is written", async (_, who) => {
    const concert = await createConcert(db());
    const host = await person();
    expect(await errorOf(name(who(), concert, String(host.claims.email)))).toMatchObject({ code: 'P0001', message: 'not_admin' });
    expect(await rowsOf(concert)).toEqual([]);
  });

  it("a facility's staff member (a facilitator) is refused, even naming themselves", async () => {
    const concert = await createConcert(db());
    const member = await person();
    await ensureVerifiedStaff(db(), member, 'manager');
    expect(await errorOf(name(member, concert, String(member.claims.email)))).toMatchObject({ code: 'P0001', message: 'not_admin' });
    expect(await rowsOf(concert)).toEqual([]);
  });

  it('the service role has no way in through the API', async () => {
    await expectRefused(name(serviceRole, await createConcert(db()), uniqueEmail()), '42501');
  });

  it.each([
    ['an address no account has', async () => uniqueEmail('nobody'), 'no_account'],
    ['a deleted account’s address', async () => {
      const email = uniqueEmail('gone');
      await register(staff(), email, { deleted: true });
      return email;
    }, 'no_account'],
    ['an anonymous account’s address', async () => {
      const email = uniqueEmail('headset');
      await register(headset(), email, { anonymous: true });
      return email;
    }, 'anonymous_account'],
    ['an address never confirmed (whoever signed up with it first)', async () => {
      const email = uniqueEmail('early');
      await register(staff(), email, { unconfirmed: true });
      return email;
    }, 'unconfirmed_account'],
  ])("refuses %s with P0001 '%s'", async (_, address, message) => {
    const concert = await createConcert(db());
    expect(await errorOf(name(admin('aal2'), concert, await address()))).toMatchObject({ code: 'P0001', message });
    expect(await rowsOf(concert)).toEqual([]);
  });

  it("refuses an unknown concert with P0002 'unknown_concert' and a role that is neither artist nor host with 22023", async () => {
    const host = await person();
    expect(await errorOf(name(admin('aal2'), `no-such-${randomUUID().slice(0, 8)}`, String(host.claims.email)))).toMatchObject({ code: 'P0002', message: 'unknown_concert' });
    const concert = await createConcert(db());
    for (const role of ['conductor', 'Host', '']) {
      expect(await errorOf(name(admin('aal2'), concert, String(host.claims.email), role))).toMatchObject({ code: '22023', message: 'invalid_role' });
    }
  });

  it('an admin removes a role (the delete policy); the holder can no longer open the stage; the log has both', async () => {
    const concert = await createConcert(db());
    const host = await person();
    const id = await name(admin('aal2'), concert, String(host.claims.email));
    // Others' deletes touch nothing.
    for (const caller of [host, admin('aal1')]) {
      const { rowCount } = await asCaller(db(), caller, (c) => c.query('delete from public.concert_roles where id = $1', [id]), { commit: true });
      expect(rowCount).toBe(0);
    }
    const removed = await asCaller(db(), admin('aal2'), (c) => c.query('delete from public.concert_roles where id = $1 returning id', [id]), { commit: true });
    expect(removed.rows).toEqual([{ id }]);
    expect(await mayWatch(host, concert)).toBe(false);
    expect(await holders(admin('aal2'), concert)).toEqual([]);
    const log = await db().query<{ action: string; actor: string | null; actor_email: string | null }>(
      "select action, actor, actor_email from public.admin_audit_log where table_name = 'concert_roles' and row_id = $1 order by id",
      [id],
    );
    expect(log.rows.map((row) => row.action)).toEqual(['insert', 'delete']);
    expect(log.rows.every((row) => row.actor !== null && row.actor_email !== null)).toBe(true);
  });
});
