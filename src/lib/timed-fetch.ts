import { bindBody } from './deadline-response';

/**
 * Every request the site makes gives up after a while, so no screen waits for ever on a backend or a
 * forwarding service that never answers (a care home's wifi drops, a proxy holds the connection).
 *
 *   createClient(url, key, { global: { fetch: timedFetch() } });   // every Supabase call, auth included
 *   await timedFetch()(url, init);                                  // rejects with RequestTimeoutError
 *
 * Long enough for a slow phone connection to finish a form post; short enough that the person is told,
 * while they still remember what they sent, that it did not go through.
 */
export const REQUEST_TIMEOUT_MS = 15_000;

const TIMEOUT_TEXT = 'request timed out';

/**
 * Named 'AbortError' on purpose: supabase-js's data client retries a failed GET up to three times, which
 * would turn one 15 s wait into a minute. An abort is not retried; a timeout should not be either, as
 * the query layer above already retries once. The message tells it apart from a caller's own abort.
 * A timeout while the body is read is not retried either: supabase-js retries only a failed `fetch` call,
 * and reports the body's failure as `{ message: 'AbortError: request timed out…' }` too.
 */
export class RequestTimeoutError extends Error {
  override readonly name = 'AbortError';
  constructor(readonly timeoutMs: number) {
    super(`${TIMEOUT_TEXT} after ${timeoutMs} ms`);
  }
}

/** True for our timeout, thrown or as supabase-js reports it (`{ message: 'AbortError: request timed out…' }`). */
export function isRequestTimeout(failure: unknown): boolean {
  if (failure instanceof RequestTimeoutError) return true;
  const message = typeof failure === 'object' && failure !== null ? (failure as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.includes(TIMEOUT_TEXT);
}

/**
 * `fetch` that rejects with RequestTimeoutError after `timeoutMs`, and still honours the caller's signal.
 * The deadline covers the body too: reading it (`json()`, `text()`, the stream) fails with the same error
 * when the server sends its headers and then stalls. The timer ends when the body is read or cancelled.
 */
export function timedFetch(timeoutMs: number = REQUEST_TIMEOUT_MS): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController();
    const timeout = new RequestTimeoutError(timeoutMs);
    const timer = setTimeout(() => controller.abort(timeout), timeoutMs);
    // AbortSignal.any would do this, but older Safari on care homes' iPads lacks it.
    const callerSignal = init?.signal;
    const forward = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) forward();
    else callerSignal?.addEventListener('abort', forward, { once: true });
    const settle = () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forward);
    };
    let response: Response;
    try {
      response = await fetch(input, { ...init, signal: controller.signal });
    } catch (error) {
      settle();
      throw controller.signal.reason === timeout ? timeout : error;
    }
    return bindBody(response, controller.signal, settle);
  };
}
