#!/usr/bin/env node
// `npm run db:types`: regenerates src/lib/supabase/database.types.ts with the Supabase CLI from the
// migrations, applied to a fresh database on a throwaway PostgreSQL server (or on DATABASE_URL's server).
// supabase/tests/types.test.ts regenerates in memory and fails when the committed file has drifted.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { startServer } from './pg-server.mjs';
import { createDatabase, ROOT } from './schema.mjs';

export const TYPES_FILE = join(ROOT, 'src', 'lib', 'supabase', 'database.types.ts');
export const TYPES_COMMAND = 'npm run db:types';

/**
 * The Supabase CLI binary, from its platform package (an optional dependency). The `supabase` npm wrapper
 * is not used: it lists every platform's package, and the registry mirror here holds only linux-x64's, so
 * its lock file entries could never install (`npm ci` refuses a lock missing them).
 */
export function supabaseBinary() {
  const names = { linux: 'linux', darwin: 'darwin', win32: 'windows' };
  const name = `@supabase/cli-${names[process.platform] ?? process.platform}-${process.arch}`;
  try {
    return join(dirname(createRequire(import.meta.url).resolve(`${name}/package.json`)), 'bin', process.platform === 'win32' ? 'supabase.exe' : 'supabase');
  } catch {
    throw new Error(`The Supabase CLI binary for this platform (${name}) is not installed: npm install --no-save ${name}@3.1.0`);
  }
}

/** The CLI's TypeScript for the `public` schema of the database at `url` (stdout only: stderr carries notices). */
export async function generateTypes(url) {
  const dbUrl = new URL(url);
  dbUrl.searchParams.set('sslmode', 'disable');
  const args = ['gen', 'types', 'typescript', '--db-url', dbUrl.toString(), '--schema', 'public'];
  try {
    const { stdout } = await promisify(execFile)(supabaseBinary(), args, {
      cwd: ROOT,
      env: { ...process.env, PGSSLMODE: 'disable' },
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const stderr = error && typeof error === 'object' && 'stderr' in error ? String(error.stderr) : '';
    throw new Error(`supabase gen types failed: ${error instanceof Error ? error.message : String(error)}\n${stderr}`, { cause: error });
  }
}

/** Generates from a fresh database holding the migrations only (no seed, nothing left by tests). */
export async function generateFromMigrations(serverUrl) {
  const database = await createDatabase(serverUrl, { purpose: 'types', seed: false });
  try {
    return await generateTypes(database.url);
  } finally {
    await database.drop();
  }
}

async function main() {
  const server = await startServer();
  try {
    const types = await generateFromMigrations(server.url);
    writeFileSync(TYPES_FILE, types);
    console.log(`Wrote ${TYPES_FILE.slice(ROOT.length)}`);
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
