// Supabase's database linter (its Security and Performance Advisors, from the Supabase CLI) finds nothing
// at WARN or above in the migrations and seed, on a database of their own on the test server (the shared
// one holds the concurrency test's mutant schema). A probe shows the run can see a finding at all. And our
// own check, which CLI 3.1.0 lacks (splinter's lints 0028/0029): no SECURITY DEFINER function in a schema
// the API exposes is executable by anon or authenticated.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeFinding, FAILING_LEVELS, runAdvisors } from '../../scripts/db/advisors.mjs';
import { createDatabase, type CreatedDatabase } from '../../scripts/db/schema.mjs';
import { connect } from './db';

/** The exposed schemas as the linter reads them: PostgREST's setting, `public` when there is none. */
const EXPOSED_SCHEMAS = "string_to_array(replace(coalesce(nullif(current_setting('pgrst.db_schemas', true), ''), 'public'), ' ', ''), ',')";

/** SECURITY DEFINER functions in an exposed schema that anon or authenticated may execute. */
async function exposedDefiners(db: pg.Client): Promise<string[]> {
  const { rows } = await db.query<{ fn: string }>(
    `select p.oid::regprocedure::text as fn
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where p.prosecdef
        and n.nspname = any(${EXPOSED_SCHEMAS})
        and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))
      order by 1`,
  );
  return rows.map((row) => row.fn);
}

describe('the database linter and exposed SECURITY DEFINER functions', () => {
  let database: CreatedDatabase | undefined;
  let db: pg.Client | undefined;
  const client = () => {
    if (!db) throw new Error('the advisors database is not ready');
    return db;
  };

  beforeAll(async () => {
    database = await createDatabase(inject('serverUrl'), { purpose: 'advisors', seed: true });
    db = await connect(database.url);
  });

  afterAll(async () => {
    await db?.end();
    await database?.drop();
  });

  it('reports nothing at WARN or ERROR', async () => {
    const { findings, exitCode } = await runAdvisors(database?.url ?? '');
    const failing = findings.filter((finding) => FAILING_LEVELS.includes(finding.level)).map(describeFinding);
    expect(failing).toEqual([]);
    expect(exitCode).toBe(0);
  });

  it('the linter is told which schemas the API exposes: public only, as config.toml says', async () => {
    const { rows } = await client().query<{ schemas: string | null }>("select current_setting('pgrst.db_schemas', true) as schemas");
    expect(rows[0]?.schemas).toBe('public');
  });

  it('no SECURITY DEFINER function in an exposed schema is executable by anon or authenticated', async () => {
    expect(await exposedDefiners(client())).toEqual([]);
  });

  it('both checks see a problem when there is one (probes, dropped afterwards)', async () => {
    // Committed: the CLI reads from a connection of its own.
    await client().query(`
      create table public.advisor_probe (id integer primary key);
      alter table public.advisor_probe enable row level security;
      create policy "Anyone writes" on public.advisor_probe for insert to anon with check (true);
      create function public.advisor_probe() returns integer language sql security definer set search_path = '' as 'select 1';
      grant execute on function public.advisor_probe() to anon;`);
    try {
      expect(await exposedDefiners(client())).toEqual(['advisor_probe()']);
      const { findings, exitCode } = await runAdvisors(database?.url ?? '');
      expect(findings.map((finding) => `${finding.level} ${finding.name} ${String(finding.metadata?.name)}`)).toContain('WARN rls_policy_always_true advisor_probe');
      expect(exitCode).not.toBe(0);
    } finally {
      await client().query('drop table public.advisor_probe; drop function public.advisor_probe()');
    }
  });
});
