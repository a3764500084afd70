import { defineConfig, devices } from '@playwright/test';
import baseConfig from '../playwright.config';

/** The live benchmark: one run, alone on the machine (its figures are timings). Port and build can be moved (a shared machine). */
const PORT = Number(process.env.BENCH_LIVE_PORT ?? 4433);
const DIST = process.env.BENCH_LIVE_DIST ?? 'dist-bench-live';

export default defineConfig({
  testDir: '.',
  testMatch: 'live.bench.ts',
  outputDir: '../test-results/bench-live',
  workers: 1,
  retries: 0,
  timeout: 15 * 60_000,
  reporter: [['list']],
  use: { ...baseConfig.use, ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1 --outDir ${DIST}`,
    url: `http://127.0.0.1:${PORT}`,
    // Playwright starts it in this file's folder: the site and its Vite config are one up.
    cwd: '..',
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
