#!/usr/bin/env node
// Gzip size of the JavaScript and CSS the home page downloads before any interaction, against its budget,
// and proof that none of the heavy engines (three.js, A-Frame, hls.js, supabase-js) is among them.
// Usage: node bench/bundle.mjs [--dist dist] [--port 4399]   (build first: npx vite build)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, servePreview } from './lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const DIST = arg('dist', 'dist');
const PORT = Number(arg('port', 4399));
// Issue 22's target. 137.9 KB before it; 124.6 KB after (vendor 96.3: React DOM 62, i18next 15, React Router 13;
// shell 17.4; home page 3.1; texts 6.5), once the translation loader's 192-entry table came out of the shell (the
// start script names the files), the pilot form, the a11y panel's body, the language picker's list, the sample
// programme's texts and gtag's loader came to load when first wanted.
const BUDGET_JS_KB = 125;
/** Fingerprints of the heavy libraries, as they appear in their minified code. */
const FORBIDDEN = { 'three.js': /WebGLRenderer|REVISION\s*=\s*["']\d+/, 'A-Frame': /AFRAME|a-scene/, 'hls.js': /hlsjs|MANIFEST_PARSED|enableWorker/, 'supabase-js': /GoTrueClient|PostgrestClient|RealtimeClient/ };

const server = await servePreview({ port: PORT, outDir: DIST });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  const assets = new Set();
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (/\.(js|css)$/.test(path)) assets.add(path);
  });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(4000); // past the deferred analytics start (3 s), still no interaction

  let js = 0;
  let css = 0;
  const rows = [];
  const found = [];
  for (const path of [...assets].sort()) {
    const body = readFileSync(join(DIST, path));
    const gz = gzipSync(body, { level: 9 }).length;
    if (path.endsWith('.js')) js += gz;
    else css += gz;
    rows.push(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${path}`);
    for (const [name, re] of Object.entries(FORBIDDEN)) if (re.test(body.toString('utf8'))) found.push(`${name} in ${path}`);
  }
  console.log(rows.join('\n'));
  const jsKb = js / 1024;
  console.log(`home page JavaScript (gzip): ${jsKb.toFixed(1)} KB (budget ${BUDGET_JS_KB} KB)`);
  console.log(`home page CSS (gzip): ${(css / 1024).toFixed(1)} KB`);
  console.log(`heavy libraries on the home page: ${found.length ? found.join(', ') : 'none'}`);
  const ok = jsKb <= BUDGET_JS_KB && found.length === 0;
  console.log(ok ? 'bundle budget: PASS' : 'bundle budget: FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
  server.stop();
}
