import { useSyncExternalStore } from 'react';
import { readStored, removeStored, writeStored } from '@/lib/safe-storage';

/** The person's analytics choice (SPEC §3), kept in localStorage so it holds on the next visit. */
export const CONSENT_STORAGE_KEY = 'analyticsConsent';
/** Closing the banner without choosing hides it for this browser session only. */
export const BANNER_DISMISSED_KEY = 'consentBannerDismissed';

export type ConsentChoice = 'granted' | 'denied';

export interface ConsentState {
  consent: ConsentChoice | null;
  bannerOpen: boolean;
  /** Opened by the person (Cookie settings), not shown automatically: focus moves into it. */
  reopened: boolean;
}

const isChoice = (value: string | null): value is ConsentChoice => value === 'granted' || value === 'denied';

let reopened = false;
// Memory copies: where storage is blocked, a choice still holds for this page view.
let chosenThisPage: ConsentChoice | null = null;
let dismissedThisPage = false;
let snapshot: ConsentState | undefined;
const listeners = new Set<() => void>();

function compute(): ConsentState {
  const stored = readStored(CONSENT_STORAGE_KEY);
  const consent = isChoice(stored) ? stored : chosenThisPage;
  const dismissed = dismissedThisPage || readStored(BANNER_DISMISSED_KEY, 'session') !== null;
  return { consent, bannerOpen: reopened || (consent === null && !dismissed), reopened };
}

function refresh() {
  const next = compute();
  // A new object only when something changed, as useSyncExternalStore requires a stable snapshot.
  const same =
    snapshot?.consent === next.consent && snapshot.bannerOpen === next.bannerOpen && snapshot.reopened === next.reopened;
  if (!same) {
    snapshot = next;
    listeners.forEach((notify) => notify());
  }
}

export function getConsentState(): ConsentState {
  snapshot ??= compute();
  return snapshot;
}

/** Records a choice (Accept All or Essential Only) and hides the banner. */
export function chooseConsent(choice: ConsentChoice): void {
  writeStored(CONSENT_STORAGE_KEY, choice);
  removeStored(BANNER_DISMISSED_KEY, 'session');
  chosenThisPage = choice;
  reopened = false;
  refresh();
}

/** Close button: hides the banner for this session and stores no choice. */
export function dismissBanner(): void {
  writeStored(BANNER_DISMISSED_KEY, '1', 'session');
  dismissedThisPage = true;
  reopened = false;
  refresh();
}

/** Cookie settings: shows the banner again so a person can change their mind. */
export function reopenBanner(): void {
  reopened = true;
  refresh();
}

function onStorage(event: StorageEvent) {
  // Another tab made a choice: follow it, so analytics never runs against a newer "denied".
  if (event.key === null || event.key === CONSENT_STORAGE_KEY) refresh();
}

export function subscribeConsent(notify: () => void): () => void {
  if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage);
  listeners.add(notify);
  return () => {
    listeners.delete(notify);
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
  };
}

/**
 * A first visit's view, so the banner is in the prerendered HTML and paints with the page (it is what a
 * phone's screen shows largest). For a visitor who has already decided, the start script marks the
 * document before it paints and cookie-banner.css keeps the banner hidden until the app takes over.
 */
const SERVER_STATE: ConsentState = { consent: null, bannerOpen: true, reopened: false };

export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribeConsent, getConsentState, () => SERVER_STATE);
}

/** For tests: forget the in-memory state (storage is cleared by the test itself). */
export function resetConsentStoreForTests(): void {
  reopened = dismissedThisPage = false;
  chosenThisPage = null;
  snapshot = undefined;
}
