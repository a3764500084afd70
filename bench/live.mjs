#!/usr/bin/env node
// `npm run bench:live`: builds the site with a (stubbed) backend, then runs bench/live.bench.ts: the real live
// packager (ffmpeg) and four viewers of a concert's live night, printing latency, spread and start against their
// budgets. Exits non-zero over budget. Needs ffmpeg; run it alone on the machine.
import { spawnSync } from 'node:child_process';
import { BACKEND_BUILD_ENV } from '../scripts/test-backend-env.mjs';

const env = { ...process.env, ...BACKEND_BUILD_ENV, VITE_SITE_URL: 'https://tutti.example' };
const step = (command, args) => spawnSync(command, args, { stdio: 'inherit', env }).status === 0;

if (!step('npx', ['vite', 'build', '--outDir', 'dist-bench-live'])) process.exit(1);
process.exit(step('npx', ['playwright', 'test', '--config', 'bench/live.config.ts']) ? 0 : 1);
