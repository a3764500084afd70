/**
 * Google Analytics 4, strictly behind consent (SPEC §4, §9). This part is on every page and holds no more than
 * the consent: the gtag.js loader (analytics-gtag.ts) is downloaded only once the person first gives consent,
 * and is handed what happened meanwhile (the consent, the last page seen).
 */

/** The globals gtag.js reads and writes; declared here rather than on every Window. */
export type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

export interface Analytics {
  grant(): void;
  revoke(): void;
  /** Call on every route change; sends one page_view 1 s after the last call. */
  pageView(path: string): void;
}

type LoadGtag = () => Promise<{ createGtagAnalytics: (id: string, win: AnalyticsWindow) => Analytics }>;

const loadGtagAnalytics: LoadGtag = () => import('./analytics-gtag');

export function createAnalytics(id: string | undefined, win: AnalyticsWindow = window, load: LoadGtag = loadGtagAnalytics): Analytics {
  if (!id) return { grant() {}, revoke() {}, pageView() {} };
  let loader: Analytics | undefined;
  let loading: Promise<void> | undefined;
  let granted = false;
  /** The last page seen while the loader was on its way: counted as soon as it is here, if consent still holds. */
  let pendingPath: string | undefined;

  const fetchLoader = () => {
    loading ??= load().then(
      ({ createGtagAnalytics }) => {
        loader = createGtagAnalytics(id, win);
        if (!granted) return;
        loader.grant();
        if (pendingPath !== undefined) loader.pageView(pendingPath);
        pendingPath = undefined;
      },
      () => {
        // Offline, or blocked: asked for again at the next page seen with consent, or the next consent.
        loading = undefined;
      },
    );
  };

  return {
    grant() {
      granted = true;
      if (loader) loader.grant();
      else fetchLoader();
    },
    revoke() {
      granted = false;
      pendingPath = undefined;
      loader?.revoke();
    },
    pageView(path) {
      if (loader) return loader.pageView(path);
      if (!granted) return;
      pendingPath = path;
      fetchLoader();
    },
  };
}
