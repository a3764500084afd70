import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { installQuest3 } from './iwer';
import { serveLongDemo } from './long-stream';
import { RealtimeRelay, type RelayOptions } from './realtime-stub';
import type { ProgrammeStore } from './programme-stub';
import { fakeJwt, fakeSession, startSignedIn, stubSupabase, type StubbedRequest, type StubHandlers } from './supabase-stub';

/**
 * A group session's backend for browser tests, at the network edge: Supabase Auth (the facilitator's
 * session, the headsets' anonymous sign-ins), the session functions (the outcomes of
 * supabase/migrations/20261125000100_group_sessions.sql) and Realtime (realtime-stub.ts). The database's
 * own rules are tested on PostgreSQL (supabase/tests/sessions.test.ts); this only answers as it does.
 */
export const SESSION_ID = '3b7a1c9e-5d2f-4a8b-9c6d-1e2f3a4b5c6d';
export const CODE = 'K7M4PQ';

/** The facilitator's facility, as `my_facilities()` answers (20261128000700_facility_sessions.sql: sessions are a facility's). */
export interface StubFacility {
  id: string;
  name: string;
  status: 'pending' | 'verified' | 'suspended';
  role: 'manager' | 'staff';
}
export const ZONNEHUIS: StubFacility = { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', name: 'Het Zonnehuis', status: 'verified', role: 'staff' };

export interface BackendExtras {
  /** Handlers the facilitator's page gets besides the session's own. */
  facilitatorHandlers?: StubHandlers;
  /** Handlers each headset's page gets besides the session's own. */
  headsetHandlers?: (name: string) => StubHandlers;
  /** The facilitator's facility (ZONNEHUIS, verified, when not given); null: they belong to none. */
  facility?: StubFacility | null;
}

export class SessionBackend {
  readonly relay: RealtimeRelay;
  ended = false;
  expired = false;
  concertId: string | null = 'demo';
  readonly joins: string[] = [];

  /** The public programme every page reads (the seed programme when not given). */
  readonly programme: ProgrammeStore | undefined;

  /** More of the backend, for a test that needs it (e.g. the room's line to a concert's stage). */
  private readonly more: BackendExtras;

  constructor(options: RelayOptions & { programme?: ProgrammeStore; relay?: RealtimeRelay } & BackendExtras = {}) {
    this.relay = options.relay ?? new RealtimeRelay({ ...options, mayJoin: () => !this.ended && !this.expired });
    this.programme = options.programme;
    this.more = options;
    this.facility = options.facility === undefined ? ZONNEHUIS : options.facility;
  }

  readonly facility: StubFacility | null;

  /** Whether the session's channels are open (for a relay shared with other backends). */
  get open(): boolean {
    return !this.ended && !this.expired;
  }

  /** The facilitator: signed in with a staff account, creating and ending the session. */
  async facilitator(context: BrowserContext): Promise<Page> {
    await this.relay.attach(context, 'facilitator');
    const page = await context.newPage();
    await startSignedIn(page, fakeSession({ email: 'anna@zonnehuis.example' }));
    await stubSupabase(page, {
      'POST /rest/v1/rpc/my_facilities': () => ({ json: this.facility ? [this.facility] : [] }),
      // The facility's sessions running now (none unless a test's handlers say otherwise).
      'GET /rest/v1/group_sessions': () => ({ json: [] }),
      // Opened for the facility the page says it acts for: the database refuses any other as 'not_member'.
      'POST /rest/v1/rpc/create_group_session': ({ body }) =>
        (body as { facility?: string }).facility === this.facility?.id && this.facility?.status === 'verified'
          ? { json: [{ id: SESSION_ID, code: CODE, expires_at: new Date(Date.now() + 12 * 3600_000).toISOString() }] }
          : { status: 400, json: { code: 'P0001', message: 'not_member', details: null, hint: null } },
      'POST /rest/v1/rpc/set_group_session_concert': ({ body }) => {
        this.concertId = (body as { concert: string }).concert;
        return { status: 204 };
      },
      'POST /rest/v1/rpc/end_group_session': () => {
        this.ended = true;
        return { status: 204 };
      },
      // A live room reads its greetings to the stage (none here unless a test's handlers say otherwise).
      'GET /rest/v1/concert_greetings': () => ({ json: [] }),
      // The facility's mood check (issue 26): unread unless a test's handlers say otherwise, so the check stays off.
      'GET /rest/v1/facilities': () => ({ json: [] }),
      ...this.more.facilitatorHandlers,
    }, { programme: this.programme });
    return page;
  }

  /** A headset: signs in anonymously and joins with a code (wrong ones answered as the database does). */
  async headset(context: BrowserContext, name: string): Promise<Page> {
    await this.relay.attach(context, name);
    const page = await context.newPage();
    const failures: number[] = [];
    await stubSupabase(page, {
      'POST /auth/v1/signup': () => ({ json: anonymousSession() }),
      'POST /rest/v1/rpc/join_group_session': ({ body }: StubbedRequest) => {
        const code = String((body as { code: string }).code).toUpperCase().replace(/[\s-]/g, '');
        if (failures.length >= 3) return { json: [{ outcome: 'slow_down', id: null, concert_id: null, expires_at: null, retry_after: 5, facility_name: null }] };
        if (code !== CODE) {
          failures.push(Date.now());
          return { json: [{ outcome: 'unknown_code', id: null, concert_id: null, expires_at: null, retry_after: null, facility_name: null }] };
        }
        if (this.ended || this.expired) return { json: [{ outcome: 'session_ended', id: null, concert_id: null, expires_at: null, retry_after: null, facility_name: null }] };
        this.joins.push(name);
        return { json: [{ outcome: 'joined', id: SESSION_ID, concert_id: this.concertId, expires_at: new Date(Date.now() + 3600_000).toISOString(), retry_after: null, facility_name: this.facility?.name ?? null }] };
      },
      ...this.more.headsetHandlers?.(name),
    }, { programme: this.programme });
    return page;
  }
}

/** What the token endpoint returns for `signInAnonymously()`: a user with no email, `is_anonymous`. */
function anonymousSession() {
  const id = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const user = { id, aud: 'authenticated', role: 'authenticated', email: '', phone: '', is_anonymous: true, app_metadata: {}, user_metadata: {}, identities: [], created_at: new Date().toISOString(), updated_at: new Date().toISOString() };
  const access_token = fakeJwt({ sub: id, aud: 'authenticated', role: 'authenticated', is_anonymous: true, exp: now + 3600, iat: now, aal: 'aal1', amr: [{ method: 'anonymous', timestamp: now }], session_id: randomUUID() });
  return { access_token, refresh_token: `refresh-${id}`, token_type: 'bearer', expires_in: 3600, expires_at: now + 3600, user };
}

export interface Room {
  backend: SessionBackend;
  open(kind: 'facilitator' | { headset: string; quest?: boolean }): Promise<Page>;
  /** Console errors and page errors of every page opened (a test expects none). */
  errors: string[];
  close(): Promise<void>;
}

/**
 * A care-home room for one test: the facilitator and headsets as separate browser contexts (separate
 * devices), every one reaching the same stubbed backend, with the demo served as a long concert.
 */
export async function openRoom(
  browser: Browser,
  baseURL: string,
  options: RelayOptions & BackendExtras & { loops?: number; beforeLoad?: (page: Page) => Promise<void>; programme?: ProgrammeStore; relay?: RealtimeRelay } = {},
): Promise<Room> {
  const backend = new SessionBackend(options);
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  return {
    backend,
    errors,
    async open(kind) {
      const context = await browser.newContext({ baseURL, serviceWorkers: 'block', locale: 'en-GB', viewport: { width: 1024, height: 720 } });
      contexts.push(context);
      // The machine has no internet and no test depends on one: other hosts are refused at the edge.
      await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost|db\.tutti\.test)/, (route) => route.abort('blockedbyclient'));
      await serveLongDemo(context, options.loops ?? 12);
      const page = kind === 'facilitator' ? await backend.facilitator(context) : await backend.headset(context, kind.headset);
      const name = kind === 'facilitator' ? 'facilitator' : kind.headset;
      page.on('console', (message) => message.type() === 'error' && errors.push(`${name}: ${message.text()}`));
      page.on('pageerror', (error) => errors.push(`${name}: ${error.message}`));
      if (typeof kind === 'object' && kind.quest) await installQuest3(page);
      await options.beforeLoad?.(page);
      return page;
    },
    async close() {
      await Promise.all(contexts.map((context) => context.close()));
    },
  };
}

/** Opens a page of the site and waits until the app is live. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/** Where a headset's concert is, read with the wall clock every context shares (this machine's). */
export const playhead = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector('video');
    return { wall: Date.now(), time: video?.currentTime ?? NaN, paused: video?.paused ?? true, rate: video?.playbackRate ?? 1 };
  });

/** How far apart two playing headsets are (ms), both read as close together as the test can. */
export async function driftBetween(a: Page, b: Page): Promise<number> {
  const [x, y] = await Promise.all([playhead(a), playhead(b)]);
  const at = Math.max(x.wall, y.wall);
  const position = (p: typeof x) => p.time + (p.paused ? 0 : ((at - p.wall) / 1000) * p.rate);
  return Math.abs(position(x) - position(y)) * 1000;
}
