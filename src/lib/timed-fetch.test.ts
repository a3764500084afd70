import { createClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStallingServer, type StallingServer } from '../../scripts/testing/stalling-server';
import { isRequestTimeout, RequestTimeoutError, timedFetch } from './timed-fetch';

/** A fetch that never answers, but rejects with the signal's reason when aborted, as browsers do. */
function neverAnswering(): typeof fetch {
  return (_input, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    });
}

describe('timedFetch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives up on a server that never answers, with a timeout error', async () => {
    vi.stubGlobal('fetch', neverAnswering());
    const request = timedFetch(1_000)('https://db.tutti.test/rest/v1/rpc/reserve_spots', { method: 'POST' });
    const outcome = expect(request).rejects.toBeInstanceOf(RequestTimeoutError);
    await vi.advanceTimersByTimeAsync(999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it("passes the caller's abort through as the caller's, not as a timeout", async () => {
    vi.stubGlobal('fetch', neverAnswering());
    const caller = new AbortController();
    const request = timedFetch(1_000)('https://db.tutti.test/', { signal: caller.signal });
    caller.abort(new DOMException('left the page', 'AbortError'));
    const error: unknown = await request.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(DOMException);
    expect(isRequestTimeout(error)).toBe(false);
  });

  it('answers as fetch does when the server answers in time, and leaves no timer behind', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('ok', { status: 200 })));
    const response = await timedFetch(1_000)('https://db.tutti.test/');
    expect(await response.text()).toBe('ok');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('hands over a 204 with the empty body stream Chromium gives it (a Response cannot be rebuilt with one)', async () => {
    const noContent = new Response(null, { status: 204 });
    Object.defineProperty(noContent, 'body', { value: new ReadableStream<Uint8Array>() });
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(noContent));
    const response = await timedFetch(1_000)('https://db.tutti.test/auth/v1/logout', { method: 'POST' });
    expect(response.status).toBe(204);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends its timer when the caller cancels the body instead of reading it', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('ok', { status: 200 })));
    const response = await timedFetch(1_000)('https://db.tutti.test/');
    expect(vi.getTimerCount()).toBe(1);
    await response.body?.cancel();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is not retried by supabase-js as a network failure would be (named AbortError)', () => {
    expect(new RequestTimeoutError(15_000).name).toBe('AbortError');
  });
});

/** Short, so a test that waits for it is quick; the bound on how late it may come allows for a loaded machine. */
const DEADLINE_MS = 300;
const ROWS = JSON.stringify([{ id: 'a', title: 'Morning concert' }]);

/** The time `work` took to settle, and how: its value, or the error it rejected with. */
async function settle<T>(work: () => Promise<T>): Promise<{ value?: T; error?: unknown; ms: number }> {
  const started = performance.now();
  try {
    const value = await work();
    return { value, ms: performance.now() - started };
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
}

describe('timedFetch against a real server that stalls after the headers', () => {
  let server: StallingServer;
  beforeAll(async () => {
    server = await startStallingServer(ROWS);
  });
  afterAll(() => server.close());

  it('fails reading the body with the timeout error, within the deadline', async () => {
    const outcome = await settle(async () => (await timedFetch(DEADLINE_MS)(`${server.origin}/stall/rows`)).json());
    expect(outcome.error).toBeInstanceOf(RequestTimeoutError);
    expect(isRequestTimeout(outcome.error)).toBe(true);
    expect(outcome.ms).toBeGreaterThanOrEqual(DEADLINE_MS - 20);
    expect(outcome.ms).toBeLessThan(DEADLINE_MS * 10);
  });

  it('errors a reader of the body stream with the timeout error too', async () => {
    const response = await timedFetch(DEADLINE_MS)(`${server.origin}/stall/rows`);
    const reader = response.body?.getReader();
    expect(await reader?.read()).toMatchObject({ done: false });
    const outcome = await settle(async () => reader?.read());
    expect(isRequestTimeout(outcome.error)).toBe(true);
  });

  it("passes the caller's abort during the body on as the caller's", async () => {
    const caller = new AbortController();
    const response = await timedFetch(DEADLINE_MS * 10)(`${server.origin}/stall/rows`, { signal: caller.signal });
    const reading = response.text();
    caller.abort(new DOMException('left the page', 'AbortError'));
    const outcome = await settle(() => reading);
    expect(outcome.error).toBeInstanceOf(DOMException);
    expect(isRequestTimeout(outcome.error)).toBe(false);
  });

  it('reads a body that arrives in time whole, with the status, headers and address fetch gave', async () => {
    const response = await timedFetch(DEADLINE_MS * 10)(`${server.origin}/rows`);
    expect(response).toMatchObject({ ok: true, status: 200, url: `${server.origin}/rows`, redirected: false });
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.json()).toEqual(JSON.parse(ROWS));
  });

  it('gives supabase-js the timeout as its error, which it does not retry', async () => {
    // Node 20 has no WebSocket, which supabase-js's realtime client asks for up front (and never uses here).
    vi.stubGlobal('WebSocket', class NoRealtime {});
    const client = createClient(`${server.origin}/stall`, 'anon-key', { global: { fetch: timedFetch(DEADLINE_MS) }, auth: { persistSession: false } });
    vi.unstubAllGlobals();
    const before = server.requests.length;
    const outcome = await settle(async () => client.from('concerts').select('*'));
    expect(isRequestTimeout(outcome.value?.error)).toBe(true);
    expect(server.requests.slice(before)).toEqual(['/stall/rest/v1/concerts?select=*']);
  });
});

describe('isRequestTimeout', () => {
  it('recognises the error and the message supabase-js makes of it', () => {
    expect(isRequestTimeout(new RequestTimeoutError(15_000))).toBe(true);
    expect(isRequestTimeout({ message: 'AbortError: request timed out after 15000 ms', code: '' })).toBe(true);
    expect(isRequestTimeout({ message: 'TypeError: Failed to fetch', code: '' })).toBe(false);
    expect(isRequestTimeout(null)).toBe(false);
  });
});
