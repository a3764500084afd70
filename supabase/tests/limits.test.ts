// The database-side write limits (private.write_limits): at most 5 rows per e-mail address per table per
// hour, reservations included (through reserve_spots), and a ceiling per form table per minute. Over a
// limit: P0001 'rate_limited', nothing stored. Holds under a race; other addresses neither count nor wait.
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { anon, asCaller, type Caller, connect, createConcert, errorOf, expectRefused, signedIn, uniqueEmail, useConnection } from './db';
import { FORM_TABLES, insertRow, type FormTable, VALID_ROWS } from './rows';

const PER_ADDRESS_PER_HOUR = 5;
const RATE_LIMITED = /^rate_limited$/;

const send = (db: pg.Client, table: FormTable, email: string) => insertRow(db, table, { ...VALID_ROWS[table], email });
const sent = async (db: pg.Client, table: string, email: string) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from public.${table} where email = $1`, [email])).rows[0]?.n;
/** Rows from `email` dated `minutesAgo` back, sent as the superuser (who may set created_at) in the caller's transaction. */
const backdated = (table: FormTable, email: string, count: number, minutesAgo: number) => async (db: pg.Client) => {
  const createdAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  for (let row = 0; row < count; row++) await insertRow(db, table, { ...VALID_ROWS[table], email, created_at: createdAt });
};

describe.each(FORM_TABLES)('%s', (table) => {
  const db = useConnection();
  const sendAs = (caller: Caller, email: string) => asCaller(db(), caller, (c) => send(c, table, email), { commit: true });

  it(`takes ${PER_ADDRESS_PER_HOUR} rows from one address in an hour, then refuses with P0001 'rate_limited'`, async () => {
    const email = uniqueEmail();
    for (let attempt = 1; attempt <= PER_ADDRESS_PER_HOUR; attempt++) await sendAs(attempt % 2 ? anon : signedIn(), email);
    expect(await errorOf(sendAs(anon, email))).toMatchObject({ code: 'P0001', message: 'rate_limited' });
    await expectRefused(sendAs(signedIn(), email), 'P0001', RATE_LIMITED);
    expect(await sent(db(), table, email)).toBe(PER_ADDRESS_PER_HOUR);
    // Another address is not affected.
    await expect(sendAs(anon, uniqueEmail())).resolves.toMatchObject({ rowCount: 1 });
  });

  it('counts the past hour only', async () => {
    const email = uniqueEmail();
    const fiveAnHourAgo = backdated(table, email, PER_ADDRESS_PER_HOUR, 61);
    await asCaller(db(), anon, (c) => send(c, table, email), { prepare: fiveAnHourAgo });
    const fiveInTheHour = backdated(table, email, PER_ADDRESS_PER_HOUR, 59);
    await expectRefused(asCaller(db(), anon, (c) => send(c, table, email), { prepare: fiveInTheHour }), 'P0001', RATE_LIMITED);
  });

  it('the INSERT policy holds the same per-address rule on its own (trigger off)', async () => {
    const email = uniqueEmail();
    // Replica mode skips ordinary triggers; row-level security still applies.
    const withoutTrigger = async (c: pg.Client) => {
      await c.query("set local session_replication_role = 'replica'");
      await backdated(table, email, PER_ADDRESS_PER_HOUR, 1)(c);
    };
    await expectRefused(asCaller(db(), anon, (c) => send(c, table, email), { prepare: withoutTrigger }), '42501', /row-level security/);
  });

  it('follows private.write_limits, where an admin changes the limit', async () => {
    const email = uniqueEmail();
    const lowered = (c: pg.Client) => c.query("update private.write_limits set per_address_per_hour = 2 where form = $1", [table]);
    await expectRefused(
      asCaller(db(), anon, async (c) => {
        await send(c, table, email);
        await send(c, table, email);
        return send(c, table, email);
      }, { prepare: lowered }),
      'P0001',
      RATE_LIMITED,
    );
  });

  it('refuses past the ceiling per minute, counting anyone’s rows of the past minute only', async () => {
    // The table locked against other test files' sends for this transaction, so the count is exact.
    let ceiling = 0;
    const ceilingTwoAboveNow = async (c: pg.Client) => {
      await c.query(`lock table public.${table} in exclusive mode`);
      await backdated(table, uniqueEmail(), 3, 2)(c);
      const { rows } = await c.query<{ n: number }>(`select count(*)::int as n from public.${table} where created_at > now() - interval '1 minute'`);
      ceiling = (rows[0]?.n ?? 0) + 2;
      await c.query('update private.write_limits set per_minute = $2 where form = $1', [table, ceiling]);
    };
    let stored = 0;
    const error = await errorOf(
      asCaller(
        db(),
        anon,
        async (c) => {
          for (; stored < 3; stored++) await send(c, table, uniqueEmail());
        },
        { prepare: ceilingTwoAboveNow },
      ),
    );
    expect(stored).toBe(2);
    expect(ceiling).toBeGreaterThanOrEqual(2);
    expect(error).toMatchObject({ code: 'P0001', message: 'rate_limited' });
  });
});

describe('a race of one address', () => {
  const db = useConnection();

  it('20 connections sending at once from one address store exactly 5', async () => {
    const email = uniqueEmail('racer');
    const clients = await Promise.all(Array.from({ length: 20 }, () => connect()));
    try {
      const outcomes = await Promise.all(
        clients.map((client) =>
          asCaller(client, anon, (c) => send(c, 'waitlist_signups', email), { commit: true }).then(
            () => 'stored',
            (error: { message?: string }) => error.message ?? 'failed',
          ),
        ),
      );
      expect(outcomes.filter((outcome) => outcome === 'stored')).toHaveLength(PER_ADDRESS_PER_HOUR);
      expect(new Set(outcomes.filter((outcome) => outcome !== 'stored'))).toEqual(new Set(['rate_limited']));
      expect(await sent(db(), 'waitlist_signups', email)).toBe(PER_ADDRESS_PER_HOUR);
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  });

  it('does not make another address wait', async () => {
    const holder = await connect();
    try {
      const email = uniqueEmail('holder');
      await holder.query('begin');
      await holder.query("select set_config('role', 'anon', true)");
      await send(holder, 'contact_messages', email); // holds this address's lock until rollback
      const other = asCaller(db(), anon, async (c) => {
        await c.query("set local statement_timeout = '2s'");
        return send(c, 'contact_messages', uniqueEmail());
      });
      await expect(other).resolves.toMatchObject({ rowCount: 1 });
      const same = asCaller(db(), anon, async (c) => {
        await c.query("set local statement_timeout = '300ms'");
        return send(c, 'contact_messages', email);
      });
      await expectRefused(same, '57014'); // the same address waits for the first send to finish
      await holder.query('rollback');
    } finally {
      await holder.end();
    }
  });
});

describe('reservations (through reserve_spots)', () => {
  const db = useConnection();
  const reserve = (concert: string, email: string) =>
    asCaller(db(), anon, (c) => c.query("select public.reserve_spots($1, 1, 'Care Home', 'Ada', $2)", [concert, email]), { commit: true });

  it(`takes ${PER_ADDRESS_PER_HOUR} reservations from one address in an hour, at any concerts, then refuses with 'rate_limited'`, async () => {
    const email = uniqueEmail();
    const concerts = await Promise.all(Array.from({ length: PER_ADDRESS_PER_HOUR + 1 }, () => createConcert(db())));
    for (const concert of concerts.slice(0, PER_ADDRESS_PER_HOUR)) await reserve(concert, email);
    const last = concerts[PER_ADDRESS_PER_HOUR] ?? '';
    expect(await errorOf(reserve(last, email))).toMatchObject({ code: 'P0001', message: 'rate_limited' });
    const { rows } = await db().query('select registered from public.concerts where id = $1', [last]);
    expect(rows).toEqual([{ registered: 0 }]);
    await expect(reserve(last, uniqueEmail())).resolves.toMatchObject({ rowCount: 1 });
  });
});
