// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import media from '@/i18n/locales/en/media.json';
import { VideoEmbed, type VideoEmbedProps } from './video-embed';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const i18n = i18next.createInstance();

describe('VideoEmbed', () => {
  let root: Root;
  let container: HTMLElement;
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { media } }, defaultNS: 'media', interpolation: { escapeValue: false } });
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  function render(props: Partial<VideoEmbedProps> = {}) {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <VideoEmbed host="youtube" videoId="bCsLltL2025" title="Long Live The Lights" poster="/images/artists/poster.svg" {...props} />
        </I18nextProvider>,
      ),
    );
  }

  it('shows only the local poster, a named play button and the privacy note before play', () => {
    render();
    expect(container.querySelector('iframe')).toBeNull();
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/images/artists/poster.svg');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['640', '360']);
    const button = container.querySelector('button');
    expect(button?.getAttribute('aria-label')).toBe('Play video: Long Live The Lights (loads from YouTube)');
    expect(container.textContent).toContain('only loaded from YouTube when you press play');
  });

  it('replaces the poster by the player on click, and moves focus into it', () => {
    render();
    act(() => container.querySelector('button')?.click());
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/bCsLltL2025?autoplay=1');
    expect(frame?.getAttribute('title')).toBe('Long Live The Lights (video from YouTube)');
    expect(frame?.getAttribute('allow')).toBe('autoplay; fullscreen; picture-in-picture');
    expect(frame?.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(container.querySelector('button')).toBeNull();
    expect(document.activeElement).toBe(frame);
  });

  it('plays Vimeo through its do-not-track player', () => {
    render({ host: 'vimeo', videoId: '123456789', title: 'Night Shift' });
    expect(container.querySelector('button')?.getAttribute('aria-label')).toBe('Play video: Night Shift (loads from Vimeo)');
    act(() => container.querySelector('button')?.click());
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe('https://player.vimeo.com/video/123456789?autoplay=1&dnt=1');
  });

  it('offers no play button for an invalid id, and says the video cannot be shown', () => {
    render({ videoId: 'x"/><script>' });
    expect(container.querySelector('button')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.textContent).toContain(media.unavailable);
  });
});
