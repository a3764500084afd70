#!/usr/bin/env node
// `npm run bench:live`: builds the site with a (stubbed) backend, then runs bench/live.bench.ts: the real live
// packager (ffmpeg) and four independent viewers of a concert's live night (two in emulated Quest 3 headsets),
// then a group session's facilitator and four headsets on the same stream, printing latency, spread, start,
// recovery and the group's drift against their budgets. Exits non-zero over budget. Needs ffmpeg;
// run it alone on the machine. BENCH_LIVE_DIST and BENCH_LIVE_PORT move its build and server (a shared machine).
import { spawnSync } from 'node:child_process';
import { BACKEND_BUILD_ENV } from '../scripts/test-backend-env.mjs';

const env = { ...process.env, ...BACKEND_BUILD_ENV, VITE_SITE_URL: 'https://tutti.example' };
const dist = process.env.BENCH_LIVE_DIST ?? 'dist-bench-live';
const step = (command, args) => spawnSync(command, args, { stdio: 'inherit', env }).status === 0;

if (!step('npx', ['vite', 'build', '--outDir', dist])) process.exit(1);
process.exit(step('npx', ['playwright', 'test', '--config', 'bench/live.config.ts']) ? 0 : 1);
