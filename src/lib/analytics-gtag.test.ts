// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsWindow } from './analytics';
import { createGtagAnalytics } from './analytics-gtag';

const ID = 'G-TEST000000';
const win = window as AnalyticsWindow;

/** dataLayer holds `arguments` objects; turn them into arrays to compare. */
const calls = () => (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const pageViews = () => calls().filter((c) => c[0] === 'event' && c[1] === 'page_view');
const gtagScripts = () => document.querySelectorAll('script[src^="https://www.googletagmanager.com/gtag/js"]');
const nothingLoaded = () => {
  expect(gtagScripts()).toHaveLength(0);
  expect(win.dataLayer).toBeUndefined();
  expect(win.gtag).toBeUndefined();
};

/** jsdom has no requestIdleCallback: a controllable one stands in for the browser's. */
function installIdleCallback() {
  const pending: IdleRequestCallback[] = [];
  const request = vi.fn((callback: IdleRequestCallback, _options?: IdleRequestOptions) => pending.push(callback));
  Object.assign(window, { requestIdleCallback: request, cancelIdleCallback: vi.fn() });
  const runIdle = () => pending.splice(0).forEach((cb) => cb({ didTimeout: false, timeRemaining: () => 50 }));
  return { request, runIdle };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  gtagScripts().forEach((s) => s.remove());
  for (const key of ['dataLayer', 'gtag', 'requestIdleCallback', 'cancelIdleCallback', `ga-disable-${ID}`])
    Reflect.deleteProperty(window, key);
});

describe('analytics before consent', () => {
  it('creates and requests nothing while consent is not granted', () => {
    const analytics = createGtagAnalytics(ID, win);
    analytics.pageView('/');
    analytics.revoke();
    vi.advanceTimersByTime(60_000);
    nothingLoaded();
  });
});

describe('deferred start after consent', () => {
  it('waits 3 s, then for an idle moment (timeout 3 s), before loading gtag.js', () => {
    const { request, runIdle } = installIdleCallback();
    createGtagAnalytics(ID, win).grant();
    vi.advanceTimersByTime(2999);
    expect(request).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    nothingLoaded();

    runIdle();
    expect(gtagScripts()).toHaveLength(1);
    expect(gtagScripts()[0]?.getAttribute('src')).toBe(`https://www.googletagmanager.com/gtag/js?id=${ID}`);
    expect(calls()).toEqual([
      ['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
      ['consent', 'update', { analytics_storage: 'granted' }],
      ['js', expect.any(Date)],
      ['config', ID, { anonymize_ip: true, allow_google_signals: false, allow_ad_personalization_signals: false, send_page_view: false }],
    ]);
  });

  it('falls back to a timer where requestIdleCallback is missing', () => {
    createGtagAnalytics(ID, win).grant();
    vi.advanceTimersByTime(2999);
    nothingLoaded();
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers();
    expect(gtagScripts()).toHaveLength(1);
  });

  it('loads gtag.js only once, however often consent is granted', () => {
    const analytics = createGtagAnalytics(ID, win);
    analytics.grant();
    analytics.grant();
    vi.advanceTimersByTime(10_000);
    analytics.grant();
    vi.advanceTimersByTime(10_000);
    expect(gtagScripts()).toHaveLength(1);
  });

  it('cancels the pending start when consent is withdrawn before it runs', () => {
    const { runIdle } = installIdleCallback();
    const analytics = createGtagAnalytics(ID, win);
    analytics.grant();
    analytics.pageView('/');
    vi.advanceTimersByTime(3000);
    analytics.revoke();
    runIdle();
    vi.advanceTimersByTime(60_000);
    nothingLoaded();
  });
});

describe('page views', () => {
  function started() {
    const analytics = createGtagAnalytics(ID, win);
    analytics.grant();
    vi.advanceTimersByTime(3000);
    vi.runOnlyPendingTimers();
    return analytics;
  }

  it('sends page_view 1 s after a route change, with path and query', () => {
    const analytics = started();
    analytics.pageView('/concerts?genre=jazz');
    vi.advanceTimersByTime(999);
    expect(pageViews()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(pageViews()).toEqual([
      ['event', 'page_view', expect.objectContaining({ page_path: '/concerts?genre=jazz', page_location: `${location.origin}/concerts?genre=jazz` })],
    ]);
  });

  it('sends one page_view for fast navigations: the page where the person stayed', () => {
    const analytics = started();
    analytics.pageView('/a');
    vi.advanceTimersByTime(500);
    analytics.pageView('/b');
    vi.advanceTimersByTime(5000);
    expect(pageViews().map((c) => (c[2] as { page_path: string }).page_path)).toEqual(['/b']);
  });

  it('counts the landing page once gtag has started', () => {
    const analytics = createGtagAnalytics(ID, win);
    analytics.grant();
    analytics.pageView('/');
    vi.advanceTimersByTime(1000);
    expect(win.dataLayer).toBeUndefined();
    vi.advanceTimersByTime(2000);
    vi.runOnlyPendingTimers();
    expect(pageViews()).toHaveLength(1);
  });

  it('sets consent to denied and sends nothing more after withdrawal', () => {
    const analytics = started();
    analytics.pageView('/a');
    analytics.revoke();
    vi.advanceTimersByTime(5000);
    analytics.pageView('/b');
    vi.advanceTimersByTime(5000);
    expect(pageViews()).toEqual([]);
    expect(calls().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(Reflect.get(window, `ga-disable-${ID}`)).toBe(true);
  });

  it('resumes without a second script when consent is granted again', () => {
    const analytics = started();
    analytics.revoke();
    analytics.grant();
    expect(calls().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(Reflect.get(window, `ga-disable-${ID}`)).toBe(false);
    analytics.pageView('/again');
    vi.advanceTimersByTime(1000);
    expect(pageViews()).toHaveLength(1);
    expect(gtagScripts()).toHaveLength(1);
  });
});
