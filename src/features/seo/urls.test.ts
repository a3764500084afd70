import { describe, expect, it } from 'vitest';
import { absoluteUrl, alternateLinks, alternateUrl, canonicalUrl, languageInSearch, pathUrl } from './urls';

const SITE = 'https://tutti.example/';

describe('page addresses', () => {
  it('is the site plus the path, without trailing slash or query', () => {
    expect(pathUrl(SITE, '/')).toBe('https://tutti.example/');
    expect(pathUrl(SITE, '/about/')).toBe('https://tutti.example/about');
    expect(pathUrl('https://tutti.example', '/concert/3')).toBe('https://tutti.example/concert/3');
  });

  it('marks the language of an alternate with ?lang=', () => {
    expect(alternateUrl(SITE, '/about', 'nl')).toBe('https://tutti.example/about?lang=nl');
  });

  it('makes a ?lang= page its own canonical, and the plain path the canonical otherwise', () => {
    expect(canonicalUrl(SITE, '/about')).toBe('https://tutti.example/about');
    expect(canonicalUrl(SITE, '/about', null)).toBe('https://tutti.example/about');
    expect(canonicalUrl(SITE, '/about', 'de')).toBe('https://tutti.example/about?lang=de');
  });

  it('lists every language and an x-default without a language', () => {
    const links = alternateLinks(SITE, '/about', ['en', 'nl']);
    expect(links).toEqual([
      { hrefLang: 'en', href: 'https://tutti.example/about?lang=en' },
      { hrefLang: 'nl', href: 'https://tutti.example/about?lang=nl' },
      { hrefLang: 'x-default', href: 'https://tutti.example/about' },
    ]);
  });

  it('reads only a supported language from the query', () => {
    const languages = ['en', 'nl'] as const;
    expect(languageInSearch('?lang=nl&country=nl', languages)).toBe('nl');
    expect(languageInSearch('?lang=xx', languages)).toBeNull();
    expect(languageInSearch('', languages)).toBeNull();
  });

  it('resolves relative references against the site and keeps absolute ones', () => {
    expect(absoluteUrl(SITE, '/logo.svg')).toBe('https://tutti.example/logo.svg');
    expect(absoluteUrl('https://tutti.example', 'media/a.jpg')).toBe('https://tutti.example/media/a.jpg');
    expect(absoluteUrl(SITE, 'https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
  });
});
