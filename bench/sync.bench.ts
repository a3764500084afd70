import { expect, test, type Page } from '@playwright/test';
import { SHORT_LEAD_MS, START_LEAD_MS } from '../xr/core/sync';
import { inSession } from '../tests/e2e/iwer';
import { openRoom, playhead, type Room } from '../tests/e2e/session-stubs';
import { createSession, joinByLink } from '../tests/e2e/session-steps';

/**
 * Group sessions under a real network's delay: one facilitator and four headsets (two of them emulated
 * Quest 3s in VR), every message delayed 20–150 ms one way (jitter, in order per connection), and every
 * headset's clock off the facilitator's by seconds (its `performance.now` shifted), so the shared clock
 * must be measured, not assumed. The drift between headsets is read with the wall clock all contexts share,
 * from each video element's own position: not from what the sync engine believes.
 *
 * Budgets (issue 14): once settled, p95 ≤ 50 ms and p99 ≤ 100 ms; settled within 3 s of any command.
 */
const BUDGET = { p95: 50, p99: 100, settleMs: 3000 };
const SETTLED_MS = 50;
const STEADY_SECONDS = 120;
const SKEWS_MS = [1800, 4200, 900, 3100];

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** The largest gap (ms) between any two headsets' positions, all brought to one wall-clock moment. */
async function spread(headsets: readonly Page[]): Promise<{ ms: number; paused: boolean[] }> {
  const heads = await Promise.all(headsets.map(playhead));
  const at = Math.max(...heads.map((h) => h.wall));
  const positions = heads.map((h) => h.time + (h.paused ? 0 : ((at - h.wall) / 1000) * h.rate));
  return { ms: (Math.max(...positions) - Math.min(...positions)) * 1000, paused: heads.map((h) => h.paused) };
}

/** From a command to the first moment every headset is where it should be, within 50 ms of the others. */
async function settle(headsets: readonly Page[], done: (paused: boolean[]) => boolean): Promise<number> {
  const start = Date.now();
  let inARow = 0;
  while (Date.now() - start < 30_000) {
    const { ms, paused } = await spread(headsets);
    inARow = ms <= SETTLED_MS && done(paused) ? inARow + 1 : 0;
    if (inARow === 2) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return Infinity;
}

/** After a command has settled: a few seconds of one-per-second samples, counted with the steady run. */
async function sampleFor(headsets: readonly Page[], seconds: number, label: string, into: number[]): Promise<void> {
  for (let second = 1; second <= seconds; second++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { ms } = await spread(headsets);
    into.push(ms);
    console.log(`${label} ${String(second).padStart(3)} s  drift ${ms.toFixed(1).padStart(6)} ms`);
  }
}

test('drift between four headsets over two minutes and after pause, seek and reconnect', async ({ browser, baseURL }) => {
  let opened = 0;
  const room: Room = await openRoom(browser, baseURL ?? '', {
    delayMs: () => 20 + Math.random() * 130,
    loops: 15,
    beforeLoad: async (page) => {
      // The facilitator's tablet keeps the true clock; each headset's runs seconds ahead of it.
      const skew = opened++ === 0 ? 0 : (SKEWS_MS[(opened - 2) % SKEWS_MS.length] ?? 0);
      await page.addInitScript((ms) => {
        const now = performance.now.bind(performance);
        performance.now = () => now() + ms;
      }, skew);
    },
  });
  const facilitator = await createSession(room);
  const headsets = [await joinByLink(room, 'headset-1'), await joinByLink(room, 'headset-2'), await joinByLink(room, 'quest-3', { quest: true }), await joinByLink(room, 'quest-4', { quest: true })];
  for (const quest of headsets.slice(2)) {
    await quest.getByRole('button', { name: 'Enter VR' }).click();
    await expect.poll(() => inSession(quest), { timeout: 20_000 }).toBe(true);
  }
  const playing = (paused: boolean[]) => paused.every((p) => !p);
  const stopped = (paused: boolean[]) => paused.every(Boolean);
  const settleTimes: Record<string, number> = {};
  const fromPress: Record<string, number> = {};
  const settled: number[] = [];
  /**
   * A command takes effect at the shared time it names, announced `leadMs` ahead (START_LEAD_MS, SHORT_LEAD_MS
   * in xr/core/sync) so every headset can prepare: settling counts from then, and the press is shown too.
   */
  const command = async (name: string, press: () => Promise<void>, done: (paused: boolean[]) => boolean, leadMs = 0) => {
    const pressed = Date.now();
    await press();
    await new Promise((resolve) => setTimeout(resolve, leadMs));
    settleTimes[name] = await settle(headsets, done);
    fromPress[name] = Date.now() - pressed;
    console.log(`${name}: settled ${settleTimes[name]} ms after it took effect (${fromPress[name]} ms after the press)`);
  };
  const button = (name: string) => () => facilitator.getByRole('button', { name }).click();

  await command('start', button('Start for everyone'), playing, START_LEAD_MS);
  await sampleFor(headsets, STEADY_SECONDS, 'steady', settled);
  await command('pause', button('Pause for everyone'), stopped);
  await sampleFor(headsets, 5, 'paused', settled);
  await command('resume', button('Resume for everyone'), playing, SHORT_LEAD_MS);
  await sampleFor(headsets, 10, 'resumed', settled);
  await command('seek', button('Ahead 30 seconds'), playing, SHORT_LEAD_MS);
  await sampleFor(headsets, 10, 'sought', settled);
  room.backend.relay.cut('headset-2');
  await new Promise((resolve) => setTimeout(resolve, 8000));
  await command('reconnect', async () => room.backend.relay.restore('headset-2'), playing);
  await sampleFor(headsets, 10, 'reconnected', settled);

  const p95 = percentile(settled, 95);
  const p99 = percentile(settled, 99);
  const slowest = Math.max(...Object.values(settleTimes));
  console.log('\nGroup session sync (1 facilitator, 4 headsets, 20–150 ms one-way jitter, clocks 0.9–4.2 s apart)');
  console.log(`  drift once settled, ${settled.length} samples: p50 ${percentile(settled, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget ${BUDGET.p95}), p99 ${p99.toFixed(1)} ms (budget ${BUDGET.p99}), max ${Math.max(...settled).toFixed(1)} ms`);
  for (const [name, ms] of Object.entries(settleTimes)) console.log(`  settled after ${name}: ${ms} ms from when it took effect (budget ${BUDGET.settleMs}); ${fromPress[name]} ms from the press`);
  await room.close();
  expect(p95, 'p95 drift (ms)').toBeLessThanOrEqual(BUDGET.p95);
  expect(p99, 'p99 drift (ms)').toBeLessThanOrEqual(BUDGET.p99);
  expect(slowest, 'slowest settle (ms)').toBeLessThanOrEqual(BUDGET.settleMs);
});
