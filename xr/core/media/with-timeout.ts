/**
 * Settles as `work` does, or rejects with `reason()` once `ms` have passed, whichever comes first. The work
 * itself is not stopped (an `import()` cannot be): a caller that can abort it does so when this rejects.
 */
export function withTimeout<T>(work: Promise<T>, ms: number, reason: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(reason()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A request read to its end within `ms`: `read` gets the signal to fetch with and must consume the body
 * before it settles (the deadline ends when it does, so a server that sends its headers and then stalls is
 * caught too). Past `ms` the request is aborted and this rejects with `reason()`; `callerSignal` (the person
 * left) aborts it as well, with its own reason.
 */
export function readWithin<T>(read: (signal: AbortSignal) => Promise<T>, ms: number, reason: () => Error, callerSignal?: AbortSignal | null): Promise<T> {
  const request = new AbortController();
  const forward = () => request.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forward();
  else callerSignal?.addEventListener('abort', forward, { once: true });
  return withTimeout(read(request.signal), ms, reason)
    .catch((error: unknown) => {
      request.abort();
      throw error;
    })
    .finally(() => callerSignal?.removeEventListener('abort', forward));
}
