import { loadPreferences, type A11yPreferences } from './a11y-preferences';

/**
 * The live accessibility preferences, as an external store (for useSyncExternalStore). Only the a11y
 * panel changes them; other parts of the site (the player) read and follow them from here.
 */
export interface PreferencesState {
  get: () => A11yPreferences;
  subscribe: (listener: () => void) => () => void;
  /** Replaces the value and notifies every subscriber. Saving and showing it is the caller's job. */
  set: (next: A11yPreferences) => void;
}

export function createPreferencesState(initial: A11yPreferences): PreferencesState {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next) => {
      current = next;
      listeners.forEach((notify) => notify());
    },
  };
}

let shared: PreferencesState | undefined;

/** One state for the page, created on first use from what is stored (and what start-shell already applied). */
export function sharedPreferencesState(): PreferencesState {
  shared ??= createPreferencesState(loadPreferences());
  return shared;
}
