// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import artist from '@/i18n/locales/en/artist.json';
import concerts from '@/i18n/locales/en/concerts.json';
import media from '@/i18n/locales/en/media.json';
import { loadSampleProgramme } from '@/features/concerts';
import { FeaturedArtists } from './featured-artists';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const i18n = i18next.createInstance();

describe('FeaturedArtists', () => {
  let root: Root;
  let container: HTMLElement;
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { artist, concerts, media } },
      interpolation: { escapeValue: false, defaultVariables: { product: 'Tutti' } },
    });
    // The sample programme's texts arrive per language; the page's prerender and start-up load them first too.
    await loadSampleProgramme(['en']);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('shows three artists, each a click-to-load video with a local poster, a profile link, and Apply Now', () => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <FeaturedArtists />
          </MemoryRouter>
        </I18nextProvider>,
      ),
    );
    const section = container.querySelector('section');
    const heading = section?.querySelector('h2');
    expect(heading?.textContent).toBe('Featured Artists');
    expect(section?.getAttribute('aria-labelledby')).toBe(heading?.id);
    expect([...container.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Bayou City Static', 'Mara Okafor Trio', 'Delia Mae Carter']);
    const plays = [...container.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(plays).toEqual([
      'Play video: Long Live The Lights by Bayou City Static (loads from YouTube)',
      'Play video: Blue Hour on Oxford Road by Mara Okafor Trio (loads from YouTube)',
      'Play video: River Porch Song by Delia Mae Carter (loads from Vimeo)',
    ]);
    expect(container.querySelector('iframe')).toBeNull();
    // Local posters: the demo hall's stage lit and empty (none of them is the demo's string players), each in AVIF and WebP with a JPEG fallback.
    const posters = [...container.querySelectorAll('picture')];
    expect(posters.map((p) => p.querySelector('img')?.getAttribute('src'))).toEqual(Array(3).fill('/images/stills/hall-empty-800.jpg'));
    for (const poster of posters) expect([...poster.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(container.querySelectorAll('img').length).toBe(3);
    const links = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['About Bayou City Static', '/artist/9'],
      ['About Mara Okafor Trio', '/artist/mara-okafor-trio'],
      ['About Delia Mae Carter', '/artist/delia-mae-carter'],
      ['Apply Now', '/contribute'],
    ]);
  });
});
