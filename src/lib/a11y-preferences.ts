import { readStored, removeStored, writeStored } from '@/lib/safe-storage';

/**
 * The accessibility preferences as stored: what they are, their limits and how they are read and saved.
 * Shared here because the a11y panel sets them and the player reads the comfort ones (look time, volume).
 * This runs before the first render (start-shell), so it stays tiny and dependency-free: a hand check
 * instead of a schema library keeps the home page's first download small.
 */
export const A11Y_STORAGE_KEY = 'a11y-preferences';

export interface StepRange {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly default: number;
}

export const FONT_SIZE = { min: 80, max: 180, step: 10, default: 100 } as const satisfies StepRange;
/** How long a look at a headset menu button takes to act (issue 12): slow enough for frail hands and eyes. */
export const DWELL_MS = { min: 1000, max: 3000, step: 500, default: 1500 } as const satisfies StepRange;
/** The loudest the player may play, in percent of full volume: no sudden loud music (issue 12). */
export const VOLUME_CEILING = { min: 20, max: 100, step: 10, default: 100 } as const satisfies StepRange;

export interface A11yPreferences {
  /** Root font size in percent; Tailwind sizes in rem, so the whole page scales. */
  fontSize: number;
  highContrast: boolean;
  dyslexicFont: boolean;
  reducedMotion: boolean;
  /** Headset menu look time in milliseconds. */
  dwellMs: number;
  /** Maximum player volume in percent. */
  volumeCeiling: number;
}

/** The settings changed by minus and plus buttons, each with its range. */
export const STEPPED = { fontSize: FONT_SIZE, dwellMs: DWELL_MS, volumeCeiling: VOLUME_CEILING } as const;
export type A11yStepped = keyof typeof STEPPED;
export type A11yToggle = Exclude<keyof A11yPreferences, A11yStepped>;

export const DEFAULT_PREFERENCES: Readonly<A11yPreferences> = Object.freeze({
  fontSize: FONT_SIZE.default,
  highContrast: false,
  dyslexicFont: false,
  reducedMotion: false,
  dwellMs: DWELL_MS.default,
  volumeCeiling: VOLUME_CEILING.default,
});

/** Any value to a valid one: clamped to the range and snapped to its grid; junk becomes the default. */
export function clampToRange(value: unknown, range: StepRange): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return range.default;
  const snapped = range.min + Math.round((value - range.min) / range.step) * range.step;
  return Math.min(range.max, Math.max(range.min, snapped));
}

export const clampFontSize = (value: unknown): number => clampToRange(value, FONT_SIZE);
export const clampDwellMs = (value: unknown): number => clampToRange(value, DWELL_MS);
export const clampVolumeCeiling = (value: unknown): number => clampToRange(value, VOLUME_CEILING);

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
    fontSize: clampFontSize(record.fontSize),
    highContrast: flag('highContrast'),
    dyslexicFont: flag('dyslexicFont'),
    reducedMotion: flag('reducedMotion'),
    dwellMs: clampDwellMs(record.dwellMs),
    volumeCeiling: clampVolumeCeiling(record.volumeCeiling),
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
  const { fontSize, highContrast, dyslexicFont, reducedMotion, dwellMs, volumeCeiling } = preferences;
  writeStored(A11Y_STORAGE_KEY, JSON.stringify({ fontSize, highContrast, dyslexicFont, reducedMotion, dwellMs, volumeCeiling }));
}

export function clearStoredPreferences(): void {
  removeStored(A11Y_STORAGE_KEY);
}
