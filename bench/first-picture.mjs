// The first video picture a person SEES, measured the same way on the player and on the plain three.js page,
// from outside the page's code (an init script), so neither page's own mark is trusted:
//  - `decoded`: the video element's first frame (requestVideoFrameCallback, which fires when the frame is
//    handed to the compositor);
//  - `uploaded`: the first upload of a decoded video picture into a WebGL texture (texImage2D/texSubImage2D
//    with the <video> as source): the render that draws it runs in the same animation frame;
//  - `seen`: the start of the next animation frame after that upload, when the browser has composited the
//    canvas with the picture; `cover` says what, if anything, then lies over the canvas's centre (null: nothing).
// All in ms after navigation start, cold (a fresh browser context per load). With them, the chain of events
// that leads there (`chain`): the HTML, the code and stream files (resource timing: when each arrived), when
// the <video> and the WebGL context were created; so a late picture says what it waited for.
// Run on its own, it compares the player with the plain page side by side, alternating cold loads:
//   BENCH_DIST=dist-x BENCH_PORT=4413 BENCH_RUNS=9 node bench/first-picture.mjs

/** Runs in the page before its scripts (context.addInitScript). */
export function recordFirstPicture() {
  const steps = (window.__firstPicture = {});
  const createElement = document.createElement;
  document.createElement = function (name, ...rest) {
    const element = createElement.call(this, name, ...rest);
    if (String(name).toLowerCase() === 'video' && 'requestVideoFrameCallback' in element) {
      steps.videoCreated ??= performance.now();
      element.requestVideoFrameCallback((now) => (steps.decoded ??= now));
    }
    return element;
  };
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
    if (String(type).startsWith('webgl')) steps.webgl ??= performance.now();
    return getContext.call(this, type, ...rest);
  };
  // What covers the canvas's centre when the picture is there: nothing (the canvas itself) or, say, the poster.
  const cover = (canvas) => {
    const box = canvas.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= innerHeight) return 'off screen';
    const top = document.elementFromPoint(box.left + box.width / 2, (Math.max(0, box.top) + Math.min(box.bottom, innerHeight)) / 2);
    if (top === canvas) return null;
    return top ? `${top.tagName.toLowerCase()}${top.className ? `.${String(top.className).split(' ').slice(0, 3).join('.')}` : ''}` : 'nothing';
  };
  const wrap = (proto, name) => {
    const original = proto[name];
    proto[name] = function (...args) {
      if (steps.uploaded === undefined && args.some((a) => a instanceof HTMLVideoElement && a.readyState >= 2)) {
        steps.uploaded = performance.now();
        const canvas = this.canvas;
        requestAnimationFrame((time) => {
          steps.seen = time;
          steps.cover = cover(canvas);
        });
      }
      return original.apply(this, args);
    };
  };
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    wrap(proto, 'texImage2D');
    wrap(proto, 'texSubImage2D');
  }
}

/**
 * One cold load of `url` in a fresh context: { decoded, uploaded, seen, cover } and `mark`, the page's own
 * performance mark `markName` when it sets one (NaN otherwise), to show how far it lands from `seen`.
 */
export async function firstPictureRun(browser, url, { viewport, markName }) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(recordFirstPicture);
  try {
    const page = await context.newPage();
    await page.goto(url);
    const steps = await page
      .waitForFunction(() => window.__firstPicture.seen !== undefined && window.__firstPicture, undefined, { timeout: 30_000 })
      .then((handle) => handle.jsonValue());
    const loaded = await page.evaluate(loadedFiles);
    const mark = markName
      ? await page.waitForFunction((name) => performance.getEntriesByName(name)[0]?.startTime, markName, { timeout: 5000 }).then(
          (handle) => handle.jsonValue(),
          () => NaN,
        )
      : NaN;
    return { ...steps, mark, chain: chainOf(steps, loaded) };
  } finally {
    await context.close();
  }
}

/** In the page: when the HTML and each file arrived (responseEnd, ms after navigation start). */
function loadedFiles() {
  const [navigation] = performance.getEntriesByType('navigation');
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    html: navigation?.responseEnd ?? NaN,
    parsed: navigation?.domInteractive ?? NaN,
    firstPaint: paint?.startTime ?? NaN,
    files: performance.getEntriesByType('resource').map((r) => ({ name: new URL(r.name).pathname, start: r.startTime, end: r.responseEnd })),
  };
}

/** The steps a first picture waits for, in the order they usually come; a file step is the last such file's arrival. */
const FILE_STEPS = [
  ['app code (entry chunk; the plain page: all its code)', /\/assets\/(index|main)-[^/]*\.js$/],
  ['page code (concert-demo-page)', /\/concert-demo-page-[^/]*\.js$/],
  ['hls.js', /\/hls(\.light)?-[^/]*\.js$/],
  ['three.js (three.core)', /\/three\.core-[^/]*\.js$/],
  ['master playlist', /master\.m3u8$/],
  ['first media segment', /seg_000\.m4s$/],
];

function chainOf(steps, loaded) {
  const arrived = (pattern) => {
    const ends = loaded.files.filter((f) => pattern.test(f.name)).map((f) => f.end);
    return ends.length ? Math.min(...ends) : NaN;
  };
  const scriptsBeforeVideo = loaded.files.filter((f) => f.name.endsWith('.js') && f.start < (steps.videoCreated ?? Infinity));
  return [
    ['HTML arrived', loaded.html],
    ['HTML parsed (domInteractive)', loaded.parsed],
    ['first contentful paint', loaded.firstPaint],
    ...FILE_STEPS.map(([label, pattern]) => [`${label} arrived`, arrived(pattern)]),
    ['scripts requested before the <video>: count', scriptsBeforeVideo.length],
    ['scripts requested before the <video>: last arrival', Math.max(...scriptsBeforeVideo.map((f) => f.end))],
    ['<video> created', steps.videoCreated ?? NaN],
    ['WebGL context created', steps.webgl ?? NaN],
    ['first video frame decoded', steps.decoded ?? NaN],
    ['first picture uploaded to WebGL', steps.uploaded ?? NaN],
    ['first picture seen (next animation frame)', steps.seen ?? NaN],
  ];
}

/** Side by side: the median of every step of the chain, player and plain page, and the ratio of what was seen. */
export function printFirstPictures(runs) {
  const median = (values) => {
    const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
    if (!sorted.length) return NaN;
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  const pad = (cells) => cells.map((c, i) => String(c).padEnd([58, 12, 12][i] ?? 0)).join(' ').trimEnd();
  const fmt = (v) => (Number.isFinite(v) ? v.toFixed(0) : '-');
  console.log(pad([`first picture, cold, median of ${runs.player.length} (ms after navigation)`, 'player', 'plain three']));
  runs.player[0].chain.forEach(([label], i) => {
    const at = (side) => median(runs[side].map((r) => r.chain[i][1]));
    console.log(pad([`  ${label}`, fmt(at('player')), fmt(at('plain'))]));
  });
  const seen = (side) => median(runs[side].map((r) => r.seen));
  console.log(pad(['  runs (seen)', runs.player.map((r) => fmt(r.seen)).join('/'), runs.plain.map((r) => fmt(r.seen)).join('/')]));
  console.log(`  ratio player ÷ plain three (seen): ${(seen('player') / seen('plain')).toFixed(2)}`);
  const covered = [...new Set([...runs.player, ...runs.plain].map((r) => r.cover).filter(Boolean))];
  if (covered.length) console.log(`  warning: something lay over the canvas when its first picture was drawn: ${covered.join(', ')}`);
  return { player: seen('player'), plain: seen('plain') };
}

/** Standalone: the player's canvas size once, then BENCH_RUNS cold loads of each page, alternating which goes first. */
async function main() {
  const { chromium } = await import('@playwright/test');
  const { CHROMIUM, CHROMIUM_ARGS, servePreview } = await import('./lib.mjs');
  const { buildPlainPage, PLAIN_BASE } = await import('./plain-three/build.mjs');
  const { waitForPlayback } = await import('./player-frames.mjs');
  const dist = process.env.BENCH_DIST ?? 'dist';
  const port = Number(process.env.BENCH_PORT ?? 4396);
  const runs = Math.max(3, Number(process.env.BENCH_RUNS ?? 7));
  const viewport = { width: 1280, height: 800 };
  // As bench/player.mjs launches it (and playwright.config.ts).
  const args = [...CHROMIUM_ARGS, '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--autoplay-policy=no-user-gesture-required'];
  const removePlain = await buildPlainPage(dist);
  const server = await servePreview({ port, outDir: dist });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args });
  try {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${server.url}/concert/demo`);
    await waitForPlayback(page, 0.2);
    const canvas = await page.locator('canvas').first().evaluate((c) => ({ w: c.clientWidth, h: c.clientHeight }));
    await context.close();
    const pages = {
      player: { url: `${server.url}/concert/demo`, markName: 'tutti:player-first-frame' },
      plain: { url: `${server.url}${PLAIN_BASE}index.html?w=${canvas.w}&h=${canvas.h}` },
    };
    const results = { player: [], plain: [] };
    for (let run = 0; run < runs; run++) {
      for (const kind of run % 2 ? ['plain', 'player'] : ['player', 'plain']) {
        results[kind].push(await firstPictureRun(browser, pages[kind].url, { viewport, markName: pages[kind].markName }));
      }
    }
    const { loadavg } = await import('node:os');
    console.log(`(${dist}; load average ${loadavg()[0].toFixed(1)})`);
    printFirstPictures(results);
  } finally {
    await browser.close();
    server.stop();
    removePlain();
  }
}

if (import.meta.url === (await import('node:url')).pathToFileURL(process.argv[1] ?? '').href) await main();
