import { useSyncExternalStore } from 'react';
import { createPreferencesState, sharedPreferencesState, type PreferencesState } from '@/lib/a11y-preferences-store';
import {
  applyToDocument,
  clampToRange,
  clearStoredPreferences,
  DEFAULT_PREFERENCES,
  savePreferences,
  STEPPED,
  type A11yPreferences,
  type A11yStepped,
  type A11yToggle,
} from './preferences';

export interface PreferencesStore {
  get: () => A11yPreferences;
  subscribe: (listener: () => void) => () => void;
  /** Moves the text size one step (+1 bigger, -1 smaller), stopping at the limits. */
  stepFontSize: (direction: 1 | -1) => void;
  /** Moves any minus/plus setting one step (+1 more, -1 less), stopping at its limits. */
  step: (key: A11yStepped, direction: 1 | -1) => void;
  toggle: (key: A11yToggle) => void;
  /** Every setting back to its default (100 %, everything off), and the stored choice forgotten. */
  reset: () => void;
}

/** The panel's actions on a live state: every change is applied to <html> and saved at once, for the next visit. */
function storeOn(state: PreferencesState, root?: HTMLElement): PreferencesStore {
  const publish = (next: A11yPreferences) => {
    applyToDocument(next, root);
    state.set(next);
  };
  const change = (next: A11yPreferences) => {
    publish(next);
    savePreferences(next);
  };
  const step = (key: A11yStepped, direction: 1 | -1) => {
    const current = state.get();
    const value = clampToRange(current[key] + direction * STEPPED[key].step, STEPPED[key]);
    if (value !== current[key]) change({ ...current, [key]: value });
  };
  return {
    get: state.get,
    subscribe: state.subscribe,
    step,
    stepFontSize: (direction) => step('fontSize', direction),
    toggle: (key) => change({ ...state.get(), [key]: !state.get()[key] }),
    reset: () => {
      clearStoredPreferences();
      publish({ ...DEFAULT_PREFERENCES });
    },
  };
}

/** A store of its own (tests, or a part of the page that must not share the page's settings). */
export function createPreferencesStore(initial: A11yPreferences, root?: HTMLElement): PreferencesStore {
  return storeOn(createPreferencesState(initial), root);
}

let sharedStore: PreferencesStore | undefined;

/** One store for the page, on the shared state that the players also read (features/player-settings). */
function getSharedStore(): PreferencesStore {
  sharedStore ??= storeOn(sharedPreferencesState());
  return sharedStore;
}

export function useA11yPreferences(): { preferences: A11yPreferences; actions: PreferencesStore } {
  const store = getSharedStore();
  const preferences = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { preferences, actions: store };
}
