/**
 * A fetched response whose body still obeys the request's signal once the headers are in: a server that
 * sends its headers and then stalls the body would otherwise hold `response.json()` for ever. The body is
 * passed through a stream that `signal` errors with its reason, and `done` runs once, when the body has
 * been read, cancelled or has failed (the caller clears its timer there).
 */
/** Statuses whose response has no body (a Response cannot even be built with one), per the Fetch standard. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export function bindBody(response: Response, signal: AbortSignal, done: () => void): Response {
  // Chromium gives a 204 an empty body stream, which `new Response` would refuse: nothing is left to wait for.
  if (response.body === null || NULL_BODY_STATUSES.has(response.status)) {
    done();
    return response;
  }
  const bound = new BoundResponse(guardedStream(response.body, signal, done), response, signal);
  // What a constructed Response cannot take from its options, so the result still answers as fetch's did.
  Object.defineProperties(bound, { url: { value: response.url }, redirected: { value: response.redirected } });
  return bound;
}

function guardedStream(body: ReadableStream<Uint8Array>, signal: AbortSignal, done: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let finished = false;
  const finish = () => {
    if (finished) return false;
    finished = true;
    signal.removeEventListener('abort', onAbort);
    done();
    return true;
  };
  let onAbort = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      onAbort = () => {
        if (!finish()) return;
        controller.error(signal.reason);
        reader.cancel(signal.reason).catch(() => {});
      };
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
    },
    async pull(controller) {
      try {
        const { done: ended, value } = await reader.read();
        if (finished) return;
        if (!ended) return controller.enqueue(value);
        finish();
        controller.close();
      } catch (error) {
        if (finish()) controller.error(signal.aborted ? signal.reason : error);
      }
    },
    cancel(reason) {
      finish();
      return reader.cancel(reason);
    },
  });
}

/**
 * Chromium reports any failure of a stream-backed body to `text()`, `json()`… as "TypeError: Failed to
 * fetch", whatever the stream's error: these readers give the signal's reason instead (the timeout), so the
 * caller can tell a request that took too long from one that failed.
 */
class BoundResponse extends Response {
  readonly #signal: AbortSignal;

  constructor(body: ReadableStream<Uint8Array>, from: Response, signal: AbortSignal) {
    super(body, { status: from.status, statusText: from.statusText, headers: from.headers });
    this.#signal = signal;
  }

  #explain = (error: unknown): never => {
    throw this.#signal.aborted ? this.#signal.reason : error;
  };

  override text() {
    return super.text().catch(this.#explain);
  }
  override json() {
    return super.json().catch(this.#explain);
  }
  override arrayBuffer() {
    return super.arrayBuffer().catch(this.#explain);
  }
  override blob() {
    return super.blob().catch(this.#explain);
  }
  override formData() {
    return super.formData().catch(this.#explain);
  }
}
