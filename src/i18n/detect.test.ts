import { describe, expect, it } from 'vitest';
import { detectCountry, detectLanguage, languageAddress } from './detect';

const none = { search: '', stored: null, browser: [] as string[] };

describe('detectLanguage', () => {
  it('prefers the lang URL parameter', () => {
    expect(detectLanguage({ search: '?lang=nl', stored: 'de', browser: ['fr-FR'] })).toBe('nl');
  });
  it('ignores an invalid URL value and falls back to the stored choice', () => {
    expect(detectLanguage({ search: '?lang=xx', stored: 'de', browser: ['fr-FR'] })).toBe('de');
  });
  it('ignores an invalid stored value and uses the browser language', () => {
    expect(detectLanguage({ search: '', stored: 'klingon', browser: ['it-IT', 'pt-BR'] })).toBe('pt');
  });
  it('defaults to English', () => {
    expect(detectLanguage(none)).toBe('en');
  });
  it('is case-sensitive for the URL parameter as specified (only the six codes)', () => {
    expect(detectLanguage({ ...none, search: '?lang=NL' })).toBe('en');
  });
});

describe('detectCountry', () => {
  it('prefers the country URL parameter', () => {
    expect(detectCountry({ search: '?country=es', stored: 'nl', browser: [] })).toBe('es');
  });
  it('accepts global', () => {
    expect(detectCountry({ search: '?country=global', stored: 'nl', browser: [] })).toBe('global');
  });
  it('ignores invalid values', () => {
    expect(detectCountry({ search: '?country=us', stored: 'moon', browser: [] })).toBe('global');
  });
  it('uses the browser region when it is served', () => {
    expect(detectCountry({ search: '', stored: null, browser: ['de-DE'] })).toBe('de');
    expect(detectCountry({ search: '', stored: null, browser: ['en-US'] })).toBe('global');
  });
});

describe('languageAddress', () => {
  const visit = (pathname: string, search = '', stored: string | null = null, browser: string[] = ['en-GB']) =>
    languageAddress({ pathname, search, stored, browser });

  it('moves a ?lang= into the path and keeps the other parameters', () => {
    expect(visit('/concerts', '?lang=nl')).toBe('/nl/concerts');
    expect(visit('/de/concerts', '?lang=fr&country=fr')).toBe('/fr/concerts?country=fr');
    expect(visit('/', '?lang=en', 'nl')).toBe('/');
  });

  it('ignores an invalid ?lang=', () => {
    expect(visit('/nl/about', '?lang=xx')).toBeNull();
  });

  it('leads an English address to the stored or browser language', () => {
    expect(visit('/concerts', '', 'de')).toBe('/de/concerts');
    expect(visit('/', '', null, ['pt-BR'])).toBe('/pt');
    expect(visit('/concerts', '', 'en', ['nl-NL'])).toBeNull();
    expect(visit('/concerts')).toBeNull();
  });

  it('never overrides a prefixed address', () => {
    expect(visit('/nl/concerts', '', 'de', ['fr'])).toBeNull();
  });
});
