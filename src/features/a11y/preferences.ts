import { readStored, removeStored, writeStored } from '@/lib/safe-storage';

/**
 * The panel's settings: what they are, how they are stored and how they show on <html>.
 * This file runs before the first render (start-shell), so it stays tiny and dependency-free:
 * a hand check instead of a schema library keeps the home page's first download small.
 */
export const A11Y_STORAGE_KEY = 'a11y-preferences';

export const FONT_SIZE = { min: 80, max: 180, step: 10, default: 100 } as const;

export interface A11yPreferences {
  /** Root font size in percent; Tailwind sizes in rem, so the whole page scales. */
  fontSize: number;
  highContrast: boolean;
  dyslexicFont: boolean;
  reducedMotion: boolean;
}

export type A11yToggle = Exclude<keyof A11yPreferences, 'fontSize'>;

export const DEFAULT_PREFERENCES: Readonly<A11yPreferences> = Object.freeze({
  fontSize: FONT_SIZE.default,
  highContrast: false,
  dyslexicFont: false,
  reducedMotion: false,
});

/** The class each toggle puts on <html> (styled in index.css). */
export const TOGGLE_CLASSES: Record<A11yToggle, string> = {
  highContrast: 'high-contrast',
  dyslexicFont: 'dyslexic-font',
  reducedMotion: 'reduce-motion',
};

/** Any value to a valid size: clamped to 80–180 and snapped to the 10 % grid; junk becomes 100. */
export function clampFontSize(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return FONT_SIZE.default;
  const snapped = FONT_SIZE.min + Math.round((value - FONT_SIZE.min) / FONT_SIZE.step) * FONT_SIZE.step;
  return Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, snapped));
}

/** Stored text to preferences. Never throws: each bad or missing field falls back to its default. */
export function parsePreferences(raw: string | null): A11yPreferences {
  let data: unknown;
  try {
    data = raw === null ? null : JSON.parse(raw);
  } catch {
    data = null;
  }
  const record = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const flag = (key: A11yToggle) => (typeof record[key] === 'boolean' ? record[key] : DEFAULT_PREFERENCES[key]);
  return {
    fontSize: 'fontSize' in record ? clampFontSize(record.fontSize) : FONT_SIZE.default,
    highContrast: flag('highContrast'),
    dyslexicFont: flag('dyslexicFont'),
    reducedMotion: flag('reducedMotion'),
  };
}

export interface SystemPreferences {
  reducedMotion: boolean;
  moreContrast: boolean;
}

export function readSystemPreferences(): SystemPreferences {
  const matches = (query: string) =>
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return {
    reducedMotion: matches('(prefers-reduced-motion: reduce)'),
    moreContrast: matches('(prefers-contrast: more)'),
  };
}

/** What applies at load: the stored choices, with the system's reduced motion / more contrast switched on too. */
export function loadPreferences(system: SystemPreferences = readSystemPreferences()): A11yPreferences {
  const stored = parsePreferences(readStored(A11Y_STORAGE_KEY));
  return {
    ...stored,
    reducedMotion: stored.reducedMotion || system.reducedMotion,
    highContrast: stored.highContrast || system.moreContrast,
  };
}

export function savePreferences(preferences: A11yPreferences): void {
  const { fontSize, highContrast, dyslexicFont, reducedMotion } = preferences;
  writeStored(A11Y_STORAGE_KEY, JSON.stringify({ fontSize, highContrast, dyslexicFont, reducedMotion }));
}

export function clearStoredPreferences(): void {
  removeStored(A11Y_STORAGE_KEY);
}

export function applyToDocument(preferences: A11yPreferences, root: HTMLElement = document.documentElement): void {
  // A percentage of the browser's own size, so a person's browser setting is scaled, not replaced.
  root.style.fontSize = `${clampFontSize(preferences.fontSize)}%`;
  for (const key of Object.keys(TOGGLE_CLASSES) as A11yToggle[]) {
    root.classList.toggle(TOGGLE_CLASSES[key], preferences[key]);
  }
}

/** Called once before the first render, so a stored setting never flashes in after the page appears. */
export function applyStoredA11yPreferences(): void {
  applyToDocument(loadPreferences());
}
