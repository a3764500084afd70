import { clampFontSize, loadPreferences, type A11yPreferences, type A11yToggle } from '@/lib/a11y-preferences';

/**
 * How the panel's settings show on <html>. What they are and how they are stored lives in
 * lib/a11y-preferences (the player reads some of them too); it is re-exported here so the panel's
 * own names stay as they were. This file runs before the first render (start-shell): keep it tiny.
 */
export {
  A11Y_STORAGE_KEY,
  clampDwellMs,
  clampFontSize,
  clampToRange,
  clampVolumeCeiling,
  clearStoredPreferences,
  DEFAULT_PREFERENCES,
  DWELL_MS,
  FONT_SIZE,
  loadPreferences,
  parsePreferences,
  readSystemPreferences,
  savePreferences,
  STEPPED,
  VOLUME_CEILING,
} from '@/lib/a11y-preferences';
export type { A11yPreferences, A11yStepped, A11yToggle, StepRange, SystemPreferences } from '@/lib/a11y-preferences';

/** The class each toggle puts on <html> (styled in index.css). */
export const TOGGLE_CLASSES: Record<A11yToggle, string> = {
  highContrast: 'high-contrast',
  dyslexicFont: 'dyslexic-font',
  reducedMotion: 'reduce-motion',
};

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
