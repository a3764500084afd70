// The four forms' submissions get a status (new, contacted, closed) that only admins with a second factor
// set; a booking may name the concert it was booked from, only a published one that has not started.
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, anon, asCaller, type Caller, createConcert, expectRefused, signedIn, uniqueEmail, useConnection } from './db';
import { FORM_TABLES, insertRow, VALID_ROWS } from './rows';

const PERMISSION_DENIED = /permission denied for table/;

describe.each(FORM_TABLES)('%s: status', (table) => {
  const db = useConnection();
  const email = uniqueEmail(table);
  let id = '';
  const statusOf = async () => (await db().query<{ status: string }>(`select status from public.${table} where id = $1`, [id])).rows[0]?.status;
  const setStatus = (caller: Caller, status: string) =>
    asCaller(db(), caller, (c) => c.query(`update public.${table} set status = $2 where id = $1`, [id, status]), { commit: true });

  beforeAll(async () => {
    await asCaller(db(), anon, (c) => insertRow(c, table, { ...VALID_ROWS[table], email }), { commit: true });
    id = (await db().query<{ id: string }>(`select id from public.${table} where email = $1`, [email])).rows[0]?.id ?? '';
  });

  it("starts as 'new'", async () => {
    expect(await statusOf()).toBe('new');
  });

  it('a sender cannot choose it', async () => {
    await expectRefused(
      asCaller(db(), anon, (c) => insertRow(c, table, { ...VALID_ROWS[table], email: uniqueEmail(), status: 'closed' })),
      '42501',
      PERMISSION_DENIED,
    );
  });

  it('an admin with a second factor sets contacted, then closed, then new again', async () => {
    for (const status of ['contacted', 'closed', 'new']) {
      await expect(setStatus(admin('aal2'), status)).resolves.toMatchObject({ rowCount: 1 });
      expect(await statusOf()).toBe(status);
    }
  });

  it.each(['open', 'Closed', '', 'contacted '])('a status of %j is refused (23514)', async (status) => {
    await expectRefused(setStatus(admin('aal2'), status), '23514');
    expect(await statusOf()).toBe('new');
  });

  it('anon cannot set it (no privilege)', async () => {
    await expectRefused(setStatus(anon, 'closed'), '42501', PERMISSION_DENIED);
    expect(await statusOf()).toBe('new');
  });

  it.each<[string, Caller]>([
    ['a signed-in person', signedIn({ aal: 'aal2' })],
    ['an admin without a second factor', admin('aal1')],
  ])('%s changes nothing', async (_, caller) => {
    await expect(setStatus(caller, 'closed')).resolves.toMatchObject({ rowCount: 0 });
    expect(await statusOf()).toBe('new');
  });

  it('an admin changes nothing else of the row', async () => {
    await expectRefused(
      asCaller(db(), admin('aal2'), (c) => c.query(`update public.${table} set status = 'closed', email = 'other@example.org' where id = $1`, [id])),
      '42501',
      PERMISSION_DENIED,
    );
  });
});

describe('bookings.concert_id', () => {
  const db = useConnection();
  const book = (concert: string | null, caller: Caller = anon) =>
    asCaller(db(), caller, (c) => insertRow(c, 'bookings', { ...VALID_ROWS.bookings, email: uniqueEmail('booking'), concert_id: concert }));

  it('names an upcoming published concert', async () => {
    const concert = await createConcert(db(), { startsInDays: 10 });
    await expect(book(concert)).resolves.toMatchObject({ rowCount: 1 });
    await expect(book(concert, signedIn())).resolves.toMatchObject({ rowCount: 1 });
  });

  it('may be left out', async () => {
    await expect(book(null)).resolves.toMatchObject({ rowCount: 1 });
  });

  it.each<[string, () => Promise<string>]>([
    ['a concert that started yesterday', () => createConcert(db(), { startsInDays: -1 })],
    ['a past concert of the sample programme', () => Promise.resolve('1')],
    ['an unpublished concert', () => createConcert(db(), { startsInDays: 10, published: false })],
    ['an unknown concert', () => Promise.resolve('no-such-concert')],
  ])("refuses %s: P0001 'concert_not_bookable'", async (_, concert) => {
    await expectRefused(book(await concert()), 'P0001', /^concert_not_bookable$/);
  });

  it('a concert that has started (a minute ago) is not bookable', async () => {
    const concert = await createConcert(db(), { startsInDays: 10 });
    await db().query("update public.concerts set starts_at = now() - interval '1 minute' where id = $1", [concert]);
    await expectRefused(book(concert), 'P0001', /^concert_not_bookable$/);
  });

  it('a deleted concert leaves its bookings, without the link', async () => {
    const concert = await createConcert(db(), { startsInDays: 10 });
    const email = uniqueEmail('kept');
    await asCaller(db(), anon, (c) => insertRow(c, 'bookings', { ...VALID_ROWS.bookings, email, concert_id: concert }), { commit: true });
    await db().query('delete from public.concerts where id = $1', [concert]);
    const { rows } = await db().query('select concert_id from public.bookings where email = $1', [email]);
    expect(rows).toEqual([{ concert_id: null }]);
  });
});
