import { describe, expect, it } from 'vitest';
import { detectCountry, detectLanguage } from './detect';

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
