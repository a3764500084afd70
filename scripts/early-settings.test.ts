import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { A11Y_STORAGE_KEY, FONT_SIZE, TOGGLE_CLASSES } from '../src/features/a11y/preferences';
import { BANNER_DISMISSED_KEY, CONSENT_STORAGE_KEY } from '../src/features/consent/consent-store';
import { SESSION_KEY } from '../src/lib/supabase/stored-session';
import { EARLY_SETTINGS, earlySettingsScript } from './early-settings.ts';

describe('early settings', () => {
  it("use the app's own keys, classes and limits", () => {
    expect(EARLY_SETTINGS.a11yKey).toBe(A11Y_STORAGE_KEY);
    expect(EARLY_SETTINGS.classes).toEqual(TOGGLE_CLASSES);
    expect(EARLY_SETTINGS.fontSize).toEqual({ min: FONT_SIZE.min, max: FONT_SIZE.max });
    expect(EARLY_SETTINGS.consentKey).toBe(CONSENT_STORAGE_KEY);
    expect(EARLY_SETTINGS.dismissedKey).toBe(BANNER_DISMISSED_KEY);
    expect(EARLY_SETTINGS.session).toMatchObject(SESSION_KEY);
  });

  it("name the attribute the stylesheet hides a signed-in person's visitor forms by", () => {
    const css = readFileSync(new URL('../src/index.css', import.meta.url), 'utf8');
    expect(css).toContain(`html[${EARLY_SETTINGS.session.attribute}]:not([data-app-ready]) [data-visitor-part]`);
  });

  it("name the attribute the cookie banner's stylesheet waits for", () => {
    const css = readFileSync(new URL('../src/features/consent/cookie-banner.css', import.meta.url), 'utf8');
    expect(css).toContain(`html[${EARLY_SETTINGS.decidedAttribute}]`);
  });

  it('is a self-contained script with its settings inlined and escaped', () => {
    const script = earlySettingsScript({ ...EARLY_SETTINGS, a11yKey: '</script>' });
    expect(script).not.toContain('</script>');
    expect(() => new Function(script)).not.toThrow();
  });
});
