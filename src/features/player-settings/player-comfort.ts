import { useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_PREFERENCES, type A11yPreferences } from '@/lib/a11y-preferences';
import { sharedPreferencesState, type PreferencesState } from '@/lib/a11y-preferences-store';

/** The comfort settings the 360° player follows, chosen in the accessibility panel (issue 12). */
export interface PlayerComfort {
  /** How long a look at a headset menu button takes to act: 1000 to 3000 ms. */
  dwellMs: number;
  /** The loudest the player may play, as a fraction of full volume: 0.2 to 1. */
  volumeCeiling: number;
}

export function toPlayerComfort({ dwellMs, volumeCeiling }: Pick<A11yPreferences, 'dwellMs' | 'volumeCeiling'>): PlayerComfort {
  return { dwellMs, volumeCeiling: volumeCeiling / 100 };
}

/** The current values, for code outside React. */
export function readPlayerComfort(state: PreferencesState = sharedPreferencesState()): PlayerComfort {
  return toPlayerComfort(state.get());
}

const serverDwell = () => DEFAULT_PREFERENCES.dwellMs;
const serverCeiling = () => DEFAULT_PREFERENCES.volumeCeiling;

/**
 * The player's comfort settings, re-rendering when the person changes them (even mid-concert).
 * Each number is read on its own, so a change to another setting (text size) does not re-render the player,
 * and the returned object keeps its identity until one of its values changes.
 */
export function usePlayerComfort(state: PreferencesState = sharedPreferencesState()): PlayerComfort {
  const dwellMs = useSyncExternalStore(state.subscribe, () => state.get().dwellMs, serverDwell);
  const volumeCeiling = useSyncExternalStore(state.subscribe, () => state.get().volumeCeiling, serverCeiling);
  return useMemo(() => toPlayerComfort({ dwellMs, volumeCeiling }), [dwellMs, volumeCeiling]);
}
