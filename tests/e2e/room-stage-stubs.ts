import type { StoredRow } from './postgrest-table-stub';
import { postgrestTable } from './postgrest-table-stub';
import { RealtimeRelay } from './realtime-stub';
import { CONCERT, ROOMS_TOPIC, STAGE_TOPIC, StageBackend } from './concert-stage-stubs';
import { SESSION_ID, type BackendExtras, type SessionBackend } from './session-stubs';
import { FAKE_USER_ID, type StubbedRequest, type StubHandlers } from './supabase-stub';

/**
 * A concert's night with rooms in it, at the network edge: one Realtime relay for the stage, the facilitator and
 * the headsets, answering as Realtime Authorization does (supabase/migrations/20261127000400_concert_stage.sql:
 * the stage reads its topics, the facilitator tracks the room on concert:<id>:rooms and alone reads
 * session:<id>:applause, where the room's headsets may only send, over HTTP), and the database's answers to
 * `send_room_applause` (a batch per 4 s, 4 claps a minute per person in the room, broadcast to the stage) and
 * `send_concert_greeting` (stored pending, read by its sender and by the stage; one a minute per room). The rules themselves are tested on
 * PostgreSQL (supabase/tests/concert-stage*.test.ts); this only answers as they do.
 */
export const APPLAUSE_TOPIC = `realtime:session:${SESSION_ID}:applause`;
const APPLAUSE_PATH = `/realtime/v1/api/broadcast/${encodeURIComponent(`session:${SESSION_ID}:applause`)}/events/clap`;
const BATCH_GAP_MS = 4000;
const PER_PERSON_PER_MINUTE = 4;
const GREETING_GAP_MS = 60_000;

/** Headsets sign in anonymously; the facilitator (and the stage's host) with an account. */
const signedIn = (claims: Record<string, unknown>) => typeof claims['sub'] === 'string' && claims['is_anonymous'] !== true;

export class RoomStageBackend {
  readonly relay: RealtimeRelay;
  readonly stage: StageBackend;
  /** Each accepted batch, as the stage was told. */
  readonly batches: number[] = [];
  private session: SessionBackend | null = null;
  private readonly accepted: { at: number; claps: number }[] = [];

  constructor() {
    this.relay = new RealtimeRelay({
      mayJoin: (topic, claims) => this.mayJoin(topic, claims),
      maySend: (topic) => topic === APPLAUSE_TOPIC && this.open,
    });
    this.stage = new StageBackend(this.relay);
  }

  private get open(): boolean {
    return this.session?.open ?? true;
  }

  private mayJoin(topic: string, claims: Record<string, unknown>): boolean {
    if (topic === STAGE_TOPIC) return this.stage.mayWatch(claims);
    if (topic === ROOMS_TOPIC) return this.stage.mayWatch(claims) || (signedIn(claims) && this.open);
    if (topic === APPLAUSE_TOPIC) return signedIn(claims) && this.open;
    return this.open;
  }

  /** What openRoom needs to give the room's pages this backend. */
  extras(): BackendExtras & { relay: RealtimeRelay } {
    return {
      relay: this.relay,
      facilitatorHandlers: this.facilitatorHandlers(),
      headsetHandlers: (name) => ({
        [`POST ${APPLAUSE_PATH}`]: ({ body, headers }: StubbedRequest) => {
          const token = headers['authorization']?.replace(/^Bearer /, '');
          const status = this.relay.httpBroadcast(name, APPLAUSE_TOPIC, 'clap', body as never, token);
          return { status, json: status === 202 ? undefined : { error: 'Unauthorized' } };
        },
      }),
    };
  }

  /** The room's session backend, once openRoom has made it (its members size the room's allowance). */
  attach(session: SessionBackend): void {
    this.session = session;
  }

  private facilitatorHandlers(): StubHandlers {
    return {
      'POST /rest/v1/rpc/send_room_applause': ({ body }) => this.roomApplause((body as { claps: number }).claps),
      'POST /rest/v1/rpc/send_concert_greeting': ({ body }) => this.greeting((body as { greeting: string }).greeting),
      'GET /rest/v1/concert_greetings': (request) => postgrestTable(this.stage.greetings.filter((row) => row['sent_by'] === FAKE_USER_ID))(request),
    };
  }

  private roomApplause(claps: number) {
    const now = Date.now();
    const recent = this.accepted.filter((batch) => batch.at > now - 60_000);
    const last = recent.at(-1);
    if (last && now - last.at < BATCH_GAP_MS) return { json: [{ accepted: 0, retry_after: Math.ceil((last.at + BATCH_GAP_MS - now) / 1000) }] };
    const people = new Set(this.session?.joins ?? []).size + 1;
    const taken = Math.min(claps, Math.max(0, PER_PERSON_PER_MINUTE * people - recent.reduce((sum, batch) => sum + batch.claps, 0)));
    if (taken === 0) return { json: [{ accepted: 0, retry_after: null }] };
    this.accepted.push({ at: now, claps: taken });
    this.batches.push(taken);
    setTimeout(() => this.relay.serverSend(STAGE_TOPIC, 'applause', { claps: taken }), 20);
    return { json: [{ accepted: taken, retry_after: null }] };
  }

  private greeting(message: string) {
    const last = this.stage.greetings.filter((row) => row['session_id'] === SESSION_ID).at(-1);
    const wait = last ? Math.ceil((Date.parse(String(last['created_at'])) + GREETING_GAP_MS - Date.now()) / 1000) : 0;
    if (wait > 0) return { status: 400, json: { code: 'P0001', message: 'greeting_limit', details: String(wait), hint: null } };
    const row: StoredRow = {
      id: crypto.randomUUID(),
      concert_id: CONCERT,
      session_id: SESSION_ID,
      sent_by: FAKE_USER_ID,
      message,
      status: 'pending',
      created_at: new Date().toISOString(),
      decided_at: null,
    };
    this.stage.greetings.push(row);
    return { json: [{ id: row['id'], status: 'pending', created_at: row['created_at'] }] };
  }
}
