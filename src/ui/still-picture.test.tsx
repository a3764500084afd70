// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PosterImage } from './poster-image';
import { StillPicture } from './still-picture';

function parse(markup: string) {
  const host = document.createElement('div');
  host.innerHTML = markup;
  return host;
}

describe('StillPicture', () => {
  it('offers AVIF, then WebP, at every width, with a JPEG fallback of the still’s own size, lazily', () => {
    const host = parse(renderToStaticMarkup(<StillPicture still="hall-balcony" sizes="(min-width: 640px) 40vw, 100vw" alt="The hall" className="w-full" />));
    const sources = [...host.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      '/images/stills/hall-balcony-480.avif 480w, /images/stills/hall-balcony-800.avif 800w, /images/stills/hall-balcony-1200.avif 1200w, /images/stills/hall-balcony-1920.avif 1920w',
    );
    expect(sources.every((s) => s.getAttribute('sizes') === '(min-width: 640px) 40vw, 100vw')).toBe(true);
    const img = host.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe('/images/stills/hall-balcony-800.jpg');
    expect(img?.getAttribute('srcset')).toBe('/images/stills/hall-balcony-800.jpg 800w, /images/stills/hall-balcony-1200.jpg 1200w');
    expect(Object.fromEntries(['alt', 'width', 'height', 'loading', 'decoding', 'class'].map((name) => [name, img?.getAttribute(name)]))).toEqual({
      alt: 'The hall',
      width: '1920',
      height: '1080',
      loading: 'lazy',
      decoding: 'async',
      class: 'w-full',
    });
    expect(img?.hasAttribute('fetchpriority')).toBe(false);
  });

  it('fetches a priority still at once and first', () => {
    const img = parse(renderToStaticMarkup(<StillPicture still="stage-row3" sizes="100vw" alt="" priority />)).querySelector('img');
    expect([img?.getAttribute('loading'), img?.getAttribute('fetchpriority'), img?.hasAttribute('decoding')]).toEqual(['eager', 'high', false]);
    expect(img?.getAttribute('alt')).toBe('');
  });
});

describe('PosterImage', () => {
  it('draws a poster that is a still as the still, decoratively', () => {
    const host = parse(renderToStaticMarkup(<PosterImage src="/images/stills/players-close-1200.jpg" sizes="50vw" width={640} height={360} />));
    expect(host.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain('/images/stills/players-close-1920.avif 1920w');
    expect(host.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('draws any other poster address as a plain image at the given size', () => {
    const host = parse(renderToStaticMarkup(<PosterImage src="https://storage.example/poster.png" sizes="50vw" width={640} height={360} />));
    expect(host.querySelector('picture')).toBeNull();
    const img = host.querySelector('img');
    expect([img?.getAttribute('src'), img?.getAttribute('alt'), img?.getAttribute('width'), img?.getAttribute('height'), img?.getAttribute('loading')]).toEqual([
      'https://storage.example/poster.png',
      '',
      '640',
      '360',
      'lazy',
    ]);
  });
});
