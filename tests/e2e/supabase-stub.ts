import type { Page, Route } from '@playwright/test';
import { answerProgrammeRead, isProgrammeRead, isProgrammeTable, programmeStore, type ProgrammeStore } from './programme-stub';

/**
 * Supabase's HTTP API is a third party: in the `backend` project the site is built against
 * https://db.tutti.test and each test answers its calls here, at the network edge. Request and response
 * shapes follow what supabase-js (v2) sends and expects. The public programme's reads are answered by
 * default from the seed programme (see stubSupabase).
 */
export const SUPABASE_ORIGIN = 'https://db.tutti.test';
/**
 * The anon key dist-backend is built with (scripts/run-tests.mjs): an unsigned JWT whose payload is
 * {"iss":"supabase","ref":"db","role":"anon",...}, since the build refuses a key that is not an anon key.
 */
export const TEST_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6ImRiIiwicm9sZSI6ImFub24iLCJpYXQiOjE3NjcyMjU2MDAsImV4cCI6MjA4Mjc1ODQwMH0.dW5zaWduZWQtdGVzdC1zaWduYXR1cmU';
/** supabase-js keeps the session in localStorage under `sb-<first label of the host>-auth-token`. */
export const SESSION_STORAGE_KEY = 'sb-db-auth-token';

export interface StubbedRequest {
  method: string;
  /** Path below the origin, e.g. `/auth/v1/token` or `/rest/v1/bookings`. */
  path: string;
  search: URLSearchParams;
  headers: Record<string, string>;
  /** Parsed JSON body, or undefined. */
  body: unknown;
}

export interface StubReply {
  status?: number;
  json?: unknown;
  headers?: Record<string, string>;
}

/** Keyed by `METHOD /path`; return undefined to fall through to the default 501 reply. */
export type StubHandlers = Record<string, (request: StubbedRequest) => StubReply | undefined | Promise<StubReply | undefined>>;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-expose-headers': '*',
};

function parseBody(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface StubOptions {
  /**
   * The public programme the pages read: a store (programme-stub.ts; the seed programme when not given), or
   * 'handlers' when the test's own handlers for `GET /rest/v1/concerts` and `/artists` answer every read.
   */
  programme?: ProgrammeStore | 'handlers';
}

/** What a test gets back: the requests it is about, and the programme reads answered for it on the side. */
export type SeenRequests = StubbedRequest[] & { programmeReads: StubbedRequest[] };

/**
 * Answers the stubbed backend; returns every request the page made to it (preflights excluded), except the
 * reads of the public programme that the default answers (below), listed apart in `programmeReads`.
 *
 * Nearly every page reads the programme (tables `concerts` and `artists`), so those reads are answered by
 * default from the seed programme (programme-stub.ts, with PostgREST's filters): a read of the programme's
 * columns always, and any other read of those tables (the live counts) when the test has no handler for it.
 * A test about the programme passes its own store (`options.programme`) and finds its reads in `programmeReads`,
 * or answers them all with its handlers (`programme: 'handlers'`), which then lists them with the others.
 */
export async function stubSupabase(page: Page, handlers: StubHandlers, options: StubOptions = {}): Promise<SeenRequests> {
  const programme = options.programme === 'handlers' ? null : (options.programme ?? programmeStore());
  // Not enumerable, so `expect(requests).toEqual([])` still means 'no request besides the programme's'.
  const seen = [] as StubbedRequest[] as SeenRequests;
  Object.defineProperty(seen, 'programmeReads', { value: [] as StubbedRequest[], enumerable: false });
  await page.route(`${SUPABASE_ORIGIN}/**`, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const url = new URL(request.url());
    const stubbed: StubbedRequest = {
      method: request.method(),
      path: url.pathname,
      search: url.searchParams,
      headers: request.headers(),
      body: parseBody(request.postData()),
    };
    const handler = handlers[`${stubbed.method} ${stubbed.path}`];
    const store = programme !== null && (isProgrammeRead(stubbed) || (isProgrammeTable(stubbed) && handler === undefined)) ? programme : null;
    (store ? seen.programmeReads : seen).push(stubbed);
    const reply = (store ? answerProgrammeRead(store, stubbed) : await handler?.(stubbed)) ?? {
      status: 501,
      json: { message: `not stubbed: ${stubbed.method} ${stubbed.path}` },
    };
    const body = reply.json === undefined ? '' : JSON.stringify(reply.json);
    return route.fulfill({
      status: reply.status ?? 200,
      headers: { ...CORS, 'content-type': 'application/json', ...reply.headers },
      body,
    });
  });
  return seen;
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned JWT: supabase-js reads the claims of its access token (aal, amr) but does not verify it. */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;
}

export interface FakeUserOptions {
  email?: string;
  /** `app_metadata.role`, as set by the service role (e.g. 'admin'). */
  appRole?: string;
  /** Assurance level of the session: aal2 after a second factor. */
  aal?: 'aal1' | 'aal2';
  factors?: unknown[];
  identities?: unknown[];
}

export const FAKE_USER_ID = '6f1c2a4e-3b5d-4e7f-9a1b-2c3d4e5f6a7b';

export function fakeUser({ email = 'ada@care.example', appRole, factors = [], identities }: FakeUserOptions = {}) {
  return {
    id: FAKE_USER_ID,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    email_confirmed_at: '2026-11-01T10:00:00Z',
    app_metadata: { provider: 'email', providers: ['email'], ...(appRole ? { role: appRole } : {}) },
    user_metadata: { display_name: email.split('@')[0] },
    identities: identities ?? [
      {
        identity_id: 'a1b2c3d4-0000-4000-8000-000000000001',
        id: FAKE_USER_ID,
        user_id: FAKE_USER_ID,
        provider: 'email',
        identity_data: { email, sub: FAKE_USER_ID },
        created_at: '2026-11-01T10:00:00Z',
        last_sign_in_at: '2026-11-22T09:00:00Z',
        updated_at: '2026-11-22T09:00:00Z',
        email,
      },
    ],
    factors,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-22T09:00:00Z',
  };
}

/** A session as the token endpoint returns it (and as supabase-js stores it). */
export function fakeSession(options: FakeUserOptions = {}) {
  const user = fakeUser(options);
  const now = Math.floor(Date.now() / 1000);
  const aal = options.aal ?? 'aal1';
  const access_token = fakeJwt({
    sub: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    exp: now + 3600,
    iat: now,
    aal,
    amr: aal === 'aal2' ? [{ method: 'password', timestamp: now }, { method: 'totp', timestamp: now }] : [{ method: 'password', timestamp: now }],
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    session_id: '0f0e0d0c-0000-4000-8000-000000000002',
  });
  return { access_token, refresh_token: 'refresh-token-1', token_type: 'bearer', expires_in: 3600, expires_at: now + 3600, user };
}

/** Starts the page signed in: the session is in storage before the site's code runs. */
export async function startSignedIn(page: Page, session: ReturnType<typeof fakeSession>): Promise<void> {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [SESSION_STORAGE_KEY, JSON.stringify(session)] as const,
  );
}
