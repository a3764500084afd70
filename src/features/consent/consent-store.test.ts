// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BANNER_DISMISSED_KEY,
  CONSENT_STORAGE_KEY,
  chooseConsent,
  dismissBanner,
  getConsentState,
  reopenBanner,
  resetConsentStoreForTests,
  subscribeConsent,
} from './consent-store';

/** A new browser session: sessionStorage and in-memory state gone, localStorage kept. */
function newSession() {
  sessionStorage.clear();
  resetConsentStoreForTests();
}

beforeEach(() => {
  localStorage.clear();
  newSession();
});
afterEach(() => vi.restoreAllMocks());

describe('consent store', () => {
  it('shows the banner when no choice is stored', () => {
    expect(getConsentState()).toEqual({ consent: null, bannerOpen: true, reopened: false });
  });

  it('treats an unknown stored value as no choice', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'yes');
    expect(getConsentState()).toMatchObject({ consent: null, bannerOpen: true });
  });

  it.each(['granted', 'denied'] as const)('stores %s, hides the banner and tells subscribers', (choice) => {
    const notify = vi.fn();
    const unsubscribe = subscribeConsent(notify);
    chooseConsent(choice);
    unsubscribe();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe(choice);
    expect(getConsentState()).toEqual({ consent: choice, bannerOpen: false, reopened: false });
    expect(notify).toHaveBeenCalledTimes(1);
    newSession();
    expect(getConsentState()).toEqual({ consent: choice, bannerOpen: false, reopened: false });
  });

  it('close hides the banner for this session only and stores no choice', () => {
    dismissBanner();
    expect(getConsentState()).toMatchObject({ consent: null, bannerOpen: false });
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(BANNER_DISMISSED_KEY)).not.toBeNull();
    newSession();
    expect(getConsentState()).toMatchObject({ consent: null, bannerOpen: true });
  });

  it('Cookie settings re-opens the banner over a stored choice, and a new choice replaces it', () => {
    chooseConsent('granted');
    reopenBanner();
    expect(getConsentState()).toEqual({ consent: 'granted', bannerOpen: true, reopened: true });
    chooseConsent('denied');
    expect(getConsentState()).toEqual({ consent: 'denied', bannerOpen: false, reopened: false });
  });

  it('closing a re-opened banner keeps the earlier choice', () => {
    chooseConsent('denied');
    reopenBanner();
    dismissBanner();
    expect(getConsentState()).toEqual({ consent: 'denied', bannerOpen: false, reopened: false });
  });

  it('keeps the same snapshot while nothing changes (required by useSyncExternalStore)', () => {
    const first = getConsentState();
    const notify = vi.fn();
    const unsubscribe = subscribeConsent(notify);
    dismissBanner();
    const second = getConsentState();
    dismissBanner();
    unsubscribe();
    expect(second).not.toBe(first);
    expect(getConsentState()).toBe(second);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('follows a choice made in another tab', () => {
    const notify = vi.fn();
    const unsubscribe = subscribeConsent(notify);
    localStorage.setItem(CONSENT_STORAGE_KEY, 'denied');
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, newValue: 'denied' }));
    unsubscribe();
    expect(getConsentState()).toMatchObject({ consent: 'denied', bannerOpen: false });
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('still works, for this page view, when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(getConsentState()).toMatchObject({ consent: null, bannerOpen: true });
    dismissBanner();
    expect(getConsentState()).toMatchObject({ consent: null, bannerOpen: false });
    chooseConsent('granted');
    expect(getConsentState()).toMatchObject({ consent: 'granted', bannerOpen: false });
  });
});
