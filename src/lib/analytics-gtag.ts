import type { Analytics, AnalyticsWindow } from './analytics';

/**
 * Google Analytics 4 through gtag.js, strictly behind consent (SPEC §4, §9): the loader that analytics.ts
 * downloads once consent is first given. Nothing is created or requested until `grant()`; the first load is
 * deferred (3 s, then idle) so analytics never competes with the page for the network or the main thread.
 */
export const ANALYTICS_START_DELAY_MS = 3000;
export const IDLE_CALLBACK_TIMEOUT_MS = 3000;
export const PAGE_VIEW_DELAY_MS = 1000;
export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';

type Gtag = (...args: unknown[]) => void;

const CONSENT_DEFAULTS = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
} as const;

export function createGtagAnalytics(id: string, win: AnalyticsWindow): Analytics {

  let granted = false;
  let gtag: Gtag | undefined;
  let startTimer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle: (() => void) | undefined;
  let pageViewTimer: ReturnType<typeof setTimeout> | undefined;
  let pendingPath: string | undefined;

  const sendPageView = (path: string) =>
    gtag?.('event', 'page_view', {
      page_path: path,
      page_location: win.location.origin + path,
      page_title: win.document.title,
    });

  const start = () => {
    cancelIdle = undefined;
    if (!granted) return;
    gtag = installGtag(win, id);
    if (pendingPath !== undefined) sendPageView(pendingPath);
    pendingPath = undefined;
  };

  const scheduleStart = () => {
    if (gtag || startTimer !== undefined || cancelIdle) return;
    startTimer = setTimeout(() => {
      startTimer = undefined;
      cancelIdle = whenIdle(win, start);
    }, ANALYTICS_START_DELAY_MS);
  };

  const cancelPending = () => {
    clearTimeout(startTimer);
    clearTimeout(pageViewTimer);
    cancelIdle?.();
    startTimer = pageViewTimer = cancelIdle = pendingPath = undefined;
  };

  return {
    grant() {
      if (granted) return;
      granted = true;
      if (!gtag) return scheduleStart();
      Object.assign(win, { [`ga-disable-${id}`]: false });
      gtag('consent', 'update', { analytics_storage: 'granted' });
    },
    revoke() {
      if (!granted) return;
      granted = false;
      cancelPending();
      if (!gtag) return;
      gtag('consent', 'update', { analytics_storage: 'denied' });
      // Belt and braces: gtag.js's documented opt-out flag stops every further hit for this id.
      Object.assign(win, { [`ga-disable-${id}`]: true });
    },
    pageView(path) {
      if (!granted) return;
      clearTimeout(pageViewTimer);
      pageViewTimer = setTimeout(() => {
        pageViewTimer = undefined;
        if (!granted) return;
        // Before the deferred start the page is remembered and counted as soon as gtag exists.
        if (gtag) sendPageView(path);
        else pendingPath = path;
      }, PAGE_VIEW_DELAY_MS);
    },
  };
}

/** Runs `task` when the browser is idle (at most 3 s later); Safari has no requestIdleCallback. */
function whenIdle(win: AnalyticsWindow, task: () => void): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(task, { timeout: IDLE_CALLBACK_TIMEOUT_MS });
    return () => win.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

/** The standard gtag.js snippet, with consent mode and privacy settings, run once consent is given. */
function installGtag(win: AnalyticsWindow, id: string): Gtag {
  const dataLayer = (win.dataLayer ??= []);
  // gtag.js only reads `arguments` objects from the data layer (not arrays), hence no rest parameter.
  const gtag: Gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js needs the `arguments` object itself (above)
    dataLayer.push(arguments);
  };
  win.gtag = gtag;
  gtag('consent', 'default', CONSENT_DEFAULTS);
  gtag('consent', 'update', { analytics_storage: 'granted' });
  gtag('js', new Date());
  gtag('config', id, {
    anonymize_ip: true,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
    send_page_view: false,
  });
  const script = win.document.createElement('script');
  script.async = true;
  script.src = `${GTAG_URL}?id=${encodeURIComponent(id)}`;
  win.document.head.append(script);
  return gtag;
}
