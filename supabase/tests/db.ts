// Connections to the test database and calls made the way Supabase's API (PostgREST) makes them: one
// transaction per request, the API role and the JWT's claims set for that transaction only.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';
export interface Caller {
  role: ApiRole;
  claims: Record<string, unknown>;
}

export const anon: Caller = { role: 'anon', claims: { role: 'anon', iss: 'supabase' } };
export const serviceRole: Caller = { role: 'service_role', claims: { role: 'service_role', iss: 'supabase' } };

interface SignedInOptions {
  aal?: 'aal1' | 'aal2';
  /** app_metadata.role: only the service role can set it. */
  appRole?: string;
  /** What the person may write about themselves (supabase.auth.updateUser({ data })). */
  userMetadata?: Record<string, unknown>;
  /** The account's e-mail (by default one of its own, from its id). */
  email?: string;
  /** The is_anonymous claim, which Supabase Auth sets on every JWT (left out by default, as older tests had it). */
  isAnonymous?: boolean;
}

/** A signed-in person's claims as Supabase Auth issues them. */
export function signedIn({ aal = 'aal1', appRole, userMetadata = {}, email, isAnonymous }: SignedInOptions = {}): Caller {
  const sub = randomUUID();
  return {
    role: 'authenticated',
    claims: {
      sub,
      role: 'authenticated',
      aud: 'authenticated',
      email: email ?? `${sub.slice(0, 8)}@example.org`,
      ...(isAnonymous === undefined ? {} : { is_anonymous: isAnonymous }),
      aal,
      amr: [{ method: 'password', timestamp: 1_700_000_000 }, ...(aal === 'aal2' ? [{ method: 'totp', timestamp: 1_700_000_100 }] : [])],
      app_metadata: { provider: 'email', providers: ['email'], ...(appRole ? { role: appRole } : {}) },
      user_metadata: userMetadata,
    },
  };
}

export const admin = (aal: 'aal1' | 'aal2') => signedIn({ aal, appRole: 'admin' });

interface CallOptions {
  commit?: boolean;
  /** Runs first in the same transaction, as the superuser: e.g. to lower a write limit for this call only. */
  prepare?: (db: pg.Client) => Promise<unknown>;
  /**
   * The request's headers as PostgREST passes them (request.headers, names in lower case). By default a
   * request from an address of its own, as Supabase's edge sets it (cf-connecting-ip).
   */
  headers?: Record<string, string>;
}

/** An IPv4 address of its own (10.0.0.0/8), for a request from a source no other test uses. */
export function uniqueSource(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/**
 * Runs `fn` in one transaction as `caller`, then rolls back (or commits with `commit: true`), like one
 * PostgREST request. The client must be one of ours, connected as the superuser that can take any role.
 */
export async function asCaller<T>(
  client: pg.Client,
  caller: Caller,
  fn: (db: pg.Client) => Promise<T>,
  { commit = false, prepare, headers = { 'cf-connecting-ip': uniqueSource() } }: CallOptions = {},
): Promise<T> {
  await client.query('begin');
  try {
    await prepare?.(client);
    await client.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.headers', $3, true)", [
      caller.role,
      JSON.stringify(caller.claims),
      JSON.stringify(headers),
    ]);
    const result = await fn(client);
    await client.query(commit ? 'commit' : 'rollback');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** A new connection to the test database (the superuser: the tests' own setup and checks). */
export async function connect(url = inject('databaseUrl')): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** One connection for a test file, opened before its tests and closed after them. */
export function useConnection(): () => pg.Client {
  let client: pg.Client | undefined;
  beforeAll(async () => {
    client = await connect();
  });
  afterAll(async () => {
    await client?.end();
  });
  return () => {
    if (!client) throw new Error('The database connection is not open yet');
    return client;
  };
}

/** Expects a statement to be refused with one of the given SQLSTATE codes (and a message, when given). */
export async function expectRefused(promise: Promise<unknown>, codes: string | string[], message?: RegExp) {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, 'expected the database to refuse this').toBeInstanceOf(Error);
  const { code, message: text } = error as Error & { code?: string };
  expect([codes].flat(), `refused, but with ${code}: ${text}`).toContain(code);
  if (message) expect(text).toMatch(message);
}

export interface DatabaseError {
  code?: string;
  message: string;
  detail?: string;
}

/** The error a statement failed with (what PostgREST passes on as code, message and details). */
export async function errorOf(promise: Promise<unknown>): Promise<DatabaseError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof Error)) throw new Error('expected the database to refuse this');
  return error as Error & DatabaseError;
}

/** Unique text, to find the rows a test made among everyone else's. */
export const marker = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

/**
 * An address of its own, for rows a test commits: the write limits count per address, and test files run
 * side by side on one database.
 */
export const uniqueEmail = (label = 'sender') => `${label}-${randomUUID().slice(0, 12)}@example.org`;

interface ConcertOptions {
  capacity?: number;
  registered?: number;
  /** Days from today (negative: in the past). Relative, so the fixture never turns into a past concert. */
  startsInDays?: number;
  /** Instead: an interval from now, e.g. '-1 hour' (a concert that started today) or '1 hour'. */
  startsIn?: string;
  /** The column's default (20) when not given. */
  maxSpotsPerAddress?: number;
  /** Published (the public sees it) unless said otherwise. */
  published?: boolean;
}

/**
 * A concert of its own for a test (committed, so other connections see it): English texts only, at 19:30 in
 * Amsterdam `startsInDays` from today (so its starts_on is that day).
 */
export async function createConcert(
  client: pg.Client,
  { capacity = 100, registered = 0, startsInDays = 90, startsIn, maxSpotsPerAddress, published = true }: ConcertOptions = {},
): Promise<string> {
  const id = `test-${randomUUID()}`;
  // At 19:30 in Amsterdam `startsInDays` from today, or `startsIn` (an interval) from now.
  await client.query(
    `insert into public.concerts (id, texts, starts_at, capacity, registered, published)
       values ($1, '{"en": {"title": "Test concert", "description": ""}}',
               coalesce(now() + $6::interval, (current_date + $2::integer + time '19:30') at time zone 'Europe/Amsterdam'), $3, $4, $5)`,
    [id, startsInDays, capacity, registered, published, startsIn ?? null],
  );
  if (maxSpotsPerAddress !== undefined) {
    await client.query('update public.concerts set max_spots_per_address = $2 where id = $1', [id, maxSpotsPerAddress]);
  }
  return id;
}
