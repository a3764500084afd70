import { createClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/supabase/database.types';
import type { TuttiClient } from '@/lib/supabase/client';
import { RequestTimeoutError } from '@/lib/timed-fetch';
import { fetchAdminPage } from './admin-queries';
import { DataError } from './data-error';
import { fetchAllRows } from './fetch-all-rows';

/**
 * The real supabase-js builds the requests; only its fetch is replaced, so these tests see the URL and
 * headers exactly as they would leave the browser (percent-encoding included).
 */
interface Sent {
  url: URL;
  prefer: string | null;
}

type Reply = { rows: unknown[]; total?: number } | { status: number; body: unknown };

function fakeClient(replies: Reply[]): { client: TuttiClient; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    sent.push({ url: new URL(String(input)), prefer: new Headers(init?.headers).get('prefer') });
    const reply = replies.shift() ?? { rows: [] };
    if ('status' in reply) return Response.json(reply.body, { status: reply.status });
    const range: Record<string, string> = reply.total === undefined ? {} : { 'content-range': `0-${reply.rows.length - 1}/${reply.total}` };
    return Response.json(reply.rows, { headers: range });
  };
  const client = createClient<Database>('https://db.tutti.test', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch },
  });
  return { client, sent };
}

const waitlist = (id: string, created_at: string) => ({ id, created_at, name: 'Noor', email: 'noor@example.org', organisation: null });

// supabase-js sets up its realtime client on creation and wants a WebSocket constructor; nothing connects.
beforeEach(() => vi.stubGlobal('WebSocket', class NoRealtime {}));
afterEach(() => vi.unstubAllGlobals());

describe('fetchAdminPage', () => {
  it('asks for the first page newest first, with the exact total and no keyset filter', async () => {
    const { client, sent } = fakeClient([{ rows: [waitlist('w1', '2026-11-17T10:00:00+00:00')], total: 1234 }]);
    const page = await fetchAdminPage(client, { table: 'waitlist_signups', search: '', cursor: null, limit: 50 });
    expect(page).toEqual({ rows: [waitlist('w1', '2026-11-17T10:00:00+00:00')], total: 1234 });
    const [request] = sent;
    expect(request?.url.pathname).toBe('/rest/v1/waitlist_signups');
    expect(request?.url.searchParams.get('order')).toBe('created_at.desc,id.desc');
    expect(request?.url.searchParams.get('limit')).toBe('50');
    expect(request?.url.searchParams.getAll('or')).toEqual([]);
    expect(request?.prefer).toBe('count=exact');
  });

  it('asks for the rows after the cursor, with + and : percent-encoded so the server reads them as sent', async () => {
    const { client, sent } = fakeClient([{ rows: [] }]);
    const cursor = { created_at: '9999-12-31T00:00:00.123456+00:00', id: 'ffffffff-0000-4000-8000-000000000001' };
    await fetchAdminPage(client, { table: 'waitlist_signups', search: '', cursor, limit: 50 });
    const [request] = sent;
    // PostgREST reads a raw '+' in a query string as a space, which would make the timestamp invalid.
    expect(request?.url.search).toContain('lte.9999-12-31T00%3A00%3A00.123456%2B00%3A00');
    expect(request?.url.search).not.toContain('+');
    expect(request?.url.searchParams.get('created_at')).toBe('lte.9999-12-31T00:00:00.123456+00:00');
    expect(request?.url.searchParams.getAll('or')).toEqual([
      '(created_at.lt."9999-12-31T00:00:00.123456+00:00",and(created_at.eq."9999-12-31T00:00:00.123456+00:00",id.lt."ffffffff-0000-4000-8000-000000000001"))',
    ]);
    expect(request?.prefer).toBeNull();
  });

  it('adds the search as its own or=(…), which PostgREST ands with the keyset one', async () => {
    const { client, sent } = fakeClient([{ rows: [] }]);
    await fetchAdminPage(client, { table: 'waitlist_signups', search: 'oost', cursor: { created_at: '2026-01-01T00:00:00+00:00', id: 'a' }, limit: 50 });
    const ors = sent[0]?.url.searchParams.getAll('or') ?? [];
    expect(ors).toHaveLength(2);
    expect(ors[0]).toBe('(name.imatch."oost",email.imatch."oost",organisation.imatch."oost")');
  });

  it('throws the status and code of a refusal', async () => {
    const { client } = fakeClient([{ status: 403, body: { code: '42501', message: 'permission denied', details: null, hint: null } }]);
    const failure = fetchAdminPage(client, { table: 'bookings', search: '', cursor: null, limit: 50 });
    await expect(failure).rejects.toBeInstanceOf(DataError);
    await expect(failure).rejects.toMatchObject({ status: 403, code: '42501', timedOut: false });
  });

  it('leaves retrying to the query layer: a failure is asked once', async () => {
    const { client, sent } = fakeClient([{ status: 503, body: { code: '', message: 'unavailable', details: null, hint: null } }, { rows: [] }]);
    await expect(fetchAdminPage(client, { table: 'bookings', search: '', cursor: null, limit: 50 })).rejects.toMatchObject({ status: 503 });
    expect(sent).toHaveLength(1);
  });

  it('says when the request ran out of time', async () => {
    const client = createClient<Database>('https://db.tutti.test', 'anon-key', {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: () => Promise.reject(new RequestTimeoutError(15_000)) },
    });
    await expect(fetchAdminPage(client, { table: 'bookings', search: '', cursor: null, limit: 50 })).rejects.toMatchObject({ status: 0, timedOut: true });
  });
});

describe('fetchAllRows', () => {
  const rows = Array.from({ length: 1200 }, (_, i) => waitlist(`id-${String(1200 - i).padStart(4, '0')}`, '9999-12-31T00:00:00+00:00'));

  it('walks the pages to the end, each after the last row of the one before, reporting progress', async () => {
    const { client, sent } = fakeClient([{ rows: rows.slice(0, 500), total: 1200 }, { rows: rows.slice(500, 1000) }, { rows: rows.slice(1000) }]);
    const progress: [number, number | null][] = [];
    const all = await fetchAllRows(client, {
      table: 'waitlist_signups',
      search: '',
      signal: new AbortController().signal,
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    expect(all).toHaveLength(1200);
    expect(progress).toEqual([[500, 1200], [1000, 1200], [1200, 1200]]);
    expect(sent).toHaveLength(3);
    expect(sent[1]?.url.searchParams.get('or')).toContain('id.lt."id-0701"');
    expect(sent[2]?.url.searchParams.get('or')).toContain('id.lt."id-0201"');
  });

  it('stops asking once stopped', async () => {
    const controller = new AbortController();
    const { client, sent } = fakeClient([{ rows: rows.slice(0, 500), total: 1200 }, { rows: rows.slice(500, 1000) }]);
    await fetchAllRows(client, { table: 'waitlist_signups', search: '', signal: controller.signal, onProgress: () => controller.abort() });
    expect(sent).toHaveLength(1);
  });
});
