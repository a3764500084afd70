import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getManifest } from 'workbox-build';
import { STILL_FORMATS, STILL_NAMES, STILL_WIDTHS, stillFile } from '../src/content/stills.ts';
import { serviceWorkerConfig } from './service-worker-config.ts';
import { FIRST_SCREEN_FONTS } from './vite-plugin-font-preload.ts';

type Match = (options: { url: URL; sameOrigin: boolean; request: { mode: string } }) => boolean;

const routes = serviceWorkerConfig('dist', 'app.html').runtimeCaching ?? [];
const matches = (href: string, sameOrigin = true) =>
  routes.filter((route) => typeof route.urlPattern === 'function' && (route.urlPattern as unknown as Match)({ url: new URL(href), sameOrigin, request: { mode: 'no-cors' } }));

describe('the service worker and the stills of the demo hall', () => {

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

describe('what the service worker keeps ahead', () => {
  /** The precache manifest Workbox would write for a build holding `files` (empty files, real globs). */
  async function precached(files: readonly string[]): Promise<string[]> {
    const dir = mkdtempSync(join(tmpdir(), 'sw-precache-'));
    try {
      for (const file of ['app.html', ...files]) {
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        writeFileSync(join(dir, file), file);
      }
      const { globPatterns, globIgnores } = serviceWorkerConfig(dir, 'app.html');
      const { manifestEntries } = await getManifest({ globDirectory: dir, globPatterns, globIgnores });
      return (manifestEntries ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.url)).sort();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it("keeps one width of every still (its 800 px AVIF), so an offline kiosk draws every poster", async () => {
    const stills = STILL_NAMES.flatMap((name) => STILL_FORMATS.flatMap((format) => STILL_WIDTHS[format].map((width) => stillFile(name, format, width).slice(1))));
    const kept = await precached(stills);
    expect(kept.filter((file) => file.startsWith('images/stills/'))).toEqual(STILL_NAMES.map((name) => `images/stills/${name}-800.avif`).sort());
  });

  it("keeps the site's own latin fonts ahead, and leaves latin-ext and the dyslexia-friendly font to be kept when used", async () => {
    const fonts = [
      'assets/fraunces-latin-600-normal-BFCDtZfi.woff2',
      'assets/fraunces-latin-ext-600-normal-BtzmzP0X.woff2',
      'assets/atkinson-hyperlegible-next-latin-400-normal-FfmJh7DR.woff2',
      'assets/atkinson-hyperlegible-next-latin-700-normal-Dpiyiu63.woff2',
      'assets/atkinson-hyperlegible-next-latin-ext-400-normal-BalHKn7d.woff2',
      'assets/atkinson-hyperlegible-next-latin-ext-700-normal-CBw-mJf_.woff2',
      'assets/opendyslexic-latin-400-normal-nUhe5EwG.woff2',
      'assets/opendyslexic-latin-700-normal-Bnmt45Ln.woff2',
    ];
    const kept = await precached(fonts);
    expect(kept.filter((file) => file.endsWith('.woff2'))).toEqual(fonts.filter((font) => FIRST_SCREEN_FONTS.some((pattern) => pattern.test(font))).sort());
    const [route, ...others] = matches('https://tutti.example/assets/opendyslexic-latin-400-normal-nUhe5EwG.woff2');
    expect(others).toEqual([]);
    expect(route?.handler).toBe('CacheFirst');
    expect(route?.options?.cacheName).toBe('tutti-fonts');
  });
});

describe('a still the network cannot give, offline', () => {
  const route = serviceWorkerConfig('dist', 'app.html').runtimeCaching?.find((entry) => entry.options?.cacheName === 'tutti-stills');
  const fallback = route?.options?.plugins?.[0]?.handlerDidError as unknown as (options: { request: Request }) => Promise<Response | undefined>;
  /** Cache Storage holding `urls` (as the precache does, with a revision query on each). */
  const keep = (urls: readonly string[]) =>
    vi.stubGlobal('caches', {
      match: async (url: string, options?: { ignoreSearch?: boolean }) => {
        const found = urls.find((kept) => (options?.ignoreSearch ? kept.split('?')[0] : kept) === url);
        return found ? new Response(found) : undefined;
      },
    });
  const answer = async (path: string) => (await fallback({ request: new Request(`https://tutti.example${path}`) }))?.text();
  afterEach(() => vi.unstubAllGlobals());

  it('is answered with a kept width of the same still: AVIF before WebP before JPEG, the widest first', async () => {
    keep(['/images/stills/stage-row3-480.webp', '/images/stills/stage-row3-800.avif?__WB_REVISION__=1', '/images/stills/hall-empty-1920.avif', '/images/stills/stage-row3-1200.jpg']);
    expect(await answer('/images/stills/stage-row3-1920.avif')).toBe('/images/stills/stage-row3-800.avif?__WB_REVISION__=1');
    expect(await answer('/images/stills/stage-row3-1200.webp')).toBe('/images/stills/stage-row3-800.avif?__WB_REVISION__=1');
    keep(['/images/stills/stage-row3-480.webp', '/images/stills/stage-row3-1200.jpg', '/images/stills/stage-row3-800.webp']);
    expect(await answer('/images/stills/stage-row3-1920.avif')).toBe('/images/stills/stage-row3-800.webp');
  });

  it('is not answered with another still, or when nothing of it is kept', async () => {
    keep(['/images/stills/hall-empty-800.avif']);
    expect(await answer('/images/stills/stage-row3-800.avif')).toBeUndefined();
    expect(await answer('/images/partners/meridian.svg')).toBeUndefined();
  });
});
