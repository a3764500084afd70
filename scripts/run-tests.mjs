#!/usr/bin/env node
// `npm test`: type check, lint (ESLint, import boundaries included), unit tests (Vitest), database tests
// (Vitest on PostgreSQL), production build, its log's INEFFECTIVE_DYNAMIC_IMPORT check, bundle budget, the
// player route's JavaScript budget, the Nu Html Checker over the built pages, browser tests (Playwright, IBM's
// accessibility engine and axe among them), then one closing line `N passed, N failed` over all of them.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { BACKEND_BUILD_ENV } from './test-backend-env.mjs';

const RESULTS = 'test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

/** The build under test: analytics configured with a test id, so consent behaviour is observable. */
const testEnv = { ...process.env, VITE_GA_ID: process.env.VITE_GA_ID ?? 'G-TEST000000', VITE_SITE_URL: process.env.VITE_SITE_URL ?? 'https://tutti.example' };

function run(label, command, args, env = process.env) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status === 0;
}

/** As run(), keeping what the command printed (both streams) in `logPath` as well, for a later check. */
function runLogged(label, command, args, env, logPath) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  writeFileSync(logPath, `${result.stdout ?? ''}${result.stderr ?? ''}`);
  return result.status === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;
/** A step that counts as one test. */
const count = (ok) => {
  if (ok) passed++;
  else failed++;
};

count(run('Type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']));
// typescript-eslint, the React hooks rules and ARCHITECTURE.md's import boundaries (eslint.config.js).
count(run('Lint', 'npx', ['eslint', '--max-warnings=0', '.']));

/** Passed and failed tests of a Vitest JSON report. */
function vitestCounts(report) {
  // A test file that fails to load holds no failed test; count it as one failure.
  const brokenFiles = report.testResults.filter((f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'));
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles.length };
}

run('Unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${RESULTS}/unit.json`]);
const unit = readJson(`${RESULTS}/unit.json`);
if (unit) {
  const counts = vitestCounts(unit);
  passed += counts.passed;
  failed += counts.failed;
} else failed++;

// On a throwaway PostgreSQL server (Debian's postgresql package) or DATABASE_URL's (vitest.db.config.ts).
const dbOk = run('Database tests', 'npx', ['vitest', 'run', '--config', 'vitest.db.config.ts', '--reporter=default', '--reporter=json', `--outputFile=${RESULTS}/db.json`]);
const db = readJson(`${RESULTS}/db.json`);
const dbCounts = db ? vitestCounts(db) : { passed: 0, failed: 0 };
passed += dbCounts.passed;
// No report, or a failed run without a failed test (the server did not start, a teardown failed): one failure.
failed += dbCounts.failed || (dbOk && db ? 0 : 1);

// The same site with a Supabase backend configured; browser tests stub its API at the network edge.
const backendEnv = { ...testEnv, ...BACKEND_BUILD_ENV };

const BUILD_LOGS = [`${RESULTS}/build.log`, `${RESULTS}/build-backend.log`];
const built =
  runLogged('Production build', 'npx', ['vite', 'build'], testEnv, BUILD_LOGS[0]) &&
  runLogged('Production build with a backend', 'npx', ['vite', 'build', '--outDir', 'dist-backend'], backendEnv, BUILD_LOGS[1]);
if (!built) failed++;
else {
  // A lazy import that the bundler could not split off (INEFFECTIVE_DYNAMIC_IMPORT) is weight some page
  // downloads for nothing: any such warning in either build fails (bench/build-log).
  count(run('Build log', 'npx', ['jiti', 'bench/build-log/check-build-log.ts', ...BUILD_LOGS]));
  // The home page's first download against its budget (bench/bundle.mjs): a size, so not flaky.
  count(run('Bundle budget', 'node', ['bench/bundle.mjs', '--dist', 'dist']));
  // With a backend configured, supabase-js must still stay out of the home page's first download.
  count(run('Bundle budget with a backend', 'node', ['bench/bundle.mjs', '--dist', 'dist-backend']));
  // What /concert/demo adds to the home page's download, against bench:player's budget: a size too.
  count(run('Player route budget', 'node', ['bench/player-route-js.mjs', '--dist', 'dist']));
  // The Nu Html Checker over every prerendered page and app.html of both builds: one test per page.
  const vnuArgs = ['jiti', 'scripts/checkers/run-vnu.ts', '--dist', 'dist', '--dist', 'dist-backend', '--report', `${RESULTS}/vnu.json`];
  const vnuOk = run('Nu Html Checker', 'npx', vnuArgs);
  const vnu = readJson(`${RESULTS}/vnu.json`);
  if (vnu) {
    passed += vnu.passed;
    failed += vnu.failed;
  }
  // No report, or a failed run that names no failing page: one failure, never a silent pass.
  if (!vnu || (!vnuOk && vnu.failed === 0)) failed++;
  const e2eOk = run('Browser tests', 'npx', ['playwright', 'test'], testEnv);
  const e2e = readJson(`${RESULTS}/e2e.json`);
  const e2eRan = e2e ? e2e.stats.expected + e2e.stats.flaky + e2e.stats.unexpected : 0;
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    // A skipped test is one that did not run: here, the 'alone' project after an earlier failure (no spec skips).
    failed += e2e.stats.unexpected + e2e.stats.skipped;
  }
  // No report, no test run (the preview server could not start: its port was taken), or a failed run without
  // a failed test: one failure, never a silent pass.
  if (e2eRan === 0 || (!e2eOk && e2e.stats.unexpected === 0)) failed++;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
