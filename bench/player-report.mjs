// The table bench/player.mjs prints: each figure with its budget (or 'info'); returns whether all budgets hold,
// and the headline figures (for BENCH_SAVE).
import { median } from './lib.mjs';
import { printChanges, printChunks } from './player-chunks.mjs';
import { roundTripRows } from './round-trips.mjs';

/**
 * Issue 22's first picture (≤ 0.8 s, now the picture seen rather than the player's own mark) and issue 12's
 * frame ratio. The player route's JavaScript: 412.1 KB gzip before issue 22; the sample programme's texts now
 * load for one language only (−17.6 KB), the one m3u8 reader came in (+3 KB): 398.5 KB. Then the player
 * stopped handing three.js whole to anything (R3F's <Canvas> registered the namespace for JSX, and the
 * bindings passed it to the engine's scene builders), so the bundler keeps only the classes used: three.core
 * went from 98.2 to 65.1 KB, 356.4 KB in all. Held at issue 22's 380 KB (bench/player-route-js.mjs holds the
 * same figure in `npm test`).
 */
export const BUDGET = { firstFrameMs: 800, frameRatio: 1.05, extraJsKb: 380 };

const ms = (v) => `${v.toFixed(1)} ms`;
const kb = (v) => `${(v / 1024).toFixed(1)} KB`;
const WIDTHS = [66, 16, 12, 7, 11, 4];
const row = (cells) => console.log(cells.map((c, i) => String(c).padEnd(WIDTHS[i] ?? 0)).join(' ').trimEnd());
const list = (values, digits = 0) => values.map((v) => v.toFixed(digits)).join('/');

export function printReport({ setup, firstFrames, rounds, js, jsXr, trips, baseline }) {
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

  const seen = (side) => m(firstFrames[side], (r) => r.seen);
  const cold = seen('player');
  const plainCold = seen('plain');
  row([`1. navigation → first video picture seen, cold (median of ${firstFrames.player.length})`, ms(cold), ms(plainCold), (cold / plainCold).toFixed(2),
    `≤ ${BUDGET.firstFrameMs} ms`, verdict(cold <= BUDGET.firstFrameMs)]);
  row(['   runs', list(firstFrames.player.map((r) => r.seen)), list(firstFrames.plain.map((r) => r.seen))]);
  const step = (side, key) => ms(m(firstFrames[side], (r) => r[key]));
  row(['   of which: first video frame decoded', step('player', 'decoded'), step('plain', 'decoded'), '', 'info']);
  row(['   first video picture uploaded to WebGL', step('player', 'uploaded'), step('plain', 'uploaded'), '', 'info']);
  row([`   the player's own mark (${m(firstFrames.player, (r) => r.mark - r.seen).toFixed(0)} ms after the picture was seen)`, step('player', 'mark'), '', '', 'info']);
  const covered = [...new Set([...firstFrames.player, ...firstFrames.plain].map((r) => r.cover).filter(Boolean))];
  if (covered.length) console.log(`   warning: something lay over the canvas when its first picture was drawn: ${covered.join(', ')}`);

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
  roundTripRows(trips).forEach(([label, value, budget, pass], i) => row([`${i === 0 ? '4. ' : '   '}${label}`, value, '', '', budget, budget === 'info' ? '' : verdict(pass)]));
  if (baseline) printChanges(baseline, js);
  console.log('   ratios: player ÷ plain for times, plain ÷ player for rates; above 1, the player costs more');
  return { ok, cold, ratio };
}
