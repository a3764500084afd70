import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

  it('is not retried by supabase-js as a network failure would be (named AbortError)', () => {
    expect(new RequestTimeoutError(15_000).name).toBe('AbortError');
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
