// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createAnalytics, type Analytics, type AnalyticsWindow } from './analytics';

const ID = 'G-TEST000000';
const win = window as AnalyticsWindow;

/** A stand-in for the gtag.js loader (analytics-gtag.ts, tested beside it) that records what it is told. */
function fakeLoader() {
  const told: string[] = [];
  const loader: Analytics = { grant: () => told.push('grant'), revoke: () => told.push('revoke'), pageView: (path) => told.push(`pageView ${path}`) };
  const load = vi.fn(() => Promise.resolve({ createGtagAnalytics: () => loader }));
  return { told, load };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('analytics on every page', () => {
  it('does nothing at all without a measurement id', async () => {
    const { load } = fakeLoader();
    const analytics = createAnalytics(undefined, win, load);
    analytics.grant();
    analytics.pageView('/');
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('downloads the gtag.js loader only once consent is given', async () => {
    const { load, told } = fakeLoader();
    const analytics = createAnalytics(ID, win, load);
    analytics.pageView('/');
    analytics.revoke();
    await settle();
    expect(load).not.toHaveBeenCalled();

    analytics.grant();
    analytics.pageView('/about');
    analytics.pageView('/contact');
    expect(load).toHaveBeenCalledTimes(1);
    await settle();
    // The consent, then the last page seen while the loader was on its way.
    expect(told).toEqual(['grant', 'pageView /contact']);
    analytics.pageView('/pricing');
    analytics.revoke();
    expect(told).toEqual(['grant', 'pageView /contact', 'pageView /pricing', 'revoke']);
  });

  it('counts nothing when consent is withdrawn before the loader has arrived', async () => {
    const { load, told } = fakeLoader();
    const analytics = createAnalytics(ID, win, load);
    analytics.grant();
    analytics.pageView('/');
    analytics.revoke();
    await settle();
    expect(told).toEqual([]);
  });

  it('asks for the loader again at the next consent when it could not be downloaded', async () => {
    const { told } = fakeLoader();
    const loader: Analytics = { grant: () => told.push('grant'), revoke: () => undefined, pageView: () => undefined };
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ createGtagAnalytics: () => loader });
    const analytics = createAnalytics(ID, win, load);
    analytics.grant();
    await settle();
    analytics.revoke();
    analytics.grant();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(told).toEqual(['grant']);
  });

  it('asks for the loader again at the next page seen with consent when it could not be downloaded', async () => {
    const told: string[] = [];
    const loader: Analytics = { grant: () => told.push('grant'), revoke: () => undefined, pageView: (path) => told.push(`pageView ${path}`) };
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ createGtagAnalytics: () => loader });
    const analytics = createAnalytics(ID, win, load);
    // Consent stored from an earlier visit: granted at start, and the first download fails.
    analytics.grant();
    await settle();
    analytics.pageView('/concerts');
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(told).toEqual(['grant', 'pageView /concerts']);
  });
});
