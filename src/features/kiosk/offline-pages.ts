/**
 * Whether this page opens again without a network: checked, not assumed. A reload offline is answered by
 * the service worker only once the worker is active and controls the page; it then serves the page from
 * the app shell (or its cached copy) and the code and styles from its precache. So: wait for the worker,
 * wait for it to take control (it claims open pages when it activates), then look up every file the page
 * has loaded in Cache Storage.
 */

/** The page every address falls back to offline (scripts/prerender-html.ts SHELL_FILE; a test holds them equal). */
export const SHELL_PATH = '/app.html';
/** How long an active worker may take to claim the page before the visitor is asked to reload once. */
export const CLAIM_GRACE_MS = 3_000;

export type OfflinePages =
  /** No service worker in this browser (or a private window that refuses one). */
  | { step: 'unsupported' }
  /** The worker is installing: downloading the site's code, styles and shell. */
  | { step: 'installing' }
  /** The worker failed to install (a file it keeps could not be downloaded). */
  | { step: 'install-failed' }
  /** Active, but not in control of this page (opened with a forced reload, say): one ordinary reload fixes it. */
  | { step: 'needs-reload' }
  /** Files this page loaded that are not kept. */
  | { step: 'missing'; files: string[] }
  | { step: 'ready' };

/** Same-origin code and styles this page has loaded, absolute: what a reload needs besides the page itself. */
export function pageFiles(): string[] {
  const urls = [
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
    ...Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => script.src),
    ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"], link[rel="modulepreload"]'), (link) => link.href),
  ];
  const own = urls.filter((url) => {
    const { origin, pathname } = new URL(url, location.href);
    return origin === location.origin && /\.(?:js|css)$/.test(pathname);
  });
  return [...new Set([new URL(SHELL_PATH, location.origin).href, ...own.map((url) => new URL(url, location.href).href)])].sort();
}

/** The files of `urls` found in no cache (Workbox keeps unhashed files with a revision query: it is ignored). */
export async function missingFiles(urls: readonly string[]): Promise<string[]> {
  const found = await Promise.all(urls.map((url) => caches.match(url, { ignoreSearch: true })));
  return urls.filter((_, index) => !found[index]);
}

/**
 * Follows the worker until this page would open offline, reporting each step; resolves with the last one
 * (`ready`, or why not). Waits as long as the worker takes to install; `signal` ends the wait.
 */
export async function checkOfflinePages(report: (state: OfflinePages) => void, signal: AbortSignal): Promise<OfflinePages> {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  const finish = (state: OfflinePages) => (report(state), state);
  if (!container) return finish({ step: 'unsupported' });
  if (!container.controller) {
    report({ step: 'installing' });
    const installed = await Promise.race([container.ready.then(() => true), installFailure(container), aborted(signal)]);
    if (!installed) return finish({ step: 'install-failed' });
    if (!(await controlled(container, signal, CLAIM_GRACE_MS))) {
      report({ step: 'needs-reload' });
      await controlled(container, signal);
    }
  }
  const missing = await missingFiles(pageFiles());
  return finish(missing.length > 0 ? { step: 'missing', files: missing } : { step: 'ready' });
}

/** Resolves false when the worker being installed gives up (its install rejected); never resolves otherwise. */
async function installFailure(container: ServiceWorkerContainer): Promise<false> {
  const registration = await container.getRegistration();
  const worker = registration?.installing;
  return new Promise((resolve) => worker?.addEventListener('statechange', () => worker.state === 'redundant' && !registration?.active && resolve(false)));
}

/** True once a worker controls the page; false after `withinMs` (when given). */
function controlled(container: ServiceWorkerContainer, signal: AbortSignal, withinMs?: number): Promise<boolean> {
  if (container.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (value: boolean) => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', onChange);
      resolve(value);
    };
    const onChange = () => done(true);
    const timer = withinMs === undefined ? undefined : setTimeout(() => done(false), withinMs);
    container.addEventListener('controllerchange', onChange);
    signal.addEventListener('abort', () => done(false), { once: true });
  });
}

/** Never resolves; rejects when `signal` aborts, so a wait ends with its owner. */
function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
}
