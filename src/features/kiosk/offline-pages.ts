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
    const installed = await Promise.race([container.ready.then(() => true), installFailure(container, signal), aborted(signal)]);
    if (!installed) return finish({ step: 'install-failed' });
    if (!(await controlled(container, signal, CLAIM_GRACE_MS))) {
      report({ step: 'needs-reload' });
      await controlled(container, signal);
    }
  }
  const missing = await missingFiles(pageFiles());
  return finish(missing.length > 0 ? { step: 'missing', files: missing } : { step: 'ready' });
}

/** How long after the page's load the site's worker may take to appear (main.tsx registers it on load). */
export const REGISTRATION_GRACE_MS = 10_000;

/**
 * Resolves false when no worker will come: none registered once the page has loaded and the grace has passed
 * (a build without one, a registration that failed), or the one being installed gave up. Never resolves while
 * a worker is on its way, so the wait lasts as long as its install.
 */
async function installFailure(container: ServiceWorkerContainer, signal: AbortSignal): Promise<false> {
  const registration = await registrationOf(container, signal);
  const worker = registration?.installing ?? registration?.waiting ?? registration?.active;
  if (!registration || !worker) return false;
  return new Promise((resolve) => {
    const onState = () => {
      // Redundant with nothing else on its way: the install failed (a newer worker replacing it is not a failure).
      if (worker.state === 'redundant' && !registration.installing && !registration.waiting && !registration.active) resolve(false);
    };
    worker.addEventListener('statechange', onState);
    signal.addEventListener('abort', () => worker.removeEventListener('statechange', onState), { once: true });
  });
}

/** The site's registration, looked for until the page has loaded and the grace has passed; undefined if none. */
async function registrationOf(container: ServiceWorkerContainer, signal: AbortSignal): Promise<ServiceWorkerRegistration | undefined> {
  await new Promise<void>((resolve) => (document.readyState === 'complete' ? resolve() : window.addEventListener('load', () => resolve(), { once: true })));
  const giveUpAt = performance.now() + REGISTRATION_GRACE_MS;
  for (;;) {
    const registration = await container.getRegistration();
    if (registration || signal.aborted || performance.now() >= giveUpAt) return registration;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** True once a worker controls the page; false after `withinMs` (when given). */
function controlled(container: ServiceWorkerContainer, signal: AbortSignal, withinMs?: number): Promise<boolean> {
  if (container.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (value: boolean) => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', onChange);
      signal.removeEventListener('abort', onAbort);
      resolve(value);
    };
    const onChange = () => done(true);
    const onAbort = () => done(false);
    const timer = withinMs === undefined ? undefined : setTimeout(() => done(false), withinMs);
    container.addEventListener('controllerchange', onChange);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Never resolves; rejects when `signal` aborts, so a wait ends with its owner. */
function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
}
