// The player route's JavaScript chunk by chunk (gzip), so a change in what it downloads shows by name; and,
// given the figures of an earlier run (BENCH_BASELINE, written by BENCH_SAVE), what changed since then.
import { readFileSync, writeFileSync } from 'node:fs';

const kb = (v) => `${(v / 1024).toFixed(1)} KB`;
const signedKb = (v) => `${v >= 0 ? '+' : '−'}${(Math.abs(v) / 1024).toFixed(1)} KB`;

/** `/assets/player-360-BOcR2q3U.js` → `player-360`: the same chunk across builds, whatever its hash. */
export const chunkName = (path) => path.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');

const byName = (chunks) => new Map(chunks.map((c) => [chunkName(c.path), c.gz]));

/** Every chunk of the route without WebXR, biggest first, then those only a WebXR device downloads. */
export function printChunks(js, jsXr) {
  console.log('   the route\'s chunks, biggest first (gzip):');
  for (const c of js.chunks) console.log(`     ${kb(c.gz).padStart(9)}  ${c.path}`);
  const plain = new Set(js.chunks.map((c) => c.path));
  const xrOnly = jsXr.chunks.filter((c) => !plain.has(c.path));
  for (const c of xrOnly) console.log(`     ${kb(c.gz).padStart(9)}  ${c.path}  (only with WebXR)`);
  const missing = js.chunks.filter((c) => !jsXr.chunks.some((x) => x.path === c.path));
  if (missing.length) console.log(`     (only without WebXR: ${missing.map((c) => c.path).join(', ')})`);
}

/** Per chunk name: what grew, shrank, came or went since the baseline run, and the totals. */
export function printChanges(baselinePath, js) {
  const before = JSON.parse(readFileSync(baselinePath, 'utf8'));
  const old = new Map(before.js.chunks.map((c) => [c.name, c.gz]));
  const now = byName(js.chunks);
  console.log(`   changes since ${baselinePath} (${before.date}): ${kb(before.js.total)} → ${kb(js.total)} (${signedKb(js.total - before.js.total)})`);
  const names = [...new Set([...old.keys(), ...now.keys()])];
  const rows = names
    .map((name) => ({ name, delta: (now.get(name) ?? 0) - (old.get(name) ?? 0), status: !old.has(name) ? 'new' : !now.has(name) ? 'gone' : '' }))
    .filter((r) => Math.abs(r.delta) >= 51 || r.status)
    .sort((a, b) => b.delta - a.delta);
  for (const r of rows) console.log(`     ${signedKb(r.delta).padStart(10)}  ${r.name}${r.status ? `  (${r.status})` : ''}`);
  if (!rows.length) console.log('     no chunk changed by 0.05 KB or more');
}

/** The figures a later run compares against (BENCH_BASELINE). */
export function saveFigures(path, { cold, ratio, js, jsXr }) {
  const list = (r) => ({ total: r.total, chunks: r.chunks.map((c) => ({ name: chunkName(c.path), gz: c.gz })) });
  writeFileSync(path, `${JSON.stringify({ date: new Date().toISOString(), firstFrameMs: cold, frameRatio: ratio, js: list(js), jsXr: list(jsXr) }, null, 2)}\n`);
}
