/**
 * The visitor's stored settings that change how a page looks, applied by an inline script in <head>
 * before the first paint: a prerendered page is on screen before the app's code runs, and must not
 * appear at the wrong text size, or with a cookie banner its visitor has already answered, for a moment.
 * The app applies the same settings again, fully (src/features/a11y/preferences.ts, consent-store.ts);
 * early-settings.test.ts fails if the keys and names here drift from the app's.
 */
export interface EarlySettings {
  a11yKey: string;
  /** Toggle → the class it puts on <html>. */
  classes: Record<string, string>;
  fontSize: { min: number; max: number };
  consentKey: string;
  dismissedKey: string;
  /** Set on <html> when the visitor has answered the cookie banner (cookie-banner.css). */
  decidedAttribute: string;
  /** supabase-js's session key (src/lib/supabase/stored-session.ts), and what <html> gets when one is kept (index.css). */
  session: { prefix: string; suffix: string; attribute: string };
}

/** Runs in the page, serialised with toString(): it must not close over anything outside itself. */
function applyEarly(s: EarlySettings): void {
  const html = document.documentElement;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(s.a11yKey) || 'null');
    if (stored && typeof stored === 'object') {
      const prefs = stored as Record<string, unknown>;
      const size = prefs.fontSize;
      if (typeof size === 'number' && size >= s.fontSize.min && size <= s.fontSize.max) html.style.fontSize = `${size}%`;
      for (const key of Object.keys(s.classes)) if (prefs[key] === true) html.classList.add(s.classes[key] ?? '');
    }
  } catch {
    // Unreadable or blocked: the app applies its defaults.
  }
  try {
    const consent = localStorage.getItem(s.consentKey);
    if (consent === 'granted' || consent === 'denied' || sessionStorage.getItem(s.dismissedKey) !== null) html.setAttribute(s.decidedAttribute, '');
  } catch {
    // Storage blocked: no answer can have been kept either.
  }
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (key.startsWith(s.session.prefix) && key.endsWith(s.session.suffix)) html.setAttribute(s.session.attribute, '');
    }
  } catch {
    // Storage blocked: no session can have been kept either.
  }
}

export function earlySettingsScript(settings: EarlySettings): string {
  return `(${applyEarly.toString()})(${JSON.stringify(settings).replace(/</g, '\\u003c')});`;
}

export const EARLY_SETTINGS: EarlySettings = {
  a11yKey: 'a11y-preferences',
  classes: { highContrast: 'high-contrast', dyslexicFont: 'dyslexic-font', reducedMotion: 'reduce-motion' },
  fontSize: { min: 80, max: 180 },
  consentKey: 'analyticsConsent',
  dismissedKey: 'consentBannerDismissed',
  decidedAttribute: 'data-consent-decided',
  session: { prefix: 'sb-', suffix: '-auth-token', attribute: 'data-stored-session' },
};
