// Row-level security and privileges, as Supabase's API applies them: anyone may send a form (its own
// columns only: the server sets id and created_at) but read none; only an admin (app_metadata.role, which
// only the service role can set) with a second factor (aal2) reads, and sets a submission's status
// (status.test.ts); nobody else changes or deletes anything through the API. Published concerts are public
// (an admin with aal2 may change one's per-address cap; the rest of the programme: programme.test.ts),
// reservations are not.
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, anon, asCaller, type Caller, createConcert, expectRefused, marker, signedIn, uniqueEmail, useConnection } from './db';
import { FORM_TABLES, insertRow, VALID_ROWS } from './rows';

const PERMISSION_DENIED = /permission denied for table/;
const RLS_REFUSED = /new row violates row-level security policy/;

const nonAdminReaders: [string, Caller][] = [
  ['a signed-in person without the admin role', signedIn({ aal: 'aal2' })],
  ['an admin without a second factor (aal1)', admin('aal1')],
  ['a person who set user_metadata.role = admin themselves (aal2)', signedIn({ aal: 'aal2', userMetadata: { role: 'admin' } })],
];
const writers: [string, Caller][] = [
  ['anon', anon],
  ['a signed-in person', signedIn()],
  ['an admin with aal2', admin('aal2')],
];

describe.each(FORM_TABLES)('%s', (table) => {
  const db = useConnection();
  const sent = marker(table);
  const sentFrom = uniqueEmail(table);
  const countByName = async (name: string) =>
    (await db().query<{ n: number }>(`select count(*)::int as n from public.${table} where name = $1`, [name])).rows[0]?.n;

  beforeAll(async () => {
    await asCaller(db(), anon, (c) => insertRow(c, table, { ...VALID_ROWS[table], name: sent, email: sentFrom }), { commit: true });
  });

  it('anon can send a row, and it is stored', async () => {
    expect(await countByName(sent)).toBe(1);
  });

  it('anon cannot read any row back', async () => {
    await expectRefused(
      asCaller(db(), anon, (c) => c.query(`select * from public.${table}`)),
      '42501',
      PERMISSION_DENIED,
    );
  });

  it('anon cannot read its own row back with insert … returning, and nothing is stored', async () => {
    const name = marker('returning');
    await expectRefused(
      asCaller(db(), anon, (c) => insertRow(c, table, { ...VALID_ROWS[table], name }, { returning: true }), { commit: true }),
      '42501',
    );
    expect(await countByName(name)).toBe(0);
  });

  it('a signed-in person can send a row but not read it back with returning', async () => {
    const person = signedIn();
    await asCaller(db(), person, (c) => insertRow(c, table, { ...VALID_ROWS[table] }));
    await expectRefused(
      asCaller(db(), person, (c) => insertRow(c, table, { ...VALID_ROWS[table] }, { returning: true })),
      '42501',
      RLS_REFUSED,
    );
  });

  it.each(nonAdminReaders)('%s reads nothing', async (_, caller) => {
    const { rows } = await asCaller(db(), caller, (c) => c.query(`select * from public.${table}`));
    expect(rows).toEqual([]);
    // Not an empty table: the rows are there, only hidden.
    expect(await countByName(sent)).toBe(1);
  });

  it('an admin with a second factor (aal2) reads the rows', async () => {
    const { rows } = await asCaller(db(), admin('aal2'), (c) => c.query<{ name: string; email: string }>(`select * from public.${table}`));
    expect(rows.map((row) => row.name)).toContain(sent);
    expect(rows.find((row) => row.name === sent)?.email).toBe(sentFrom);
  });

  describe.each(writers)('%s', (_, caller) => {
    it.each([
      ['id', { id: '00000000-0000-4000-8000-000000000001' }],
      ['created_at', { created_at: '9999-12-31T00:00:00Z' }],
      ['both', { id: '00000000-0000-4000-8000-000000000002', created_at: '2001-01-01T00:00:00Z' }],
    ])('cannot choose %s (the server sets it), and nothing is stored', async (_, chosen) => {
      const name = marker('chosen');
      await expectRefused(
        asCaller(db(), caller, (c) => insertRow(c, table, { ...VALID_ROWS[table], name, email: uniqueEmail(), ...chosen }), { commit: true }),
        '42501',
        PERMISSION_DENIED,
      );
      expect(await countByName(name)).toBe(0);
    });
  });

  it('the server sets id and created_at (now) on what a sender stores', async () => {
    const name = marker('server-set');
    await asCaller(db(), anon, (c) => insertRow(c, table, { ...VALID_ROWS[table], name, email: uniqueEmail() }), { commit: true });
    const { rows } = await db().query<{ id: string; recent: boolean }>(
      `select id, created_at between now() - interval '1 minute' and now() as recent from public.${table} where name = $1`,
      [name],
    );
    expect(rows).toEqual([{ id: expect.stringMatching(/^[0-9a-f-]{36}$/), recent: true }]);
  });

  describe.each(writers)('%s', (_, caller) => {
    it('cannot update, delete or truncate', async () => {
      const statements = [
        `update public.${table} set name = 'changed' where name = '${sent}'`,
        `delete from public.${table} where name = '${sent}'`,
        `truncate public.${table}`,
      ];
      for (const sql of statements) {
        await expectRefused(asCaller(db(), caller, (c) => c.query(sql), { commit: true }), '42501', PERMISSION_DENIED);
      }
      expect(await countByName(sent)).toBe(1);
    });
  });
});

describe('reservations', () => {
  const db = useConnection();
  const facility = marker('Reserving facility');
  let concert = '';

  beforeAll(async () => {
    concert = await createConcert(db());
    await asCaller(db(), anon, (c) => c.query('select private.reserve_spots($1, 2, $2, $3, $4)', [concert, facility, 'Ada', uniqueEmail()]), {
      commit: true,
    });
  });

  it('anon cannot read who reserved', async () => {
    await expectRefused(asCaller(db(), anon, (c) => c.query('select * from public.reservations')), '42501', PERMISSION_DENIED);
  });

  it.each(nonAdminReaders)('%s reads nothing', async (_, caller) => {
    const { rows } = await asCaller(db(), caller, (c) => c.query('select * from public.reservations'));
    expect(rows).toEqual([]);
  });

  it('an admin with aal2 reads them', async () => {
    const { rows } = await asCaller(db(), admin('aal2'), (c) =>
      c.query<{ facility: string; spots: number }>('select facility, spots from public.reservations where concert_id = $1', [concert]),
    );
    expect(rows).toEqual([{ facility, spots: 2 }]);
  });

  it.each(writers)('%s cannot insert, update or delete reservations directly', async (_, caller) => {
    const statements = [
      `insert into public.reservations (concert_id, facility, contact_name, contact_email, spots) values ('${concert}', 'Sneaky', 'Eve', 'eve@example.org', 1)`,
      `insert into public.reservations (id, created_at, concert_id, facility, contact_name, contact_email, spots)
         values (gen_random_uuid(), '9999-12-31', '${concert}', 'Sneaky', 'Eve', 'eve@example.org', 1)`,
      `update public.reservations set spots = 99 where concert_id = '${concert}'`,
      `delete from public.reservations where concert_id = '${concert}'`,
    ];
    for (const sql of statements) {
      await expectRefused(asCaller(db(), caller, (c) => c.query(sql), { commit: true }), '42501', PERMISSION_DENIED);
    }
    const { rows } = await db().query('select facility, spots from public.reservations where concert_id = $1', [concert]);
    expect(rows).toEqual([{ facility, spots: 2 }]);
  });
});

describe('concerts', () => {
  const db = useConnection();

  it('anyone reads the counts', async () => {
    const { rows } = await asCaller(db(), anon, (c) =>
      c.query("select id, registered, capacity from public.concerts where id in ('amsterdam-philharmonic', 'classical-strings', 'jazz-quartet') order by id"),
    );
    expect(rows).toEqual([
      { id: 'amsterdam-philharmonic', registered: 87, capacity: 100 },
      { id: 'classical-strings', registered: 62, capacity: 100 },
      { id: 'jazz-quartet', registered: 41, capacity: 100 },
    ]);
    const { rows: all } = await asCaller(db(), signedIn(), (c) => c.query('select id from public.concerts'));
    expect(all.length).toBeGreaterThanOrEqual(12);
  });

  // Who adds, changes and deletes concerts (admins with a second factor): programme.test.ts.
  it.each(writers)('%s cannot change the registered count (reserve_spots keeps it) or truncate', async (_, caller) => {
    const statements = ["update public.concerts set registered = 0 where id = 'amsterdam-philharmonic'", 'truncate public.concerts cascade'];
    for (const sql of statements) {
      await expectRefused(asCaller(db(), caller, (c) => c.query(sql), { commit: true }), '42501', PERMISSION_DENIED);
    }
    const { rows } = await db().query("select registered from public.concerts where id = 'amsterdam-philharmonic'");
    expect(rows).toEqual([{ registered: 87 }]);
  });

  describe('the per-address cap (max_spots_per_address)', () => {
    const capOf = async (concert: string) =>
      (await db().query<{ cap: number }>('select max_spots_per_address as cap from public.concerts where id = $1', [concert])).rows[0]?.cap;
    const setCap = (caller: Caller, concert: string, cap: number) =>
      asCaller(db(), caller, (c) => c.query('update public.concerts set max_spots_per_address = $2 where id = $1', [concert, cap]), { commit: true });

    it('an admin with a second factor (aal2) changes it', async () => {
      const concert = await createConcert(db());
      expect(await capOf(concert)).toBe(20);
      await expect(setCap(admin('aal2'), concert, 40)).resolves.toMatchObject({ rowCount: 1 });
      expect(await capOf(concert)).toBe(40);
    });

    it('must be at least 1', async () => {
      const concert = await createConcert(db());
      await expectRefused(setCap(admin('aal2'), concert, 0), '23514');
    });

    it('anon cannot change it', async () => {
      const concert = await createConcert(db());
      await expectRefused(setCap(anon, concert, 100), '42501', PERMISSION_DENIED);
      expect(await capOf(concert)).toBe(20);
    });

    it.each(nonAdminReaders)('%s changes nothing', async (_, caller) => {
      const concert = await createConcert(db());
      await expect(setCap(caller, concert, 100)).resolves.toMatchObject({ rowCount: 0 });
      expect(await capOf(concert)).toBe(20);
    });
  });
});
