import { OFFLINE_MEDIA_CACHE } from './offline-media';
import { timedFetch } from '@/lib/timed-fetch';

/**
 * How long one file may take to download, its body included. A segment of the top rendition is a few
 * megabytes, a few seconds' work on a stand's wifi; a transfer that has not ended in two minutes has stopped,
 * and staff are told the preparation failed instead of watching its progress stand still.
 */
export const DOWNLOAD_TIMEOUT_MS = 120_000;

/**
 * The kiosk's offline copy of its streams, in the Cache Storage the service worker answers media requests
 * from (offline-media.ts). Sizes come from the server (HEAD) before anything is downloaded, so
 * staff learn whether the device has room first.
 */
export async function sizeOf(urls: readonly string[]): Promise<number> {
  const head = timedFetch();
  const sizes = await Promise.all(urls.map(async (url) => Number((await head(url, { method: 'HEAD' })).headers.get('content-length') ?? 0)));
  return sizes.reduce((total, size) => total + size, 0);
}

/** Bytes this site may still store on the device, when the browser says. */
export async function roomLeft(): Promise<number | null> {
  const estimate = await navigator.storage?.estimate?.();
  if (!estimate?.quota) return null;
  return estimate.quota - (estimate.usage ?? 0);
}

/** Asks the browser not to clear the site's storage under pressure; true when it agrees. */
export async function keepStorage(): Promise<boolean> {
  return (await navigator.storage?.persist?.()) ?? false;
}

export interface Progress {
  done: number;
  total: number;
}

/**
 * Downloads the files not yet kept, a few at a time; rejects on the first failure (nothing half-kept counts).
 * Each file is read whole before it is stored: `cache.put` would report a download that timed out as a bare
 * network error, its body's own failure says which.
 */
export async function keepOffline(urls: readonly string[], onProgress: (progress: Progress) => void, signal: AbortSignal, timeoutMs = DOWNLOAD_TIMEOUT_MS): Promise<void> {
  const cache = await caches.open(OFFLINE_MEDIA_CACHE);
  const download = timedFetch(timeoutMs);
  let done = 0;
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (!(await cache.match(url))) {
        const response = await download(url, { signal, cache: 'no-store' });
        if (!response.ok) {
          await response.body?.cancel();
          throw new Error(`${response.status} ${url}`);
        }
        const { status, statusText, headers } = response;
        await cache.put(url, new Response(await response.blob(), { status, statusText, headers }));
      }
      onProgress({ done: ++done, total: urls.length });
    }
  };
  await Promise.all([worker(), worker(), worker()]);
}

/** Whether every file is kept (a reload offline can play). */
export async function allKept(urls: readonly string[]): Promise<boolean> {
  const cache = await caches.open(OFFLINE_MEDIA_CACHE);
  const found = await Promise.all(urls.map((url) => cache.match(url)));
  return found.every(Boolean);
}
