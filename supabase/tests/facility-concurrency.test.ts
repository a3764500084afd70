// reserve_for_facility under a real race: 200 verified facilities' staff reserve for one concert of 100 places
// at once (50 connections, released together by a barrier, four reservations each in a row: the server's
// connection limit is shared with the other test files). Registrations never pass capacity and the count
// agrees with the reservations. The same race against a copy of the function whose concert lookup takes no
// row lock (made from the migration's own SQL) overbooks: the test sees the difference.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../scripts/db/schema.mjs';
import { asCaller, type Caller, connect, createConcert, useConnection } from './db';
import { barrier } from './barrier';
import { person, uidOf } from './facility-fixtures';

const FACILITIES = 200;
const CONNECTIONS = 50;
const CAPACITY = 100;
/** 1 to 4 spots each: 500 asked for 100 places. */
const spotsFor = (index: number) => (index % 4) + 1;
const MUTANT_SCHEMA = 'mutant_facility';
const MAX_MUTANT_ROUNDS = 10;

interface Booker {
  facility: string;
  staff: Caller;
}

/** FACILITIES verified facilities with one staff member each (set up directly: not what is under test). */
async function bookers(db: pg.Client): Promise<Booker[]> {
  const staff = Array.from({ length: FACILITIES }, () => person());
  const { rows } = await db.query<{ id: string }>(
    `insert into public.facilities (name, kind, address, country, time_zone, invoice_email, status)
       select 'Race home ' || n, 'care_home', 'Racestraat ' || n, 'NL', 'Europe/Amsterdam', 'race@example.org', 'verified'
         from generate_series(1, $1) n
       returning id`,
    [FACILITIES],
  );
  const facilities = rows.map((row) => row.id);
  await db.query("insert into public.facility_members (facility_id, user_id, role) select * , 'staff' from unnest($1::uuid[], $2::uuid[])", [facilities, staff.map(uidOf)]);
  return facilities.map((facility, index) => ({ facility, staff: staff[index] as Caller }));
}

/** Each connection reserves for its share of the bookers, one transaction after another; the spots granted. */
async function reserveAtOnce(fn: string, concert: string, everyone: Booker[]): Promise<number[]> {
  const clients = await Promise.all(Array.from({ length: CONNECTIONS }, () => connect()));
  const ready = barrier(CONNECTIONS);
  try {
    const shares = await Promise.all(
      clients.map(async (client, connection) => {
        await ready();
        const granted: number[] = [];
        for (let index = connection; index < everyone.length; index += CONNECTIONS) {
          const { facility, staff } = everyone[index] as Booker;
          const asked = spotsFor(index);
          granted.push(
            await asCaller(client, staff, (c) => c.query(`select * from ${fn}($1, $2, $3, null)`, [concert, facility, asked]), { commit: true }).then(
              () => asked,
              (error: { code?: string }) => {
                if (error.code !== 'P0001') throw error;
                return 0;
              },
            ),
          );
        }
        return granted;
      }),
    );
    return shares.flat();
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

interface RaceResult {
  granted: number;
  refused: number;
  registered: number;
  reservedSpots: number;
}

async function race(db: pg.Client, fn: string, everyone: Booker[]): Promise<RaceResult> {
  const concert = await createConcert(db, { capacity: CAPACITY });
  const outcomes = await reserveAtOnce(fn, concert, everyone);
  const { rows } = await db.query<{ registered: number; reserved: number }>(
    `select c.registered, (select coalesce(sum(r.spots), 0)::int from public.facility_reservations r where r.concert_id = c.id and r.cancelled_at is null) as reserved
       from public.concerts c where c.id = $1`,
    [concert],
  );
  return {
    granted: outcomes.reduce((total, spots) => total + spots, 0),
    refused: outcomes.filter((spots) => spots === 0).length,
    registered: rows[0]?.registered ?? -1,
    reservedSpots: rows[0]?.reserved ?? -1,
  };
}

/** The migration's reserve_for_facility and its locked_concert, the latter without `for update`. */
function mutantSql(): string {
  const migration = readFileSync(join(MIGRATIONS_DIR, '20261128000300_facility_reservations.sql'), 'utf8');
  const body = (name: string) => {
    const found = migration.match(new RegExp(`create function private\\.${name}\\([\\s\\S]*?\\n\\$\\$;`))?.[0];
    if (!found) throw new Error(`private.${name} not found in the migration`);
    return found.replace(`create function private.${name}(`, `create function ${MUTANT_SCHEMA}.${name}(`);
  };
  const locked = body('locked_concert');
  expect(locked.match(/\bfor update\b/g), 'locked_concert takes exactly one row lock').toHaveLength(1);
  const reserve = body('reserve_for_facility');
  expect(reserve).toContain('private.locked_concert(');
  return [locked.replace(/\s+for update;/, ';'), reserve.replace('private.locked_concert(', `${MUTANT_SCHEMA}.locked_concert(`)].join('\n');
}

describe(`reserve_for_facility: ${FACILITIES} facilities at once`, () => {
  const db = useConnection();
  let everyone: Booker[] = [];

  beforeAll(async () => {
    everyone = await bookers(db());
    await db().query(`create schema if not exists ${MUTANT_SCHEMA}; grant usage on schema ${MUTANT_SCHEMA} to authenticated`);
    await db().query(mutantSql());
    await db().query(`grant execute on function ${MUTANT_SCHEMA}.reserve_for_facility(text, uuid, integer, text) to authenticated`);
  });

  it('never registers more than capacity, and the count matches the reservations', async () => {
    const result = await race(db(), 'public.reserve_for_facility', everyone);
    expect(result.refused).toBeGreaterThan(0);
    expect(result.reservedSpots).toBeLessThanOrEqual(CAPACITY);
    expect(result.registered).toBe(result.granted);
    expect(result.reservedSpots).toBe(result.registered);
  });

  it('overbooks without the row lock (so the test above can fail)', async () => {
    const rounds: string[] = [];
    let overbooked = false;
    for (let round = 1; round <= MAX_MUTANT_ROUNDS && !overbooked; round++) {
      const result = await race(db(), `${MUTANT_SCHEMA}.reserve_for_facility`, everyone);
      rounds.push(`${result.reservedSpots} reserved, count ${result.registered}`);
      overbooked = result.reservedSpots > CAPACITY;
    }
    console.log(`Without the row lock, ${CAPACITY} places: ${rounds.join('; ')}`);
    expect(overbooked, `no overbooking in ${MAX_MUTANT_ROUNDS} rounds: ${rounds.join('; ')}`).toBe(true);
  });
});
