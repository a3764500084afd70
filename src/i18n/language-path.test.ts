import { describe, expect, it } from 'vitest';
import { languagePrefix, localizedPath, splitLanguagePath } from './language-path';

describe('language paths', () => {
  it('keeps English at the bare path and prefixes the others', () => {
    expect(languagePrefix('en')).toBe('');
    expect(languagePrefix('nl')).toBe('/nl');
    expect(localizedPath('en', '/concerts')).toBe('/concerts');
    expect(localizedPath('nl', '/concerts')).toBe('/nl/concerts');
    expect(localizedPath('de', '/')).toBe('/de');
  });

  it('reads the language and the inner path back', () => {
    expect(splitLanguagePath('/nl/concert/1')).toEqual({ language: 'nl', path: '/concert/1' });
    expect(splitLanguagePath('/nl')).toEqual({ language: 'nl', path: '/' });
    expect(splitLanguagePath('/nl/')).toEqual({ language: 'nl', path: '/' });
    expect(splitLanguagePath('/concerts')).toEqual({ language: 'en', path: '/concerts' });
    expect(splitLanguagePath('/')).toEqual({ language: 'en', path: '/' });
  });

  it('does not take a path that merely starts like a language for a prefix', () => {
    expect(splitLanguagePath('/nlx/concerts')).toEqual({ language: 'en', path: '/nlx/concerts' });
    expect(splitLanguagePath('/en/concerts')).toEqual({ language: 'en', path: '/en/concerts' });
  });

  it('round-trips every language', () => {
    for (const language of ['en', 'nl', 'es', 'pt', 'de', 'fr'] as const) {
      for (const path of ['/', '/concerts', '/artist/9']) expect(splitLanguagePath(localizedPath(language, path))).toEqual({ language, path });
    }
  });
});
