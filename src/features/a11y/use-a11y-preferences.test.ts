// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedPreferencesState } from '@/lib/a11y-preferences-store';
import { A11Y_STORAGE_KEY, DEFAULT_PREFERENCES, parsePreferences } from './preferences';
import { createPreferencesStore, useA11yPreferences, type PreferencesStore } from './use-a11y-preferences';

const root = document.documentElement;
const stored = () => parsePreferences(localStorage.getItem(A11Y_STORAGE_KEY));

afterEach(() => {
  localStorage.clear();
  root.className = '';
  root.style.fontSize = '';
});

describe('preferences store', () => {
  it('steps text size by 10 and stops at 180 and 80', () => {
    const store = createPreferencesStore({ ...DEFAULT_PREFERENCES });
    for (let i = 0; i < 12; i++) store.stepFontSize(1);
    expect(store.get().fontSize).toBe(180);
    expect(root.style.fontSize).toBe('180%');
    for (let i = 0; i < 15; i++) store.stepFontSize(-1);
    expect(store.get().fontSize).toBe(80);
    expect(root.style.fontSize).toBe('80%');
    expect(stored().fontSize).toBe(80);
  });

  it('saves and applies every toggle at once', () => {
    const store = createPreferencesStore({ ...DEFAULT_PREFERENCES });
    store.toggle('highContrast');
    expect(stored()).toEqual({ ...DEFAULT_PREFERENCES, highContrast: true });
    expect(root.classList.contains('high-contrast')).toBe(true);
    store.toggle('dyslexicFont');
    store.toggle('reducedMotion');
    store.toggle('highContrast');
    expect(stored()).toEqual({ ...DEFAULT_PREFERENCES, dyslexicFont: true, reducedMotion: true });
    expect([...root.classList].sort()).toEqual(['dyslexic-font', 'reduce-motion']);
  });

  it('notifies subscribers with a new snapshot and stops after unsubscribe', () => {
    const store = createPreferencesStore({ ...DEFAULT_PREFERENCES });
    const listener = vi.fn();
    const before = store.get();
    const unsubscribe = store.subscribe(listener);
    store.toggle('reducedMotion');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).not.toBe(before);
    unsubscribe();
    store.toggle('reducedMotion');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not save or notify when a step is already at the limit', () => {
    const store = createPreferencesStore({ ...DEFAULT_PREFERENCES, fontSize: 180 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.stepFontSize(1);
    expect(listener).not.toHaveBeenCalled();
    expect(localStorage.getItem(A11Y_STORAGE_KEY)).toBeNull();
  });

  it('steps the look time by 0.5 s between 1 and 3 s, saving each change', () => {
    const store = createPreferencesStore({ ...DEFAULT_PREFERENCES });
    store.step('dwellMs', 1);
    expect(store.get().dwellMs).toBe(2000);
    expect(stored().dwellMs).toBe(2000);
    for (let i = 0; i < 6; i++) store.step('dwellMs', 1);
    expect(store.get().dwellMs).toBe(3000);
    for (let i = 0; i < 6; i++) store.step('dwellMs', -1);
    expect(store.get().dwellMs).toBe(1000);
    expect(stored()).toEqual({ ...DEFAULT_PREFERENCES, dwellMs: 1000 });
  });

  it('steps the volume ceiling by 10 between 20 and 100 %, leaving the page itself alone', () => {
    const store = createPreferencesStore({ ...DEFAULT_PREFERENCES });
    const listener = vi.fn();
    store.subscribe(listener);
    store.step('volumeCeiling', 1);
    expect(listener).not.toHaveBeenCalled(); // already at 100 %
    for (let i = 0; i < 10; i++) store.step('volumeCeiling', -1);
    expect(store.get().volumeCeiling).toBe(20);
    expect(listener).toHaveBeenCalledTimes(8);
    expect(stored().volumeCeiling).toBe(20);
    expect(root.style.fontSize).toBe('100%');
    expect(root.classList.length).toBe(0);
  });

  it('reset restores every default (1.5 s, 100 % volume too), and removes the stored preferences', () => {
    const store = createPreferencesStore({
      fontSize: 150,
      highContrast: true,
      dyslexicFont: true,
      reducedMotion: true,
      dwellMs: 3000,
      volumeCeiling: 30,
    });
    store.toggle('dyslexicFont');
    store.toggle('dyslexicFont');
    expect(localStorage.getItem(A11Y_STORAGE_KEY)).not.toBeNull();
    store.reset();
    expect(store.get()).toEqual(DEFAULT_PREFERENCES);
    expect(localStorage.getItem(A11Y_STORAGE_KEY)).toBeNull();
    expect(root.style.fontSize).toBe('100%');
    expect(root.classList.length).toBe(0);
  });
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('the page-wide store', () => {
  // The players read this shared state (features/player-settings, whose own test follows it from there).
  it('is the shared state the players read', () => {
    let actions: PreferencesStore | undefined;
    function Probe() {
      actions = useA11yPreferences().actions;
      return null;
    }
    const reactRoot = createRoot(document.createElement('div'));
    act(() => reactRoot.render(createElement(Probe)));
    act(() => {
      actions?.step('dwellMs', 1);
      actions?.step('volumeCeiling', -1);
    });
    expect(sharedPreferencesState().get()).toMatchObject({ dwellMs: 2000, volumeCeiling: 90 });
    act(() => actions?.reset());
    expect(sharedPreferencesState().get()).toMatchObject({ dwellMs: 1500, volumeCeiling: 100 });
    act(() => reactRoot.unmount());
  });
});
