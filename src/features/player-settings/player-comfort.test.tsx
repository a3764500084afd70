// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { A11Y_STORAGE_KEY, DEFAULT_PREFERENCES } from '@/lib/a11y-preferences';
import { createPreferencesState, sharedPreferencesState, type PreferencesState } from '@/lib/a11y-preferences-store';
import { readPlayerComfort, toPlayerComfort, usePlayerComfort, type PlayerComfort } from './player-comfort';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
const seen: PlayerComfort[] = [];

function Probe({ state }: { state?: PreferencesState }) {
  seen.push(usePlayerComfort(state));
  return null;
}

function mount(state?: PreferencesState) {
  act(() => {
    root = createRoot(document.createElement('div'));
    root.render(<Probe state={state} />);
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  seen.length = 0;
  localStorage.clear();
});

describe('player comfort', () => {
  it('gives the look time in ms and the volume ceiling as a fraction', () => {
    expect(toPlayerComfort(DEFAULT_PREFERENCES)).toEqual({ dwellMs: 1500, volumeCeiling: 1 });
    expect(toPlayerComfort({ dwellMs: 3000, volumeCeiling: 20 })).toEqual({ dwellMs: 3000, volumeCeiling: 0.2 });
    expect(readPlayerComfort(createPreferencesState({ ...DEFAULT_PREFERENCES, volumeCeiling: 70 }))).toEqual({ dwellMs: 1500, volumeCeiling: 0.7 });
  });

  it('follows live changes, and ignores changes to other settings', () => {
    const state = createPreferencesState({ ...DEFAULT_PREFERENCES });
    mount(state);
    expect(seen.at(-1)).toEqual({ dwellMs: 1500, volumeCeiling: 1 });

    act(() => state.set({ ...state.get(), dwellMs: 2500 }));
    expect(seen.at(-1)).toEqual({ dwellMs: 2500, volumeCeiling: 1 });
    act(() => state.set({ ...state.get(), volumeCeiling: 40 }));
    expect(seen.at(-1)).toEqual({ dwellMs: 2500, volumeCeiling: 0.4 });

    const renders = seen.length;
    act(() => state.set({ ...state.get(), fontSize: 150, highContrast: true }));
    expect(seen).toHaveLength(renders);
  });

  it('reads the page-wide state, which starts from what is stored', () => {
    localStorage.setItem(A11Y_STORAGE_KEY, JSON.stringify({ dwellMs: 2000, volumeCeiling: 50 }));
    mount();
    expect(seen.at(-1)).toEqual({ dwellMs: 2000, volumeCeiling: 0.5 });
    act(() => sharedPreferencesState().set({ ...sharedPreferencesState().get(), dwellMs: 1000 }));
    expect(seen.at(-1)).toEqual({ dwellMs: 1000, volumeCeiling: 0.5 });
  });
});
