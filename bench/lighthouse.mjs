#!/usr/bin/env node
// Lighthouse (default mobile emulation), 3 runs per page, median of each category, against the budgets:
// every category = 100 (issue 23).
// Lighthouse itself is fetched by npx on first use (not a dependency: only this benchmark needs it).
// The build is served as production serves it (static-host.mjs: HTTPS, HTTP/2, the build's headers), not by
// `vite preview` (HTTP/1.1 without TLS), which no host uses and whose connections Lighthouse's model charges for.
// Usage: node bench/lighthouse.mjs [--dist dist] [--port 4398] [--runs 3]   (build first: npx vite build)
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS, median } from './lib.mjs';
import { IGNORE_CERT_ARG, serveLikeHost } from './static-host.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const DIST = arg('dist', 'dist');
const PORT = Number(arg('port', 4398));
const RUNS = Number(arg('runs', 3));
const PAGES = ['/', '/concerts'];
const BUDGET = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };

const server = await serveLikeHost({ port: PORT, outDir: DIST });
const work = mkdtempSync(join(tmpdir(), 'lighthouse-'));
let ok = true;
try {
  for (const path of PAGES) {
    const scores = Object.fromEntries(Object.keys(BUDGET).map((k) => [k, []]));
    const failing = new Set();
    for (let run = 0; run < RUNS; run++) {
      const out = join(work, `report-${run}.json`);
      // Asynchronously: the server answers from this process.
      await promisify(execFile)('npx', ['-y', 'lighthouse@12', `${server.url}${path}`, '--quiet', '--output=json', `--output-path=${out}`,
        `--chrome-flags=--headless=new ${[...CHROMIUM_ARGS, IGNORE_CERT_ARG].join(' ')}`, `--only-categories=${Object.keys(BUDGET).join(',')}`],
        { env: { ...process.env, CHROME_PATH: CHROMIUM } });
      const report = JSON.parse(readFileSync(out, 'utf8'));
      for (const key of Object.keys(BUDGET)) {
        scores[key].push(Math.round(report.categories[key].score * 100));
        for (const ref of report.categories[key].auditRefs) {
          const audit = report.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1 && key !== 'performance') failing.add(`${key}: ${ref.id}`);
        }
      }
      if (run === 0) {
        const a = report.audits;
        console.log(`${path} run 1: FCP ${a['first-contentful-paint'].displayValue}, LCP ${a['largest-contentful-paint'].displayValue}, TBT ${a['total-blocking-time'].displayValue}, CLS ${a['cumulative-layout-shift'].displayValue}`);
      }
    }
    const line = Object.entries(BUDGET).map(([key, budget]) => {
      const m = median(scores[key]);
      if (m < budget) ok = false;
      return `${key} ${m} (budget ${budget}, runs ${scores[key].join('/')})`;
    });
    console.log(`${path}: ${line.join('; ')}`);
    if (failing.size) console.log(`  audits below 1: ${[...failing].join(', ')}`);
  }
} finally {
  server.stop();
  rmSync(work, { recursive: true, force: true });
}
console.log(ok ? 'lighthouse budget: PASS' : 'lighthouse budget: FAIL');
process.exitCode = ok ? 0 : 1;
