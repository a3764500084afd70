#!/usr/bin/env node
// The player route's JavaScript budget, a step of `npm test`: the gzip size of the JavaScript /concert/demo
// adds to what the home page downloaded (/ → 'Watch Demo' → the video plays), measured as bench:player's
// figure 3 measures it (bench/player-js.mjs) and held to the same budget (bench/player-report.mjs). A size,
// so not flaky; what the first video frame waited for is shown beside it.
// Usage: node bench/player-route-js.mjs [--dist dist] [--port 4395]   (build first: npx vite build)
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, servePreview } from './lib.mjs';
import { measureRouteJs } from './player-js.mjs';
import { BUDGET } from './player-report.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const DIST = arg('dist', 'dist');
const PORT = Number(arg('port', 4395));
/** As playwright.config.ts launches it: WebGL through SwiftShader, and the video may start unmuted. */
const ARGS = [...CHROMIUM_ARGS, '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--autoplay-policy=no-user-gesture-required'];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await servePreview({ port: PORT, outDir: DIST });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
try {
  const js = await measureRouteJs({ browser, url: server.url, dist: DIST, viewport: { width: 1280, height: 800 } });
  for (const c of js.chunks) console.log(`  ${kb(c.gz).padStart(10)}  ${c.path}${c.beforeFirstFrame ? '' : '  (after the first frame)'}`);
  console.log(`player route JavaScript (gzip, beyond the home page's): ${kb(js.total)} (budget ${BUDGET.extraJsKb} KB)`);
  console.log(`  of which the first video frame waited for: ${kb(js.beforeFirstFrame)}`);
  if (js.thirdParty.length) console.log(`  third-party requests (blocked): ${js.thirdParty.join(' ')}`);
  // No first frame, or no code of its own, means the route did not play: that is no figure to pass on.
  if (!js.firstFrame || js.chunks.length === 0) console.log('the player did not mark its first video frame: is this a build of the current player?');
  const ok = js.firstFrame && js.chunks.length > 0 && js.total / 1024 <= BUDGET.extraJsKb;
  console.log(ok ? 'player route budget: PASS' : 'player route budget: FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
  server.stop();
}
