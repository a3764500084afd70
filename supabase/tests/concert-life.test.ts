// A concert's life (supabase/migrations/20261127000300_concert_life.sql): its live stream, when its doors open
// and whether it takes place. The public reads them with the concert; only an admin with a second factor
// writes them; a cancelled or postponed concert takes no reservations, however they are inserted.
import { describe, expect, it } from 'vitest';
import { admin, anon, asCaller, createConcert, expectRefused, signedIn, uniqueEmail, useConnection } from './db';
import { concertRow, insertProgrammeRow, storedRow, updateProgrammeRow } from './programme-rows';
import { insertRow, VALID_ROWS } from './rows';

const CHECK_VIOLATION = '23514';

describe("a concert's life columns", () => {
  const db = useConnection();

  it('a new concert is scheduled, opens its doors 15 minutes early and has no live stream yet', async () => {
    const row = concertRow();
    await insertProgrammeRow(db(), 'concerts', row);
    expect(await storedRow(db(), 'concerts', String(row.id))).toMatchObject({ status: 'scheduled', doors_open_minutes: 15, live_stream_url: null });
  });

  it.each([
    ['status', 'moved'],
    ['status', 'Cancelled'],
    ['doors_open_minutes', -1],
    ['doors_open_minutes', 121],
    ['live_stream_url', 'http://live.example/late/master.m3u8'],
    ['live_stream_url', 'https://live.example/late/index.mpd'],
    ['live_stream_url', '//live.example/late/master.m3u8'],
    ['live_stream_url', 'https://user@live.example/late/master.m3u8'],
  ])('refuses %s = %s', async (column, value) => {
    await expectRefused(insertProgrammeRow(db(), 'concerts', concertRow({ [column]: value })), CHECK_VIOLATION);
  });

  it.each([
    ['status', 'cancelled'],
    ['status', 'postponed'],
    ['doors_open_minutes', 0],
    ['doors_open_minutes', 120],
    ['live_stream_url', 'https://stream.mux.com/abc123.m3u8'],
    ['live_stream_url', '/live/demo/master.m3u8'],
  ])('keeps %s = %s', async (column, value) => {
    const row = concertRow({ [column]: value });
    await insertProgrammeRow(db(), 'concerts', row);
    expect((await storedRow(db(), 'concerts', String(row.id)))?.[column]).toBe(value);
  });

  it('the public reads them with a published concert', async () => {
    const row = concertRow({ status: 'postponed', doors_open_minutes: 30, live_stream_url: '/live/demo/master.m3u8' });
    await insertProgrammeRow(db(), 'concerts', row);
    const { rows } = await asCaller(db(), anon, (c) => c.query('select status, doors_open_minutes, live_stream_url from public.concerts where id = $1', [row.id]));
    expect(rows).toEqual([{ status: 'postponed', doors_open_minutes: 30, live_stream_url: '/live/demo/master.m3u8' }]);
  });

  it.each([
    ['a signed-in person with a second factor', signedIn({ aal: 'aal2' })],
    ['an admin without a second factor', admin('aal1')],
  ])('%s changes none of them', async (_, caller) => {
    const row = concertRow();
    await insertProgrammeRow(db(), 'concerts', row);
    for (const [column, value] of [['status', 'cancelled'], ['doors_open_minutes', 60], ['live_stream_url', '/live/x/master.m3u8']] as const) {
      await expect(asCaller(db(), caller, (c) => updateProgrammeRow(c, 'concerts', String(row.id), column, value), { commit: true })).resolves.toMatchObject({ rowCount: 0 });
    }
    expect(await storedRow(db(), 'concerts', String(row.id))).toMatchObject({ status: 'scheduled', doors_open_minutes: 15, live_stream_url: null });
  });

  it('an admin with a second factor cancels, postpones, sets the doors and the live stream', async () => {
    const row = concertRow();
    await insertProgrammeRow(db(), 'concerts', row);
    const id = String(row.id);
    for (const [column, value] of [['status', 'cancelled'], ['status', 'postponed'], ['doors_open_minutes', 45], ['live_stream_url', 'https://live.example/a/master.m3u8']] as const) {
      await expect(asCaller(db(), admin('aal2'), (c) => updateProgrammeRow(c, 'concerts', id, column, value), { commit: true })).resolves.toMatchObject({ rowCount: 1 });
      expect((await storedRow(db(), 'concerts', id))?.[column]).toBe(value);
    }
  });
});

describe('a cancelled or postponed concert takes no reservations', () => {
  const db = useConnection();
  const reserve = (concert: string) =>
    asCaller(db(), anon, (c) => c.query("select private.reserve_spots($1, 2, 'Care Home', 'Ada', $2) as registered", [concert, uniqueEmail()]));

  it.each(['cancelled', 'postponed'])("reserve_spots answers 'concert_%s' (P0001), and nothing is counted", async (status) => {
    const concert = await createConcert(db(), { registered: 5 });
    await db().query('update public.concerts set status = $2 where id = $1', [concert, status]);
    await expectRefused(reserve(concert), 'P0001', new RegExp(`^concert_${status}$`));
    const { rows } = await db().query('select registered, (select count(*)::int from public.reservations r where r.concert_id = c.id) as reservations from public.concerts c where id = $1', [concert]);
    expect(rows).toEqual([{ registered: 5, reservations: 0 }]);
  });

  it('takes them again once it is scheduled again', async () => {
    const concert = await createConcert(db());
    await db().query("update public.concerts set status = 'postponed' where id = $1", [concert]);
    await expectRefused(reserve(concert), 'P0001', /^concert_postponed$/);
    await db().query("update public.concerts set status = 'scheduled' where id = $1", [concert]);
    await expect(reserve(concert)).resolves.toMatchObject({ rows: [{ registered: 2 }] });
  });

  it('refuses a reservation inserted by any other way too (the rule is on the table, not in one function)', async () => {
    const concert = await createConcert(db());
    await db().query("update public.concerts set status = 'cancelled' where id = $1", [concert]);
    await expectRefused(
      db().query("insert into public.reservations (concert_id, facility, contact_name, contact_email, spots) values ($1, 'Care Home', 'Ada', $2, 1)", [concert, uniqueEmail()]),
      'P0001',
      /^concert_cancelled$/,
    );
  });
});

describe('a booking request names only a concert that still takes them', () => {
  const db = useConnection();

  it.each(['cancelled', 'postponed'])("refuses a %s concert ('concert_not_bookable'), as one that has started", async (status) => {
    const concert = await createConcert(db());
    await db().query('update public.concerts set status = $2 where id = $1', [concert, status]);
    await expectRefused(
      insertRow(db(), 'bookings', { ...VALID_ROWS.bookings, email: uniqueEmail(), concert_id: concert }),
      'P0001',
      /^concert_not_bookable$/,
    );
    await db().query("update public.concerts set status = 'scheduled' where id = $1", [concert]);
    await expect(insertRow(db(), 'bookings', { ...VALID_ROWS.bookings, email: uniqueEmail(), concert_id: concert })).resolves.toMatchObject({ rowCount: 1 });
  });
});

describe('the refusal names the status before the counts', () => {
  const db = useConnection();

  it("a cancelled concert that is full answers 'concert_cancelled', not 'not_enough_spots'", async () => {
    const concert = await createConcert(db(), { capacity: 10, registered: 10 });
    await db().query("update public.concerts set status = 'cancelled' where id = $1", [concert]);
    await expectRefused(
      asCaller(db(), anon, (c) => c.query("select private.reserve_spots($1, 1, 'Care Home', 'Ada', $2)", [concert, uniqueEmail()])),
      'P0001',
      /^concert_cancelled$/,
    );
  });

  it('a booking request moved to a postponed concert is refused as one sent to it', async () => {
    const open = await createConcert(db());
    const postponed = await createConcert(db());
    await db().query("update public.concerts set status = 'postponed' where id = $1", [postponed]);
    const { rows } = await insertRow(db(), 'bookings', { ...VALID_ROWS.bookings, email: uniqueEmail(), concert_id: open }, { returning: true });
    const id = (rows[0] as { id: string }).id;
    await expectRefused(db().query('update public.bookings set concert_id = $2 where id = $1', [id, postponed]), 'P0001', /^concert_not_bookable$/);
  });
});
