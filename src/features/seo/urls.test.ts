import { describe, expect, it } from 'vitest';
import { absoluteUrl, alternateLinks, languageUrl, pathUrl } from './urls';

const SITE = 'https://tutti.example/';

describe('page addresses', () => {
  it('is the site plus the path, without trailing slash or query', () => {
    expect(pathUrl(SITE, '/')).toBe('https://tutti.example/');
    expect(pathUrl(SITE, '/about/')).toBe('https://tutti.example/about');
    expect(pathUrl('https://tutti.example', '/concert/3')).toBe('https://tutti.example/concert/3');
  });

  it('puts every language but English under its own prefix', () => {
    expect(languageUrl(SITE, '/about', 'nl')).toBe('https://tutti.example/nl/about');
    expect(languageUrl(SITE, '/', 'de')).toBe('https://tutti.example/de');
    expect(languageUrl(SITE, '/about', 'en')).toBe('https://tutti.example/about');
  });

  it('lists every language and an x-default without a language', () => {
    const links = alternateLinks(SITE, '/about', ['en', 'nl']);
    expect(links).toEqual([
      { hrefLang: 'en', href: 'https://tutti.example/about' },
      { hrefLang: 'nl', href: 'https://tutti.example/nl/about' },
      { hrefLang: 'x-default', href: 'https://tutti.example/about' },
    ]);
  });

  it('resolves relative references against the site and keeps absolute ones', () => {
    expect(absoluteUrl(SITE, '/logo.svg')).toBe('https://tutti.example/logo.svg');
    expect(absoluteUrl('https://tutti.example', 'media/a.jpg')).toBe('https://tutti.example/media/a.jpg');
    expect(absoluteUrl(SITE, 'https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
  });
});
