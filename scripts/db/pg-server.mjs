// A throwaway PostgreSQL server for the database tests and the type generator: Debian's `postgresql`
// binaries, `initdb` into a fresh temporary folder, a free port on 127.0.0.1 (its unix socket in that
// folder), stopped and deleted afterwards — also when the process fails or is interrupted. With
// DATABASE_URL set, that server is used instead and only the databases made here are dropped afterwards.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const PG_ROOT = '/usr/lib/postgresql';
const OS_USER = 'postgres';

/** The bin folder of the highest PostgreSQL version installed (Debian keeps one folder per version). */
export function findPgBin() {
  const versions = existsSync(PG_ROOT)
    ? readdirSync(PG_ROOT)
        .filter((name) => /^\d+$/.test(name) && existsSync(join(PG_ROOT, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(`No PostgreSQL server found under ${PG_ROOT}/<version>/bin: install Debian's 'postgresql' package (apt-get install -y postgresql), or set DATABASE_URL.`);
  }
  return join(PG_ROOT, versions[0], 'bin');
}

/** A port that was free a moment ago (the server start is retried on the rare collision). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root: then the server commands run as the `postgres` OS user. */
function asServerUser(command, args) {
  const root = process.getuid?.() === 0;
  const result = root
    ? spawnSync('runuser', ['-u', OS_USER, '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}` };
}

function osUserIds(name) {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) throw new Error(`Running as root needs the '${name}' OS user (Debian's postgresql package creates it).`);
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

/** Stops (fast: nothing here needs to survive) and deletes; safe to call twice, and synchronous so it can run on exit. */
function stopLocal(bin, dir) {
  if (existsSync(join(dir, 'data', 'postmaster.pid'))) {
    asServerUser(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
  }
  rmSync(dir, { recursive: true, force: true });
}

/** Stop on every way out: normal exit, an uncaught error, Ctrl-C or a kill. */
function onAnyExit(cleanup) {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  const onSignal = (signal) => {
    cleanup();
    process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
  };
  process.on('exit', cleanup);
  for (const signal of signals) process.on(signal, onSignal);
  return () => {
    process.off('exit', cleanup);
    for (const signal of signals) process.off(signal, onSignal);
  };
}

async function startLocal() {
  const bin = findPgBin();
  const dir = mkdtempSync(join(tmpdir(), 'tutti-pg-'));
  let stopped = false;
  const cleanup = () => {
    if (stopped) return;
    stopped = true;
    stopLocal(bin, dir);
  };
  const detach = onAnyExit(cleanup);
  try {
    if (process.getuid?.() === 0) {
      const { uid, gid } = osUserIds(OS_USER);
      chownSync(dir, uid, gid);
    }
    const data = join(dir, 'data');
    // --no-sync and the settings below trade durability for speed: the data dies with the test run.
    const init = asServerUser(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync', '--no-instructions']);
    if (!init.ok) throw new Error(`initdb failed:\n${init.output}`);
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const options = `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
      const start = asServerUser(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', '-t', '30', 'start']);
      if (start.ok) {
        return {
          url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
          stop: async () => {
            cleanup();
            detach();
          },
        };
      }
      if (attempt === 3) throw new Error(`PostgreSQL did not start:\n${start.output}`);
    }
  } catch (error) {
    cleanup();
    detach();
    throw error;
  }
}

/** The server in DATABASE_URL: nothing to start; the databases made on it are dropped by stop(). */
function useExisting(url) {
  return { url, stop: async () => {} };
}

/**
 * Starts a throwaway server (or takes DATABASE_URL's). `url` reaches its maintenance database;
 * make the databases to work in with createDatabase().
 */
export async function startServer() {
  const started = Date.now();
  const server = process.env.DATABASE_URL ? useExisting(process.env.DATABASE_URL) : await startLocal();
  return { ...server, external: Boolean(process.env.DATABASE_URL), startMs: Date.now() - started };
}

/** `url` with another database name (and its query string kept). */
export function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs SQL on a database through one short-lived connection. */
export async function runSql(url, sql, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}
