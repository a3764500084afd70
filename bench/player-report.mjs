// The table bench/player.mjs prints: each figure with its budget (or 'info'); returns whether all budgets hold,
// and the headline figures (for BENCH_SAVE).
import { median } from './lib.mjs';
import { printChanges, printChunks } from './player-chunks.mjs';

/**
 * Issue 12's budgets (issue 3's were 1500 ms, 1.10 and 450 KB), but for the player route's JavaScript: issue 15
 * made the player read the programme through the one data layer, which brings TanStack Query (9.7 KB gzip; the
 * home page's own budget cannot take it) and, with no backend configured, the sample programme's texts in six
 * languages (about 19 KB, the `concerts` and `artist` namespaces it reads them from). That is 411.6 KB against
 * issue 12's 400; until those texts move out of the i18n namespaces into their own small files (and the artists'
 * out of the player's imports), the budget is 420 KB, so a regression beyond today's figure still fails.
 */
export const BUDGET = { firstFrameMs: 1000, frameRatio: 1.05, extraJsKb: 420 };

const ms = (v) => `${v.toFixed(1)} ms`;
const kb = (v) => `${(v / 1024).toFixed(1)} KB`;
const WIDTHS = [54, 12, 12, 7, 11, 4];
const row = (cells) => console.log(cells.map((c, i) => String(c).padEnd(WIDTHS[i] ?? 0)).join(' ').trimEnd());
const list = (values, digits = 0) => values.map((v) => v.toFixed(digits)).join('/');

export function printReport({ setup, firstFrames, rounds, js, jsXr, baseline }) {
  let ok = true;
  const verdict = (pass) => {
    ok &&= pass;
    return pass ? 'PASS' : 'FAIL';
  };
  const m = (items, pick) => median(items.map(pick));
  const { w, h, dpr } = setup.canvas;
  console.log(`\nplayer bench: canvas ${w}×${h} @${dpr}x in a ${setup.viewport.width}×${setup.viewport.height} viewport, SwiftShader; ` +
    `load average ${setup.load.map((l) => l.toFixed(1)).join(' at the start, ')} at the end, on ${setup.cores} cores`);
  // The benchmark itself keeps about two cores busy; more than that before it started is someone else's work.
  if (setup.load[0] > setup.cores) {
    console.log(`warning: the machine was busy before the start (load average above ${setup.cores}): timings are slower and noisier than on an idle machine`);
  }
  row(['figure', 'player', 'plain three', 'ratio', 'budget', '']);

  const cold = m(firstFrames, (r) => r.cold);
  row([`1. navigation → first video frame, cold (median of ${firstFrames.length})`, ms(cold), '', '', `≤ ${BUDGET.firstFrameMs} ms`, verdict(cold <= BUDGET.firstFrameMs)]);
  row(['   runs', list(firstFrames.map((r) => r.cold))]);
  const step = (key) => Math.round(m(firstFrames, (r) => r.steps[key]));
  row([`   of which: scripts loaded ${step('scripts')} ms, first segment loaded ${step('segment')} ms (preloaded),`]);
  row([`   hls.js attached ${step('attached')} ms, first picture decoded ${step('decoded')} ms, WebGL context ${step('webgl')} ms`]);
  row(['   same, warm cache', ms(m(firstFrames, (r) => r.warm)), '', '', 'info']);
  row(['   runs', list(firstFrames.map((r) => r.warm))]);

  // Each round samples both pages back to back, so load from elsewhere on the machine weighs on both sides
  // of its ratio; the verdict is the median of the rounds' ratios.
  const player = rounds.map((r) => r.player);
  const plain = rounds.map((r) => r.plain);
  const ratios = rounds.map((r) => r.player.frameMs / r.plain.frameMs);
  const ratio = median(ratios);
  row([`2. frame time, mean interval (median of ${rounds.length} rounds)`, ms(m(player, (f) => f.frameMs)), ms(m(plain, (f) => f.frameMs)),
    ratio.toFixed(2), `≤ ${BUDGET.frameRatio.toFixed(2)}`, verdict(ratio <= BUDGET.frameRatio)]);
  row([`   ratio per round (${setup.seconds} s of frames per page)`, list(ratios, 2)]);
  const figures = [
    ['   frame interval, median', (f) => f.interval.median, ms],
    ['   frame interval, p95', (f) => f.interval.p95, ms],
    ['   render-loop time per frame (rAF callbacks)', (f) => f.loopMs, ms],
    ['   main-thread CPU per frame', (f) => f.mainMs, ms],
    ['   renderer-process CPU per frame', (f) => f.processMs, ms],
    ['   video frames shown per second', (f) => f.videoFps, (v) => v.toFixed(1)],
  ];
  for (const [label, pick, format] of figures) {
    const [a, b] = [m(player, pick), m(plain, pick)];
    row([label, format(a), format(b), (label.includes('per second') ? b / a : a / b).toFixed(2), 'info']);
  }
  const widths = (sides) => [...new Set(sides.map((f) => f.videoWidth))].join(',');
  row(['   video width while sampled (both locked to top)', widths(player), widths(plain)]);
  if (setup.plainQuery) console.log(`   (the plain page ran with ?${setup.plainQuery})`);

  row(['3. extra JS (gzip), / → Watch Demo → /concert/demo', kb(js.total), '', '', `≤ ${BUDGET.extraJsKb} KB`, verdict(js.total / 1024 <= BUDGET.extraJsKb)]);
  row(['   same with WebXR (iwer Quest 3), no budget', kb(jsXr.total), '', '', 'info']);
  row([`   'Enter VR' offered: without / with WebXR`, `${js.enterVr} / ${jsXr.enterVr}`]);
  const third = [...new Set([...js.thirdParty, ...jsXr.thirdParty])];
  row(['   third-party requests (blocked)', third.length ? third.join(' ') : 'none', '', '', 'info']);
  printChunks(js, jsXr);
  if (baseline) printChanges(baseline, js);
  console.log('   ratios: player ÷ plain for times, plain ÷ player for rates; above 1, the player costs more');
  return { ok, cold, ratio };
}
