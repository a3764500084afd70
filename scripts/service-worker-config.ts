/*
 * What the service worker keeps and how it answers (Workbox generateSW). Imported from vite.config.ts:
 * only relative imports with `.ts`.
 */
import { join } from 'node:path';
import type { GenerateSWOptions } from 'workbox-build';
import { OFFLINE_MEDIA_CACHE, OFFLINE_MEDIA_PREFIX } from '../src/features/kiosk/offline-media.ts';
import { STILL_DIR, STILL_FORMATS, STILL_WIDTHS } from '../src/content/stills.ts';

/** Addresses whose pages show account or admin data: never kept, whatever the language prefix. */
export const PRIVATE_PAGES = /^\/(?:(?:nl|es|pt|de|fr)\/)?(?:auth|admin|security-dashboard|verify-email|session|join|concert\/[^/]+\/stage)(?:\/|$)/;

export function serviceWorkerConfig(outDir: string, shellFile: string): GenerateSWOptions {
  return {
    swDest: join(outDir, 'sw.js'),
    globDirectory: outDir,
    // The shell and everything it and the players load (code, styles, translations, icons), so a page opens
    // offline. Not A-Frame (1 MB, one demo page), media (the kiosk keeps what it needs) or the prerendered
    // pages (the network's copy is fresher; offline, the shell renders any of them).
    globPatterns: [shellFile, 'assets/**/*.{js,css}', ...PRECACHED_FONTS, ...PRECACHED_STILLS, 'icons/*.png', 'manifest.webmanifest', 'favicon.svg', 'logo.svg', 'images/**/*.svg'],
    globIgnores: ['assets/aframe-*.js'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    // Hashed names: a changed file has a new name, so no revision query is needed for them.
    dontCacheBustURLsMatching: /^assets\//,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    // A new version waits until the visitor accepts it (the 'new version' prompt sends SKIP_WAITING).
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Account and admin pages: always from the network; offline, the shell (which holds no data).
        urlPattern: inSw(`({ request, url }) => request.mode === 'navigate' && ${PRIVATE_PAGES}.test(url.pathname)`),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: `/${shellFile}` } },
      },
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: { cacheName: 'tutti-pages', networkTimeoutSeconds: 4, expiration: { maxEntries: 40 }, precacheFallback: { fallbackURL: `/${shellFile}` } },
      },
      {
        // The stills of the demo hall (posters, pictures): too many widths to keep them all ahead, so each
        // file is kept once drawn, refreshed when online; offline, a width never drawn is answered by one
        // that was (or by the precached one): a poster a little soft rather than an empty box.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/stills/'),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'tutti-stills', expiration: { maxEntries: 80 }, plugins: [{ handlerDidError: anyWidthOfTheStill }] },
      },
      {
        // Fonts not precached (latin-ext, the dyslexia-friendly font): kept once used, so an offline kiosk
        // draws what it drew online. Hashed names: a kept file never changes.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.woff2'),
        handler: 'CacheFirst',
        options: { cacheName: 'tutti-fonts', expiration: { maxEntries: 20 } },
      },
      {
        // Streams: from the kiosk's offline cache when it holds the file, else from the network, never stored.
        urlPattern: inSw(`({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(${JSON.stringify(OFFLINE_MEDIA_PREFIX)})`),
        handler: inSw(`async ({ request }) => (await caches.match(request, { cacheName: ${JSON.stringify(OFFLINE_MEDIA_CACHE)}, ignoreSearch: true })) || fetch(request)`),
      },
    ],
  };
}

/**
 * The fonts every page draws with (scripts/vite-plugin-font-preload.ts FIRST_SCREEN_FONTS), 95 KB: the latin
 * files of the site's own faces. latin-ext and the dyslexia-friendly font (235 KB, which few visitors choose)
 * are kept at runtime, once a page has used them.
 */
export const PRECACHED_FONTS = ['assets/fraunces-latin-600-normal-*.woff2', 'assets/atkinson-hyperlegible-next-latin-{400,700}-normal-*.woff2'];

/** The width of every still kept ahead (its AVIF, ~10 KB each): what an offline page draws when it drew no other. */
export const PRECACHED_STILL_WIDTH = 800;
const PRECACHED_STILLS = [`${STILL_DIR.slice(1)}/*-${PRECACHED_STILL_WIDTH}.avif`];

/**
 * A still's file the network could not give and no cache holds: any kept width of the same still, AVIF before
 * WebP before JPEG, the widest first, from any cache (the precache's keys carry a revision query). A browser
 * that reads no AVIF would get a picture it cannot draw, but it would have drawn the WebP or JPEG online and
 * found those: every kiosk browser (Chromium, the headsets' browsers) reads AVIF.
 */
const anyWidthOfTheStill = fromSource<DidError>(`async ({ request }) => {
  const match = /^(.*\\/[a-z0-9-]+)-\\d+\\.(?:avif|webp|jpg)$/.exec(new URL(request.url).pathname);
  if (!match) return undefined;
  const widths = ${JSON.stringify(STILL_WIDTHS)};
  for (const format of ${JSON.stringify(STILL_FORMATS)}) {
    for (const width of [...widths[format]].reverse()) {
      const kept = await caches.match(match[1] + '-' + width + '.' + format, { ignoreSearch: true });
      if (kept) return kept;
    }
  }
  return undefined;
}`);

/**
 * Workbox writes route callbacks into sw.js as their source text, so they cannot close over anything: this
 * builds one from source with the constants already written in (and it runs the same way in tests).
 */
type RuntimeCaching = NonNullable<GenerateSWOptions['runtimeCaching']>[number];
type Callback = (...args: never[]) => unknown;
/** Fits both places a callback goes: a route's match and its handler. */
type SwCallback = Extract<RuntimeCaching['urlPattern'], Callback> & Extract<RuntimeCaching['handler'], Callback>;

/** A route's plugin callback for a request its handler could not answer. */
type DidError = NonNullable<NonNullable<NonNullable<RuntimeCaching['options']>['plugins']>[number]['handlerDidError']>;

function fromSource<T extends Callback>(source: string): T {
  return new Function(`return ${source}`)() as T;
}

const inSw = (source: string) => fromSource<SwCallback>(source);
