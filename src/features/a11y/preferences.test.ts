// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  A11Y_STORAGE_KEY,
  applyStoredA11yPreferences,
  applyToDocument,
  clampDwellMs,
  clampFontSize,
  clampVolumeCeiling,
  DEFAULT_PREFERENCES,
  loadPreferences,
  parsePreferences,
  savePreferences,
} from './preferences';

const root = document.documentElement;

afterEach(() => {
  localStorage.clear();
  root.className = '';
  root.style.fontSize = '';
  vi.unstubAllGlobals();
});

describe('clampFontSize', () => {
  it('keeps valid sizes', () => {
    for (const size of [80, 90, 100, 150, 180]) expect(clampFontSize(size)).toBe(size);
  });
  it('clamps to 80–180', () => {
    expect(clampFontSize(50)).toBe(80);
    expect(clampFontSize(-1000)).toBe(80);
    expect(clampFontSize(190)).toBe(180);
    expect(clampFontSize(1e9)).toBe(180);
  });
  it('snaps to the 10 % grid', () => {
    expect(clampFontSize(104)).toBe(100);
    expect(clampFontSize(106)).toBe(110);
    expect(clampFontSize(87.5)).toBe(90);
  });
  it('turns non-numbers into the default', () => {
    for (const junk of [NaN, Infinity, '120', null, undefined, {}, true]) expect(clampFontSize(junk)).toBe(100);
  });
});

describe('clampDwellMs', () => {
  it('keeps 1 to 3 s in half-second steps, 1.5 s by default', () => {
    for (const ms of [1000, 1500, 2000, 2500, 3000]) expect(clampDwellMs(ms)).toBe(ms);
    expect(DEFAULT_PREFERENCES.dwellMs).toBe(1500);
  });
  it('clamps to 1000–3000 and snaps to the 500 ms grid', () => {
    expect(clampDwellMs(0)).toBe(1000);
    expect(clampDwellMs(-5000)).toBe(1000);
    expect(clampDwellMs(10_000)).toBe(3000);
    expect(clampDwellMs(1740)).toBe(1500);
    expect(clampDwellMs(1760)).toBe(2000);
  });
  it('turns non-numbers into 1500', () => {
    for (const junk of [NaN, -Infinity, '2000', null, undefined, [], false]) expect(clampDwellMs(junk)).toBe(1500);
  });
});

describe('clampVolumeCeiling', () => {
  it('keeps 20 to 100 % in steps of 10, 100 % by default', () => {
    for (const percent of [20, 50, 90, 100]) expect(clampVolumeCeiling(percent)).toBe(percent);
    expect(DEFAULT_PREFERENCES.volumeCeiling).toBe(100);
  });
  it('clamps to 20–100 and snaps to the 10 % grid', () => {
    expect(clampVolumeCeiling(0)).toBe(20);
    expect(clampVolumeCeiling(-30)).toBe(20);
    expect(clampVolumeCeiling(150)).toBe(100);
    expect(clampVolumeCeiling(64)).toBe(60);
    expect(clampVolumeCeiling(66)).toBe(70);
  });
  it('turns non-numbers into 100', () => {
    for (const junk of [NaN, Infinity, '50', null, undefined, {}, true]) expect(clampVolumeCeiling(junk)).toBe(100);
  });
});

describe('parsePreferences', () => {
  it('reads a valid stored value', () => {
    const stored = { fontSize: 130, highContrast: true, dyslexicFont: false, reducedMotion: true, dwellMs: 2500, volumeCeiling: 40 };
    expect(parsePreferences(JSON.stringify(stored))).toEqual(stored);
  });
  it('gives the comfort defaults to a value stored before they existed', () => {
    const stored = { fontSize: 130, highContrast: true, dyslexicFont: false, reducedMotion: true };
    expect(parsePreferences(JSON.stringify(stored))).toEqual({ ...stored, dwellMs: 1500, volumeCeiling: 100 });
  });
  it('gives the defaults for nothing stored, broken JSON and non-objects', () => {
    for (const raw of [null, '', '{', 'undefined', 'null', '42', '"text"', '[1,2]', '[]']) {
      expect(parsePreferences(raw)).toEqual(DEFAULT_PREFERENCES);
    }
  });
  it('replaces each bad field by its default and keeps the good ones', () => {
    const raw = JSON.stringify({ fontSize: 'huge', highContrast: 'yes', dyslexicFont: true, reducedMotion: 1, dwellMs: '3000', volumeCeiling: 50 });
    expect(parsePreferences(raw)).toEqual({ ...DEFAULT_PREFERENCES, dyslexicFont: true, volumeCeiling: 50 });
  });
  it('clamps and snaps an out-of-range size', () => {
    expect(parsePreferences('{"fontSize":400}').fontSize).toBe(180);
    expect(parsePreferences('{"fontSize":10}').fontSize).toBe(80);
    expect(parsePreferences('{"fontSize":123}').fontSize).toBe(120);
  });
  it('clamps and snaps an out-of-range look time and volume ceiling', () => {
    expect(parsePreferences('{"dwellMs":60000,"volumeCeiling":5}')).toMatchObject({ dwellMs: 3000, volumeCeiling: 20 });
    expect(parsePreferences('{"dwellMs":1,"volumeCeiling":1000}')).toMatchObject({ dwellMs: 1000, volumeCeiling: 100 });
    expect(parsePreferences('{"dwellMs":2300,"volumeCeiling":33}')).toMatchObject({ dwellMs: 2500, volumeCeiling: 30 });
  });
});

describe('storage and document', () => {
  it('saves exactly the six fields as JSON', () => {
    const extra = { fontSize: 120, highContrast: true, dyslexicFont: false, reducedMotion: false, dwellMs: 2000, volumeCeiling: 70, other: 1 };
    savePreferences(extra);
    expect(JSON.parse(localStorage.getItem(A11Y_STORAGE_KEY) ?? '')).toEqual({
      fontSize: 120,
      highContrast: true,
      dyslexicFont: false,
      reducedMotion: false,
      dwellMs: 2000,
      volumeCeiling: 70,
    });
  });

  it('applies size and classes to <html>, and removes classes that are switched off', () => {
    applyToDocument({ ...DEFAULT_PREFERENCES, fontSize: 150, highContrast: true, dyslexicFont: true, reducedMotion: true });
    expect(root.style.fontSize).toBe('150%');
    expect([...root.classList].sort()).toEqual(['dyslexic-font', 'high-contrast', 'reduce-motion']);
    applyToDocument(DEFAULT_PREFERENCES);
    expect(root.style.fontSize).toBe('100%');
    expect(root.classList.length).toBe(0);
  });

  it('leaves other classes on <html> alone', () => {
    root.classList.add('dark');
    applyToDocument({ ...DEFAULT_PREFERENCES, highContrast: true });
    applyToDocument(DEFAULT_PREFERENCES);
    expect([...root.classList]).toEqual(['dark']);
  });

  it('applyStoredA11yPreferences applies what is stored (jsdom has no matchMedia)', () => {
    localStorage.setItem(A11Y_STORAGE_KEY, JSON.stringify({ fontSize: 170, dyslexicFont: true }));
    applyStoredA11yPreferences();
    expect(root.style.fontSize).toBe('170%');
    expect([...root.classList]).toEqual(['dyslexic-font']);
  });

  it('applyStoredA11yPreferences survives junk in storage', () => {
    localStorage.setItem(A11Y_STORAGE_KEY, '{not json');
    applyStoredA11yPreferences();
    expect(root.style.fontSize).toBe('100%');
    expect(root.classList.length).toBe(0);
  });
});

describe('system preferences at load', () => {
  const stubMatchMedia = (matching: string[]) =>
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: matching.includes(query), media: query }));

  it('switch reduced motion and high contrast on in addition to stored values', () => {
    localStorage.setItem(A11Y_STORAGE_KEY, JSON.stringify({ fontSize: 110, dyslexicFont: true }));
    stubMatchMedia(['(prefers-reduced-motion: reduce)', '(prefers-contrast: more)']);
    expect(loadPreferences()).toEqual({ ...DEFAULT_PREFERENCES, fontSize: 110, highContrast: true, dyslexicFont: true, reducedMotion: true });
  });

  it('never switch a stored choice off', () => {
    localStorage.setItem(A11Y_STORAGE_KEY, JSON.stringify({ highContrast: true, reducedMotion: true }));
    stubMatchMedia([]);
    expect(loadPreferences()).toMatchObject({ highContrast: true, reducedMotion: true });
  });

  it('each query controls only its own mode', () => {
    expect(loadPreferences({ reducedMotion: true, moreContrast: false })).toMatchObject({ reducedMotion: true, highContrast: false });
    expect(loadPreferences({ reducedMotion: false, moreContrast: true })).toMatchObject({ reducedMotion: false, highContrast: true });
  });
});
