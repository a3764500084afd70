// The admin pages read each table newest first in keyset pages (src/features/admin/keyset.ts):
// order by created_at desc, id desc; the next page is created_at < X or (created_at = X and id < Y). An
// index on (created_at desc, id desc) serves that order without sorting, and the pages visit every row once,
// also rows sharing one created_at (all the rows of one transaction do).
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { admin, asCaller, marker, uniqueEmail, useConnection } from './db';
import { FORM_TABLES, insertRow, VALID_ROWS } from './rows';

const TABLES = [...FORM_TABLES, 'reservations'] as const;
const PAGE = 3;

interface Cursor {
  /** created_at as text, microseconds kept (as PostgREST sends it). */
  at: string;
  id: string;
}

/** One page of the admin's query, as PostgREST runs it for keyset.ts' filter (text cursor, microseconds kept). */
function pageSql(table: string, where: string) {
  return `select id, created_at::text as at from public.${table} where ${where}
           order by created_at desc, id desc limit ${PAGE}`;
}
const afterCursor = 'created_at <= $1::timestamptz and (created_at < $1::timestamptz or (created_at = $1::timestamptz and id < $2::uuid))';

describe.each(TABLES)('%s', (table) => {
  const db = useConnection();

  it('has an index on (created_at desc, id desc)', async () => {
    const { rows } = await db().query<{ definition: string }>(
      'select pg_get_indexdef(indexrelid) as definition from pg_index where indrelid = $1::regclass',
      [`public.${table}`],
    );
    expect(rows.map((row) => row.definition)).toContainEqual(expect.stringContaining('(created_at DESC, id DESC)'));
  });

  it('the keyset page reads that index in order, without a sort', async () => {
    const plan = await asCaller(db(), admin('aal2'), async (c) => {
      // Tables this small would be scanned whole, or bitmap-scanned and sorted, by cost alone, as their statistics
      // happen to stand after the other files' rows (a full run saw both). The question is whether the index can
      // serve the page in order: with those two priced out, a sort still appears if it cannot.
      await c.query('set local enable_seqscan = off');
      await c.query('set local enable_bitmapscan = off');
      const { rows } = await c.query<{ 'QUERY PLAN': unknown }>(
        `explain (format json) ${pageSql(table, afterCursor.replaceAll('$1', "'2026-11-20 09:30:00.123456+00'").replace('$2', "'00000000-0000-4000-8000-000000000000'"))}`,
      );
      return JSON.stringify(rows[0]?.['QUERY PLAN']);
    });
    expect(plan).toContain(`"Index Name":"${table}_created_at_id_idx"`);
    expect(plan).not.toContain('"Node Type":"Sort"');
  });
});

describe('keyset pages', () => {
  const db = useConnection();

  it('visit each of the rows sent in one transaction (one created_at) once, newest id first', async () => {
    const name = marker('paged');
    const walk = await asCaller(db(), admin('aal2'), async (c) => {
      const seen: string[] = [];
      let cursor: Cursor | undefined;
      for (let page = 0; page < 10; page++) {
        const where = cursor ? `name = $3 and ${afterCursor}` : 'name = $1';
        const params = cursor ? [cursor.at, cursor.id, name] : [name];
        const { rows } = await c.query<Cursor>(pageSql('waitlist_signups', where), params);
        seen.push(...rows.map((row) => row.id));
        cursor = rows.length === PAGE ? rows.at(-1) : undefined;
        if (!cursor) break;
      }
      const { rows } = await c.query<{ id: string; total: number }>(
        'select id, count(*) over ()::int as total from public.waitlist_signups where name = $1 order by id desc',
        [name],
      );
      return { seen, expected: rows.map((row) => row.id), total: rows[0]?.total };
    }, { prepare: (c) => sendSeven(c, name) });
    expect(walk.total).toBe(7);
    expect(walk.seen).toEqual(walk.expected);
  });
});

/** Seven rows in one transaction (the admin's, before it reads them). */
async function sendSeven(c: pg.Client, name: string) {
  for (let row = 0; row < 7; row++) await insertRow(c, 'waitlist_signups', { ...VALID_ROWS.waitlist_signups, name, email: uniqueEmail() });
}
