#!/usr/bin/env node
// `npm run bench:sync`: builds the site with a (stubbed) backend, then runs bench/sync.bench.ts, which
// plays a group session on one facilitator and four headsets with network delay and jitter, and prints
// the drift between headsets against its budget (README: Working on it). Exits non-zero over budget.
import { spawnSync } from 'node:child_process';
import { BACKEND_BUILD_ENV } from '../scripts/test-backend-env.mjs';

const env = { ...process.env, ...BACKEND_BUILD_ENV, VITE_SITE_URL: 'https://tutti.example' };
const dist = env.BENCH_SYNC_DIST ?? 'dist-bench-sync';
const step = (command, args) => spawnSync(command, args, { stdio: 'inherit', env }).status === 0;

if (!step('npx', ['vite', 'build', '--outDir', dist])) process.exit(1);
process.exit(step('npx', ['playwright', 'test', '--config', 'bench/sync.config.ts']) ? 0 : 1);
