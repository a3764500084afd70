/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { checkBuildEnv } from './scripts/build-env.ts';
import { noInjectedStyles } from './scripts/vite-plugin-no-injected-styles.ts';
import { noXrEmulator } from './scripts/vite-plugin-no-xr-emulator.ts';
import { r3fLoopRelease } from './scripts/vite-plugin-r3f-loop-release.ts';
import { prerender } from './scripts/vite-plugin-prerender.ts';
import { pwaAssets } from './scripts/vite-plugin-pwa-assets.ts';
import { serviceWorker } from './scripts/vite-plugin-service-worker.ts';
import { securityHeaderFiles } from './scripts/vite-plugin-security-headers.ts';
import { seoFiles } from './scripts/vite-plugin-seo-files.ts';
import { startPreload } from './scripts/vite-plugin-start-preload.ts';
import { fontPreload } from './scripts/vite-plugin-font-preload.ts';
import { liveFiles } from './scripts/vite-plugin-live-files.ts';

/**
 * When this build started: the day a prerendered page was written for (src/lib/use-today.ts). Kept in the
 * environment so the prerender's own server build, which loads this file again, uses the same moment.
 */
process.env.TUTTI_BUILD_TIME ??= new Date().toISOString();

export default defineConfig(({ isSsrBuild }) => ({
  define: { __BUILD_TIME__: JSON.stringify(process.env.TUTTI_BUILD_TIME) },
  plugins: [
    checkBuildEnv(),
    // Before the prerender's preview middleware, which answers every other path with a page.
    liveFiles(),
    noXrEmulator(),
    r3fLoopRelease(),
    noInjectedStyles(),
    react(),
    tailwindcss(),
    seoFiles(),
    startPreload(),
    fontPreload(),
    // After the browser build, whose index.html it fills with each page (and keeps as app.html).
    prerender(),
    pwaAssets(),
    // After everything it precaches is written.
    serviceWorker(),
    // Last: it reads the finished HTML to hash its inline code into the Content-Security-Policy.
    securityHeaderFiles(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@xr': fileURLToPath(new URL('./xr', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      // Beside the app (index.html), the entry that starts a player route's stream: the page's inline start
      // script loads it at once, so the first picture does not wait for the app's code (scripts/start-preload.ts).
      ...(isSsrBuild ? {} : { input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), 'stream-start': fileURLToPath(new URL('./xr/core/media/stream-start.ts', import.meta.url)) } }),
      output: {
        // What every page loads before its first render (the entry's static imports), in two chunks instead
        // of twenty-odd small ones: the libraries, which change rarely, and the site's shell. A phone on a
        // slow network waits for round trips more than for bytes.
        // The prerender's server bundle (src/entry-server.tsx, run once by Node at build time) is one file:
        // no visitor downloads it, and split like the browser's it reported every module the entry imports
        // statically and the pages lazily as an INEFFECTIVE_DYNAMIC_IMPORT, which `npm test` now forbids.
        codeSplitting: isSsrBuild
          ? false
          : {
              groups: [
                { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 2 },
                // Not the engine's modules: only the stream-start entry loads any statically (the site never
                // imports xr/ but through its lazy player routes), and in the shell they would reach every page.
                // Nor the translation files, entries of their own (scripts/vite-plugin-start-preload.ts).
                { name: 'shell', test: (id: string) => !/[\\/]xr[\\/]|[\\/]i18n[\\/]locales[\\/]/.test(id), tags: ['$initial'], priority: 1 },
              ],
            },
        // Name translation chunks by language and namespace (locale-nl-common-<hash>.js), so what a
        // visitor downloads is readable in the network panel and in tests.
        chunkFileNames: (chunk) => {
          const locale = chunk.facadeModuleId?.match(/locales\/(\w+)\/([\w-]+)\.json$/);
          return locale ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  preview: { host: '127.0.0.1' },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'xr/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
    // Vitest leaves a core to its main process (cores − 1), which on CI's two cores runs the files one by one
    // while the main process idles: one worker per core ran the suite in 133 s instead of 240 s.
    maxWorkers: availableParallelism(),
  },
}));
