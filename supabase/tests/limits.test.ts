// The database-side write limits (private.write_limits): at most 5 rows per e-mail address per table per
// hour, reservations included (through reserve_spots); per form table per minute, 5 rows from one source
// (the client address Supabase's edge passes on in cf-connecting-ip; an IPv6 /48), 20 from requests without
// a usable address together, and a ceiling of 60 from anyone. Over a limit: P0001 'rate_limited', nothing
// stored. Holds under a race (and floods.test.ts floods it from 100 connections).
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { anon, asCaller, type Caller, connect, createConcert, errorOf, expectRefused, serviceRole, signedIn, uniqueEmail, uniqueSource, useConnection } from './db';
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

  it('makes a send to the same form wait while another is open (so the ceilings count it), then lets it through', async () => {
    const holder = await connect();
    try {
      await holder.query('begin');
      await holder.query("select set_config('role', 'anon', true), set_config('request.jwt.claims', $1, true)", [JSON.stringify(anon.claims)]);
      await send(holder, 'contact_messages', uniqueEmail('holder')); // holds the table's count until it ends
      const other = asCaller(db(), anon, async (c) => {
        await c.query("set local statement_timeout = '300ms'");
        return send(c, 'contact_messages', uniqueEmail());
      });
      await expectRefused(other, '57014');
      const waiting = asCaller(db(), anon, (c) => send(c, 'contact_messages', uniqueEmail()));
      await holder.query('rollback');
      await expect(waiting).resolves.toMatchObject({ rowCount: 1 });
    } finally {
      await holder.end();
    }
  });

  it('does not make a reservation from another address wait (no ceiling there: capacity bounds it)', async () => {
    const holder = await connect();
    try {
      const [first, second] = [await createConcert(db()), await createConcert(db())];
      await holder.query('begin');
      await holder.query("select set_config('role', 'anon', true)");
      await holder.query("select private.reserve_spots($1, 1, 'Care Home', 'Ada', $2)", [first, uniqueEmail('holder')]);
      const other = asCaller(db(), anon, async (c) => {
        await c.query("set local statement_timeout = '2s'");
        return c.query("select private.reserve_spots($1, 1, 'Care Home', 'Ada', $2)", [second, uniqueEmail()]);
      });
      await expect(other).resolves.toMatchObject({ rowCount: 1 });
      await holder.query('rollback');
    } finally {
      await holder.end();
    }
  });
});

describe('reservations (through reserve_spots)', () => {
  const db = useConnection();
  const reserve = (concert: string, email: string) =>
    asCaller(db(), anon, (c) => c.query("select private.reserve_spots($1, 1, 'Care Home', 'Ada', $2)", [concert, email]), { commit: true });

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

describe.each(FORM_TABLES)('%s: per source', (table) => {
  const db = useConnection();
  const PER_SOURCE = 5;
  type Headers = Record<string, string>;
  const from = (source: string): Headers => ({ 'cf-connecting-ip': source });
  const times = (count: number, headers: Headers | (() => Headers)) => Array.from({ length: count }, () => (typeof headers === 'function' ? headers() : headers));
  const stored = (count: number) => Array.from({ length: count }, () => 'stored');
  const firstRefused = (count: number) => [...stored(count), 'rate_limited'];

  /** Each request in turn, in one transaction (rolled back: nothing stays): 'stored' or the error's message. */
  const outcomes = (requests: Headers[], { caller = anon, prepare }: { caller?: Caller; prepare?: (c: pg.Client) => Promise<unknown> } = {}) =>
    asCaller(
      db(),
      caller,
      async (c) => {
        const results: string[] = [];
        for (const headers of requests) {
          await c.query('savepoint send');
          await c.query("select set_config('request.headers', $1, true)", [JSON.stringify(headers)]);
          results.push(
            await send(c, table, uniqueEmail()).then(
              async () => (await c.query('release savepoint send'), 'stored'),
              async (error: Error) => (await c.query('rollback to savepoint send'), error.message),
            ),
          );
        }
        return results;
      },
      { prepare },
    );

  it(`takes ${PER_SOURCE} sends a minute from one source, then refuses with 'rate_limited'; another source is not affected`, async () => {
    const source = uniqueSource();
    expect(await outcomes([...times(PER_SOURCE + 1, from(source)), from(uniqueSource())])).toEqual([...firstRefused(PER_SOURCE), 'stored']);
  });

  it('counts the client address Supabase’s edge sets, not the x-forwarded-for or x-real-ip a client can forge', async () => {
    const source = uniqueSource();
    const forged = () => ({ ...from(source), 'x-forwarded-for': `${uniqueSource()}, ${source}`, 'x-real-ip': uniqueSource() });
    expect(await outcomes(times(PER_SOURCE + 1, forged))).toEqual(firstRefused(PER_SOURCE));
    const sameForgery = () => ({ ...from(uniqueSource()), 'x-forwarded-for': '192.0.2.1', 'x-real-ip': '192.0.2.1' });
    expect(await outcomes(times(PER_SOURCE + 1, sameForgery))).toEqual(stored(PER_SOURCE + 1));
  });

  it('counts an IPv6 /48 as one source, whichever of its addresses sends', async () => {
    const prefix = `2001:db8:${uniqueSource().split('.')[3]}`;
    const addresses = Array.from({ length: PER_SOURCE + 1 }, (_, n) => from(`${prefix}:${n}::${n + 1}`));
    expect(await outcomes([...addresses, from(`${prefix}:ffff:ffff:ffff:ffff:ffff`), from('2001:db8:ffff::1')])).toEqual([...firstRefused(PER_SOURCE), 'rate_limited', 'stored']);
  });

  it('puts requests without a usable address into one bucket of their own', async () => {
    const lowered = (c: pg.Client) => c.query('update private.write_limits set unknown_source_per_minute = 3 where form = $1', [table]);
    const unusable = [{}, from(''), from('not an address'), from('203.0.113.7, 198.51.100.1'), from('10.0.0.0/8'), { 'x-forwarded-for': '203.0.113.9' }];
    expect(await outcomes([...unusable, from(uniqueSource())], { prepare: lowered })).toEqual([...firstRefused(3), 'rate_limited', 'rate_limited', 'stored']);
  });

  it('counts the past minute only, and keeps no address longer', async () => {
    const source = uniqueSource();
    const sentAgo = (seconds: number) => (c: pg.Client) =>
      c.query(`insert into private.write_sources (form, source, sent_at) select $1, $2, now() - make_interval(secs => $3) from generate_series(1, $4)`, [table, source, seconds, PER_SOURCE]);
    expect(await outcomes([from(source)], { prepare: sentAgo(59) })).toEqual(['rate_limited']);
    const keptAfterASend = async (c: pg.Client) => {
      await send(c, table, uniqueEmail());
      await c.query('reset role'); // the superuser again: only the trigger reads the sources
      return (await c.query<{ n: number }>('select count(*)::int as n from private.write_sources where source = $1', [source])).rows[0]?.n;
    };
    const afterAMinute = await asCaller(db(), anon, keptAfterASend, { prepare: sentAgo(61), headers: from(source) });
    expect(afterAMinute).toBe(1); // the new send's; the five older ones were deleted
  });

  it('follows private.write_limits and private.client_address_source', async () => {
    const source = uniqueSource();
    const lowered = (c: pg.Client) => c.query('update private.write_limits set per_source_per_minute = 2 where form = $1', [table]);
    expect(await outcomes(times(3, from(source)), { prepare: lowered })).toEqual(firstRefused(2));
    const none = (c: pg.Client) => c.query('update private.write_limits set per_source_per_minute = null where form = $1', [table]);
    expect(await outcomes(times(PER_SOURCE + 2, from(source)), { prepare: none })).toEqual(stored(PER_SOURCE + 2));
    const realIp = (c: pg.Client) => c.query("update private.client_address_source set header = 'x-real-ip'");
    expect(await outcomes(times(PER_SOURCE + 1, () => ({ ...from(uniqueSource()), 'x-real-ip': source })), { prepare: realIp })).toEqual(firstRefused(PER_SOURCE));
  });

  it('does not count the service role’s sends per source (an Edge Function sends for everyone from one address)', async () => {
    const source = uniqueSource();
    expect(await outcomes(times(PER_SOURCE + 2, from(source)), { caller: serviceRole })).toEqual(stored(PER_SOURCE + 2));
  });
});
