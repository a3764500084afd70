// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { A11Y_STORAGE_KEY, DEFAULT_PREFERENCES, parsePreferences } from './preferences';
import { createPreferencesStore } from './use-a11y-preferences';

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

  it('reset restores 100 % and all off, and removes the stored preferences', () => {
    const store = createPreferencesStore({ fontSize: 150, highContrast: true, dyslexicFont: true, reducedMotion: true });
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
