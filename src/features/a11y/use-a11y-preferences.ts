import { useSyncExternalStore } from 'react';
import {
  applyToDocument,
  clampFontSize,
  clearStoredPreferences,
  DEFAULT_PREFERENCES,
  FONT_SIZE,
  loadPreferences,
  savePreferences,
  type A11yPreferences,
  type A11yToggle,
} from './preferences';

export interface PreferencesStore {
  get: () => A11yPreferences;
  subscribe: (listener: () => void) => () => void;
  /** Moves the text size one step (+1 bigger, -1 smaller), stopping at the limits. */
  stepFontSize: (direction: 1 | -1) => void;
  toggle: (key: A11yToggle) => void;
  /** 100 % and everything off, and the stored choice forgotten. */
  reset: () => void;
}

/** Every change is applied to <html> and saved at once, so the next visit starts the same way. */
export function createPreferencesStore(initial: A11yPreferences, root?: HTMLElement): PreferencesStore {
  let current = initial;
  const listeners = new Set<() => void>();
  const publish = (next: A11yPreferences) => {
    current = next;
    applyToDocument(next, root);
    listeners.forEach((notify) => notify());
  };
  const change = (next: A11yPreferences) => {
    publish(next);
    savePreferences(next);
  };
  return {
    get: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stepFontSize: (direction) => {
      const fontSize = clampFontSize(current.fontSize + direction * FONT_SIZE.step);
      if (fontSize !== current.fontSize) change({ ...current, fontSize });
    },
    toggle: (key) => change({ ...current, [key]: !current[key] }),
    reset: () => {
      clearStoredPreferences();
      publish({ ...DEFAULT_PREFERENCES });
    },
  };
}

let sharedStore: PreferencesStore | undefined;

/** One store for the page, starting from what start-shell already applied before the first render. */
function getSharedStore(): PreferencesStore {
  sharedStore ??= createPreferencesStore(loadPreferences());
  return sharedStore;
}

export function useA11yPreferences(): { preferences: A11yPreferences; actions: PreferencesStore } {
  const store = getSharedStore();
  const preferences = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { preferences, actions: store };
}
