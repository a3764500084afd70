import type { LoaderCallbacks, LoaderConfiguration, PlaylistLoaderConstructor, PlaylistLoaderContext } from 'hls.js';

/** The same address, however each side wrote it (hls.js makes the source absolute against the page). */
function sameUrl(a: string, b: string): boolean {
  const base = globalThis.location?.href ?? 'http://localhost/';
  return new URL(a, base).href === new URL(b, base).href;
}

/**
 * hls.js's playlist loader, but its first request for the master playlist at `url` is answered with `text`, which
 * the page already fetched when it asked whether the live stream had appeared. Fetching it again cost a round
 * trip before the first media playlist could be asked for: on a far connection a third of a second of the
 * three the issue allows from the stream appearing to sound (bench:live). Every other request, and any later
 * one for the master playlist (a retry after an error), goes to the network as before.
 */
export function primedManifestLoader(Base: PlaylistLoaderConstructor, url: string, text: string): PlaylistLoaderConstructor {
  let unused: string | null = text;
  return class PrimedManifestLoader extends Base {
    override load(context: PlaylistLoaderContext, config: LoaderConfiguration, callbacks: LoaderCallbacks<PlaylistLoaderContext>): void {
      if (unused === null || context.type !== 'manifest' || !sameUrl(context.url, url)) return super.load(context, config, callbacks);
      const data = unused;
      unused = null;
      this.context = context;
      const { stats } = this;
      const now = performance.now();
      stats.loading.start = stats.loading.first = stats.loading.end = now;
      stats.loaded = stats.total = data.length;
      // As an answer from the network would come: after load() has returned and hls.js has kept this loader.
      queueMicrotask(() => {
        if (!stats.aborted) callbacks.onSuccess({ url: context.url, data }, stats, context, null);
      });
    }
  };
}
