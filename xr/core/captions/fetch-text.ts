import { readWithin } from '../media/with-timeout';

/** Reads a URL as text; rejects when it cannot. The caption loaders take one, so they need no network here. */
export type FetchText = (url: string) => Promise<string>;

/** A caption file or playlist is a few kilobytes: one not read whole in this long will not come. */
export const CAPTION_READ_TIMEOUT_MS = 15_000;

/** A caption file or playlist was not read whole in time (its server stalled, before or after the headers). */
export class CaptionTimeoutError extends Error {
  constructor(
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    super(`No caption text from ${url} within ${timeoutMs} ms`);
    this.name = 'CaptionTimeoutError';
  }
}

/** A caption file or playlist answered with an HTTP error. */
export class CaptionFetchError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`HTTP ${status} for ${url}`);
    this.name = 'CaptionFetchError';
  }
}

/**
 * A FetchText over a `fetch` function (the browser's, or a test's), with options for every request, such as
 * the `signal` that cancels them when the person leaves the concert. An HTTP error rejects, as a network
 * failure does: a 404 page is not a caption file. So does a read, body included, that takes longer than
 * `timeoutMs` (CaptionTimeoutError): the language then shows no captions instead of loading for ever.
 */
export function textFetcher(fetchFn: typeof fetch, init?: RequestInit, timeoutMs = CAPTION_READ_TIMEOUT_MS): FetchText {
  return (url) =>
    readWithin(
      async (signal) => {
        const response = await fetchFn(url, { ...init, signal });
        if (!response.ok) throw new CaptionFetchError(url, response.status);
        return response.text();
      },
      timeoutMs,
      () => new CaptionTimeoutError(url, timeoutMs),
      init?.signal,
    );
}
