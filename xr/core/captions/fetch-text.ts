/** Reads a URL as text; rejects when it cannot. The caption loaders take one, so they need no network here. */
export type FetchText = (url: string) => Promise<string>;

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
 * failure does: a 404 page is not a caption file.
 */
export function textFetcher(fetchFn: typeof fetch, init?: RequestInit): FetchText {
  return async (url) => {
    const response = await fetchFn(url, init);
    if (!response.ok) throw new CaptionFetchError(url, response.status);
    return response.text();
  };
}
