/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { checkBuildEnv } from './scripts/build-env.ts';
import { noXrEmulator } from './scripts/vite-plugin-no-xr-emulator.ts';
import { seoFiles } from './scripts/vite-plugin-seo-files.ts';
import { startPreload } from './scripts/vite-plugin-start-preload.ts';

export default defineConfig({
  plugins: [checkBuildEnv(), noXrEmulator(), react(), tailwindcss(), seoFiles(), startPreload()],
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
      output: {
        codeSplitting: {
          groups: [{ name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|use-sync-external-store|cookie|set-cookie-parser)[\\/]/ }],
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
    include: ['src/**/*.test.{ts,tsx}', 'xr/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
  },
});
