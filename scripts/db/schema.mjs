// Makes a fresh database on a server and builds our schema in it the way a Supabase project gets it:
// Supabase's roles and auth helpers first (emulated for plain PostgreSQL), then the migrations in order,
// then (optionally) the seed.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runSql, withDatabase } from './pg-server.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SUPABASE_DIR = join(ROOT, 'supabase');
export const MIGRATIONS_DIR = join(SUPABASE_DIR, 'migrations');

/** The SQL files in the order they apply: roles emulation, migrations by timestamp, seed. */
export function schemaFiles({ seed }) {
  const migrations = readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join(MIGRATIONS_DIR, name));
  return [join(SUPABASE_DIR, 'tests', 'supabase-roles.sql'), ...migrations, ...(seed ? [join(SUPABASE_DIR, 'seed.sql')] : [])];
}

async function applyFiles(url, files) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const file of files) {
      try {
        await client.query(readFileSync(file, 'utf8'));
      } catch (error) {
        throw new Error(`${file.slice(ROOT.length)}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    }
  } finally {
    await client.end();
  }
}

/**
 * A new database named `tutti_<purpose>_<random>` with the schema applied. Returns its URL and drop(),
 * which removes it (the server's own stop() removes everything anyway when the server is throwaway).
 */
export async function createDatabase(serverUrl, { purpose, seed }) {
  const name = `tutti_${purpose}_${randomBytes(4).toString('hex')}`;
  await runSql(serverUrl, `create database ${name} encoding 'UTF8' template template0`);
  const url = withDatabase(serverUrl, name);
  const drop = () => runSql(serverUrl, `drop database if exists ${name} with (force)`);
  try {
    await applyFiles(url, schemaFiles({ seed }));
  } catch (error) {
    await drop();
    throw error;
  }
  return { url, name, drop };
}
