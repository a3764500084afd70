import { defineConfig, devices } from '@playwright/test';
import baseConfig from '../playwright.config';

/** The group-session benchmark: one long run, alone on the machine (its figures are timings). */
const PORT = Number(process.env.BENCH_SYNC_PORT ?? 4431);
/** The build bench/sync.mjs makes (another folder lets a second checkout's run keep out of its way). */
const DIST = process.env.BENCH_SYNC_DIST ?? 'dist-bench-sync';

export default defineConfig({
  testDir: '.',
  testMatch: 'sync.bench.ts',
  outputDir: '../test-results/bench-sync',
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
