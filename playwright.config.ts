import { defineConfig, devices } from '@playwright/test';

/** Port of the project's own: the default 4173 may be taken on a shared machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4391);
/** The same site built with a Supabase backend configured (its HTTP API stubbed in the tests), one port up. */
const BACKEND_PORT = E2E_PORT + 1;
/** Specs timed on the wall clock across several browsers: the 'alone' project below. */
const ALONE = ['**/group-live.backend.spec.ts'];

function preview(port: number, outDir: string) {
  return {
    // The production build (made by scripts/run-tests.mjs), served as users get it.
    command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1 --outDir ${outDir}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results/e2e-artifacts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'en-GB',
    // The site's service worker would answer requests that tests stub with page.route (which does not see a
    // worker's requests). The specs about offline use and updates allow it (kiosk.spec.ts, pwa.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  projects: [
    {
      // A fresh deployment: no backend configured.
      name: 'desktop',
      testIgnore: '**/*.backend.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // `*.backend.spec.ts`: the build with Supabase configured at https://db.tutti.test, stubbed per test.
      name: 'backend',
      testMatch: '**/*.backend.spec.ts',
      testIgnore: ALONE,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: `http://127.0.0.1:${BACKEND_PORT}` },
    },
    {
      // What must hold to a few hundred milliseconds across browsers on one clock runs last, on its own: beside
      // another worker, a 2-core machine starved four browsers and ffmpeg, and headsets that were in step fell
      // seconds behind. Skipped when an earlier test failed (a dependency's rule), which the run counts as a failure.
      name: 'alone',
      testMatch: ALONE,
      dependencies: ['desktop', 'backend'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: `http://127.0.0.1:${BACKEND_PORT}` },
    },
  ],
  webServer: [
    preview(E2E_PORT, process.env.E2E_DIST ?? 'dist'),
    preview(BACKEND_PORT, process.env.E2E_DIST_BACKEND ?? 'dist-backend'),
  ],
});
