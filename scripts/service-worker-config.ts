/*
 * What the service worker keeps and how it answers (Workbox generateSW). Imported from vite.config.ts:
 * only relative imports with `.ts`.
 */
import { join } from 'node:path';
import type { GenerateSWOptions } from 'workbox-build';
import { OFFLINE_MEDIA_CACHE, OFFLINE_MEDIA_PREFIX } from '../src/features/kiosk/offline-media.ts';

/** Addresses whose pages show account or admin data: never kept, whatever the language prefix. */
export const PRIVATE_PAGES = /^\/(?:(?:nl|es|pt|de|fr)\/)?(?:auth|admin|security-dashboard|verify-email|session|join)(?:\/|$)/;

export function serviceWorkerConfig(outDir: string, shellFile: string): GenerateSWOptions {
  return {
    swDest: join(outDir, 'sw.js'),
    globDirectory: outDir,
    // The shell and everything it and the players load (code, styles, fonts, translations, icons), so a page
    // opens offline. Not A-Frame (1 MB, one demo page), media (the kiosk keeps what it needs) or the
    // prerendered pages (the network's copy is fresher; offline, the shell renders any of them). Fonts: the
    // woff2 files only (every browser that runs a service worker reads them), latin-ext and the
    // dyslexia-friendly font included, so an offline kiosk draws what it drew online.
    globPatterns: [shellFile, 'assets/**/*.{js,css,woff2}', 'icons/*.png', 'manifest.webmanifest', 'favicon.svg', 'logo.svg', 'images/**/*.svg'],
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
        // file is kept once drawn (a page seen online draws its pictures offline), refreshed when online.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/stills/'),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'tutti-stills', expiration: { maxEntries: 60 } },
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
 * Workbox writes route callbacks into sw.js as their source text, so they cannot close over anything: this
 * builds one from source with the constants already written in (and it runs the same way in tests).
 */
type RuntimeCaching = NonNullable<GenerateSWOptions['runtimeCaching']>[number];
type Callback = (...args: never[]) => unknown;
/** Fits both places a callback goes: a route's match and its handler. */
type SwCallback = Extract<RuntimeCaching['urlPattern'], Callback> & Extract<RuntimeCaching['handler'], Callback>;

function inSw(source: string): SwCallback {
  return new Function(`return ${source}`)() as SwCallback;
}
