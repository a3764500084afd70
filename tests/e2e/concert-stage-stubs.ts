import type { Page } from '@playwright/test';
import type { StoredRow } from './postgrest-table-stub';
import { postgrestTable } from './postgrest-table-stub';
import { RealtimeRelay } from './realtime-stub';
import { FAKE_USER_ID, fakeSession, startSignedIn, stubSupabase, type SeenRequests, type FakeUserOptions } from './supabase-stub';

/**
 * A concert's stage at the network edge: Supabase Auth (a signed-in host, artist, admin or stranger), the
 * stage's reads (`concert_roles`, `concert_greetings`), `decide_concert_greeting`, and Realtime, where the
 * test plays the database (realtime.send on concert:<id>:stage) and the rooms (presence on concert:<id>:rooms).
 * The database's own rules are tested on PostgreSQL (supabase/tests/concert-stage*.test.ts); this only
 * answers as it does: Realtime lets only the concert's stage join (Realtime Authorization).
 */
export const CONCERT = 'amsterdam-philharmonic';
export const CONCERT_TITLE = 'Amsterdam Philharmonic: Spring Serenade';
export const STAGE_TOPIC = `realtime:concert:${CONCERT}:stage`;
export const ROOMS_TOPIC = `realtime:concert:${CONCERT}:rooms`;

export const greetingRow = (id: string, message: string, status: 'pending' | 'approved' | 'rejected', minutesAgo: number): StoredRow => ({
  id,
  concert_id: CONCERT,
  session_id: '3b7a1c9e-5d2f-4a8b-9c6d-1e2f3a4b5c6d',
  sent_by: '7e2d1c0b-0000-4000-8000-00000000000a',
  message,
  status,
  created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  decided_at: status === 'pending' ? null : new Date(Date.now() - (minutesAgo - 1) * 60_000).toISOString(),
});

export class StageBackend {
  readonly relay: RealtimeRelay;
  readonly roles: StoredRow[] = [];
  readonly greetings: StoredRow[] = [];
  /** When set, decide_concert_greeting fails as an unavailable server does. */
  failDecisions = false;
  seen: SeenRequests | undefined;

  /** A relay shared with the rooms' pages when given (its policies are then the caller's); the stage's own otherwise. */
  constructor(relay?: RealtimeRelay) {
    this.relay = relay ?? new RealtimeRelay({ mayJoin: (_topic, claims) => this.mayWatch(claims) });
  }

  /** private.may_watch_stage: an admin with aal2, or a non-anonymous holder of one of the concert's roles. */
  mayWatch(claims: Record<string, unknown>): boolean {
    const admin = (claims['app_metadata'] as { role?: string } | undefined)?.role === 'admin' && claims['aal'] === 'aal2';
    return admin || (claims['is_anonymous'] !== true && this.roles.some((row) => row.user_id === claims['sub'] && row.concert_id === CONCERT));
  }

  giveRole(role: 'artist' | 'host', userId = FAKE_USER_ID): void {
    this.roles.push({ id: `role-${this.roles.length + 1}`, concert_id: CONCERT, user_id: userId, role, created_at: '2026-11-20T10:00:00Z' });
  }

  /** The page, signed in as `user` (or signed out), answered by this backend. */
  async serve(page: Page, user: FakeUserOptions | null): Promise<void> {
    await this.relay.attach(page.context(), 'stage');
    if (user) await startSignedIn(page, fakeSession(user));
    this.seen = await stubSupabase(page, {
      // Row-level security: a person reads their own roles.
      'GET /rest/v1/concert_roles': (request) => postgrestTable(this.roles.filter((row) => row.user_id === (user ? FAKE_USER_ID : null)))(request),
      'GET /rest/v1/concert_greetings': (request) => postgrestTable(this.greetings)(request),
      'POST /rest/v1/rpc/decide_concert_greeting': ({ body }) => this.decide(body as { greeting: string; decision: string }),
    });
  }

  /** decide_concert_greeting: the row's new status, its answer, then the broadcast to the stage. */
  private decide({ greeting, decision }: { greeting: string; decision: string }) {
    if (this.failDecisions) return { status: 503, json: { code: 'PGRST000', message: 'Could not connect to the database', details: null, hint: null } };
    const row = this.greetings.find((candidate) => candidate.id === greeting);
    if (!row) return { status: 400, json: { code: 'P0001', message: 'not_moderator', details: null, hint: null } };
    Object.assign(row, { status: decision, decided_at: new Date().toISOString() });
    setTimeout(() => this.relay.serverSend(STAGE_TOPIC, 'greeting', { greeting, status: decision, ...(decision === 'approved' ? { message: String(row['message']) } : {}) }), 50);
    return { json: [{ id: greeting, status: decision, decided_at: row['decided_at'] }] };
  }
}
