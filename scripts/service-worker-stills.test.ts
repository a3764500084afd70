import { describe, expect, it } from 'vitest';
import { serviceWorkerConfig } from './service-worker-config.ts';

type Match = (options: { url: URL; sameOrigin: boolean; request: { mode: string } }) => boolean;

describe('the service worker and the stills of the demo hall', () => {
  const routes = serviceWorkerConfig('dist', 'app.html').runtimeCaching ?? [];
  const matches = (href: string, sameOrigin = true) =>
    routes.filter((route) => typeof route.urlPattern === 'function' && (route.urlPattern as unknown as Match)({ url: new URL(href), sameOrigin, request: { mode: 'no-cors' } }));

  it('keeps each still once drawn, refreshed when online, so a page seen online shows its pictures offline', () => {
    const [route, ...others] = matches('https://tutti.example/images/stills/stage-row3-800.avif');
    expect(others).toEqual([]);
    expect(route?.handler).toBe('StaleWhileRevalidate');
    expect(route?.options?.cacheName).toBe('tutti-stills');
  });

  it('keeps no other picture and nothing from another site that way', () => {
    expect(matches('https://tutti.example/images/partners/meridian.svg')).toEqual([]);
    expect(matches('https://cdn.example/images/stills/stage-row3-800.avif', false)).toEqual([]);
  });
});
