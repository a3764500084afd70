// Floods of the public forms under a real race, on a database of their own (the ceilings count every row of
// a table, so other test files' sends must not share them): 100 connections, each in its own transaction
// per send as anon, released together by a barrier, send 3 rows each (300 sends). One source never stores
// more than its share, so a genuine sender from elsewhere still gets through; many sources never store more
// than the table's ceiling; requests without a usable address never more than their own bucket.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type CreatedDatabase } from '../../scripts/db/schema.mjs';
import { anon, asCaller, connect, uniqueEmail } from './db';
import { insertRow, type FormTable, VALID_ROWS } from './rows';
import { barrier } from './barrier';

const CONNECTIONS = 100;
const SENDS_EACH = 3;
const LIMITS = { per_minute: 60, per_source_per_minute: 5, unknown_source_per_minute: 20 };

interface FloodResult {
  stored: number;
  refusals: string[];
}

describe(`floods of ${CONNECTIONS * SENDS_EACH} sends from ${CONNECTIONS} connections at once`, () => {
  let database: CreatedDatabase | undefined;
  let db: pg.Client | undefined;
  const client = () => {
    if (!db) throw new Error('the floods database is not ready');
    return db;
  };

  beforeAll(async () => {
    database = await createDatabase(inject('serverUrl'), { purpose: 'floods', seed: false });
    db = await connect(database.url);
    await client().query(
      "update private.write_limits set per_minute = $1, per_source_per_minute = $2, unknown_source_per_minute = $3 where form <> 'reservations'",
      [LIMITS.per_minute, LIMITS.per_source_per_minute, LIMITS.unknown_source_per_minute],
    );
  });

  afterAll(async () => {
    await db?.end();
    await database?.drop();
  });

  /** Sends from every connection at once; `headersFor(connection, send)` is each request's headers (PostgREST's request.headers). */
  async function flood(table: FormTable, headersFor: (connection: number, send: number) => Record<string, string>): Promise<FloodResult> {
    const clients = await Promise.all(Array.from({ length: CONNECTIONS }, () => connect(database?.url)));
    const ready = barrier(CONNECTIONS);
    const refusals: string[] = [];
    let stored = 0;
    try {
      await Promise.all(
        clients.map(async (connection, index) => {
          for (let send = 0; send < SENDS_EACH; send++) {
            const row = { ...VALID_ROWS[table], email: uniqueEmail(`flood${index}`) };
            await asCaller(
              connection,
              anon,
              async (c) => {
                if (send === 0) await ready(); // every first transaction is open, as anon, before anyone sends
                return insertRow(c, table, row);
              },
              { commit: true, headers: headersFor(index, send) },
            ).then(
              () => (stored += 1),
              (error: Error) => refusals.push(error.message),
            );
          }
        }),
      );
      return { stored, refusals };
    } finally {
      await Promise.all(clients.map((connection) => connection.end()));
    }
  }

  /** Rows in the table, and how far apart in time: all within one minute, so every send counted all earlier ones. */
  async function rowsOf(table: FormTable) {
    const { rows } = await client().query<{ n: number; span: number }>(
      `select count(*)::int as n, coalesce(extract(epoch from max(created_at) - min(created_at)), 0)::float as span from public.${table}`,
    );
    const result = rows[0] ?? { n: 0, span: 0 };
    expect(result.span, 'the flood took more than a minute: its windows overlap').toBeLessThan(55);
    return result.n;
  }

  const genuine = (table: FormTable, source: string) =>
    asCaller(client(), anon, (c) => insertRow(c, table, { ...VALID_ROWS[table], email: uniqueEmail('genuine') }), {
      commit: true,
      headers: { 'cf-connecting-ip': source },
    });

  it('one source flooding (forging x-forwarded-for and x-real-ip) stores its 5; a genuine sender from another source gets through', async () => {
    const forged = (index: number, send: number) => `192.0.2.${(index * SENDS_EACH + send) % 250}`;
    const result = await flood('contact_messages', (index, send) => ({
      'cf-connecting-ip': '203.0.113.7',
      'x-forwarded-for': `${forged(index, send)}, 203.0.113.7`,
      'x-real-ip': forged(index, send),
    }));
    expect(result.stored).toBe(LIMITS.per_source_per_minute);
    expect(new Set(result.refusals)).toEqual(new Set(['rate_limited']));
    await expect(genuine('contact_messages', '198.51.100.23')).resolves.toMatchObject({ rowCount: 1 });
    expect(await rowsOf('contact_messages')).toBe(LIMITS.per_source_per_minute + 1);
  });

  it('ten sources flooding at once store exactly 5 each', async () => {
    const sourceOf = (index: number) => `203.0.113.${100 + (index % 10)}`;
    const result = await flood('bookings', (index) => ({ 'cf-connecting-ip': sourceOf(index) }));
    expect(result.stored).toBe(10 * LIMITS.per_source_per_minute);
    expect(new Set(result.refusals)).toEqual(new Set(['rate_limited']));
    expect(await rowsOf('bookings')).toBe(10 * LIMITS.per_source_per_minute);
  });

  it(`${CONNECTIONS * SENDS_EACH} sources flooding at once never store more than the ceiling of ${LIMITS.per_minute}`, async () => {
    const result = await flood('waitlist_signups', (index, send) => ({ 'cf-connecting-ip': `10.${index}.${send}.1` }));
    expect(result.stored).toBe(LIMITS.per_minute);
    expect(new Set(result.refusals)).toEqual(new Set(['rate_limited']));
    expect(await rowsOf('waitlist_signups')).toBe(LIMITS.per_minute);
  });

  it(`requests without a usable address share one bucket of ${LIMITS.unknown_source_per_minute}; an identified sender still gets through`, async () => {
    const unusable = ['', 'unknown', '203.0.113.7, 198.51.100.1', '10.0.0.0/8'];
    const headersFor = (index: number, send: number): Record<string, string> =>
      index % 2 ? {} : { 'cf-connecting-ip': unusable[(index + send) % unusable.length] ?? '' };
    const result = await flood('pilot_requests', headersFor);
    expect(result.stored).toBe(LIMITS.unknown_source_per_minute);
    expect(new Set(result.refusals)).toEqual(new Set(['rate_limited']));
    await expect(genuine('pilot_requests', '2001:db8:42::1')).resolves.toMatchObject({ rowCount: 1 });
    expect(await rowsOf('pilot_requests')).toBe(LIMITS.unknown_source_per_minute + 1);
  });
});
