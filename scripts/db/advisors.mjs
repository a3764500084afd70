#!/usr/bin/env node
// Supabase's database linter (the dashboard's Security and Performance Advisors) from the Supabase CLI, on
// any PostgreSQL. supabase/tests/advisors.test.ts runs it on the test server and fails on a WARN or ERROR;
// `node scripts/db/advisors.mjs` prints the findings for the migrations and seed on a throwaway server.
import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { supabaseBinary } from './gen-types.mjs';
import { startServer } from './pg-server.mjs';
import { createDatabase, ROOT } from './schema.mjs';

/** The levels that fail the tests (the CLI's `--fail-on warn`). */
export const FAILING_LEVELS = ['WARN', 'ERROR'];

/**
 * Every finding (INFO included) for the database at `url`, as the CLI's JSON lists them. The CLI exits
 * with 1 when it found something at `--fail-on` or above; that is an answer here, not a failure.
 */
export async function runAdvisors(url) {
  const dbUrl = new URL(url);
  dbUrl.searchParams.set('sslmode', 'disable');
  const args = ['db', 'advisors', `--remote=${dbUrl}`, '--type', 'all', '--level', 'info', '--fail-on', 'warn', '--output-format', 'json'];
  const { stdout, exitCode } = await promisify(execFile)(supabaseBinary(), args, {
    cwd: ROOT,
    env: { ...process.env, PGSSLMODE: 'disable' },
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    ({ stdout: out }) => ({ stdout: out, exitCode: 0 }),
    (error) => ({ stdout: String(error.stdout ?? ''), exitCode: typeof error.code === 'number' ? error.code : -1 }),
  );
  let parsed;
  try {
    parsed = JSON.parse(stdout);
  } catch (cause) {
    throw new Error(`supabase db advisors gave no JSON (exit ${exitCode}): ${stdout.slice(0, 500)}`, { cause });
  }
  if (!Array.isArray(parsed.results)) throw new Error(`supabase db advisors: no results in ${stdout.slice(0, 500)}`);
  return { findings: parsed.results, exitCode };
}

/** A finding in one line: level, lint name and the CLI's own explanation. */
export const describeFinding = (finding) => `${finding.level} ${finding.name}: ${finding.detail}`;

async function main() {
  const server = await startServer();
  try {
    const database = await createDatabase(server.url, { purpose: 'advisors', seed: true });
    try {
      const { findings, exitCode } = await runAdvisors(database.url);
      for (const finding of findings) console.log(describeFinding(finding));
      console.log(`${findings.length} finding(s); ${findings.filter((f) => FAILING_LEVELS.includes(f.level)).length} at WARN or above`);
      process.exitCode = exitCode;
    } finally {
      await database.drop();
    }
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
