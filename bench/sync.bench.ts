import { expect, test, type Page } from '@playwright/test';
import { positionAt, SHORT_LEAD_MS, START_LEAD_MS, type PlaybackState } from '../xr/core/sync';
import { inSession } from '../tests/e2e/iwer';
import { accountFor, tapPongs } from './sync-clock-probe';
import { openRoom, playhead, type Room } from '../tests/e2e/session-stubs';
import { createSession, joinByLink } from '../tests/e2e/session-steps';

/**
 * Group sessions under a real network's delay: one facilitator and four headsets (two of them emulated
 * Quest 3s in VR), every message delayed 20–150 ms one way (jitter, in order per connection), and every
 * headset's clock off the facilitator's by seconds (its `performance.now` shifted), so the shared clock
 * must be measured, not assumed. The drift between headsets is read with the wall clock all contexts share,
 * from each video element's own position: not from what the sync engine believes.
 *
 * Budgets: once settled, the widest gap between headsets p95 ≤ 20 ms (issue 24: residents sit side by side
 * under a Quest's open speakers, and about 30 ms is heard as an echo; issue 14 had 50) and p99 ≤ 100 ms (a
 * stall now and then); settled within 3 s of any command, settled meaning within the 20 ms.
 */
const BUDGET = { p95: 20, p99: 100, settleMs: 3000 };
const SETTLED_MS = BUDGET.p95;
/** Two minutes; a shorter run (BENCH_SYNC_STEADY_S) while working on the engine. */
const STEADY_SECONDS = Number(process.env.BENCH_SYNC_STEADY_S ?? 120);
const SKEWS_MS = [1800, 4200, 900, 3100];

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/**
 * Where the room should be at a wall-clock moment: the facilitator's last state read on its own clock (which
 * runs `leaderAhead` ms off this machine's wall clock), for the log's account of each headset.
 */
interface Truth {
  state(): PlaybackState | null;
  leaderAhead: number;
  /** The drift (ms) a headset last told the facilitator it believed, and its status unless playing; or null. */
  believed(index: number): string | null;
}

/** The largest gap (ms) between any two headsets' positions, all brought to one wall-clock moment. */
async function spread(headsets: readonly Page[], truth?: Truth): Promise<{ ms: number; paused: boolean[]; detail: string }> {
  const heads = await Promise.all(headsets.map(playhead));
  const at = Math.max(...heads.map((h) => h.wall));
  const positions = heads.map((h) => h.time + (h.paused ? 0 : ((at - h.wall) / 1000) * h.rate));
  const state = truth?.state();
  const room = state ? positionAt(state, at + (truth?.leaderAhead ?? 0)) : (Math.max(...positions) + Math.min(...positions)) / 2;
  // Each headset against the room (ms, + ahead), what it last reported believing, and its rate: where a spread comes from.
  const detail = heads
    .map((h, i) => `${(((positions[i] ?? 0) - room) * 1000).toFixed(0).padStart(4)}(${truth?.believed(i) ?? '?'})@${h.rate}`)
    .join(' ');
  return { ms: (Math.max(...positions) - Math.min(...positions)) * 1000, paused: heads.map((h) => h.paused), detail };
}

/** From a command to the first moment every headset is where it should be, within 50 ms of the others. */
async function settle(headsets: readonly Page[], done: (paused: boolean[]) => boolean, truth?: Truth): Promise<number> {
  const start = Date.now();
  let inARow = 0;
  while (Date.now() - start < 30_000) {
    const { ms, paused, detail } = await spread(headsets, truth);
    console.log(`  settling ${String(Date.now() - start).padStart(5)} ms  drift ${ms.toFixed(1).padStart(6)} ms  ${detail}`);
    inARow = ms <= SETTLED_MS && done(paused) ? inARow + 1 : 0;
    if (inARow === 2) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return Infinity;
}

/** After a command has settled: a few seconds of one-per-second samples, counted with the steady run. */
async function sampleFor(headsets: readonly Page[], seconds: number, label: string, into: number[], truth?: Truth): Promise<void> {
  for (let second = 1; second <= seconds; second++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { ms, detail } = await spread(headsets, truth);
    into.push(ms);
    console.log(`${label} ${String(second).padStart(3)} s  drift ${ms.toFixed(1).padStart(6)} ms  ${detail}`);
  }
}

test('drift between four headsets over two minutes and after pause, seek and reconnect', async ({ browser, baseURL }) => {
  let opened = 0;
  const room: Room = await openRoom(browser, baseURL ?? '', {
    delayMs: () => 20 + Math.random() * 130,
    // 20 minutes of concert: on a loaded machine the run takes far longer than its samples say, and must not reach the end.
    loops: 60,
    beforeLoad: async (page) => {
      // The facilitator's tablet keeps the true clock; each headset's runs seconds ahead of it.
      const skew = opened++ === 0 ? 0 : (SKEWS_MS[(opened - 2) % SKEWS_MS.length] ?? 0);
      await page.addInitScript((ms) => {
        const now = performance.now.bind(performance);
        performance.now = () => now() + ms;
      }, skew);
      if (skew !== 0) await tapPongs(page);
    },
  });
  const facilitator = await createSession(room);
  const names = ['headset-1', 'headset-2', 'quest-3', 'quest-4'];
  const headsets = [await joinByLink(room, 'headset-1'), await joinByLink(room, 'headset-2'), await joinByLink(room, 'quest-3', { quest: true }), await joinByLink(room, 'quest-4', { quest: true })];
  const lastFrom = (from: string, event: string) => room.backend.relay.broadcasts.findLast((b) => b.from === from && b.event === event)?.payload;
  const truth: Truth = {
    leaderAhead: await facilitator.evaluate(() => performance.timeOrigin + performance.now() - Date.now()),
    state: () => ((lastFrom('facilitator', 'state') as { playback?: PlaybackState } | undefined)?.playback ?? null),
    believed: (index) => {
      const status = lastFrom(names[index] ?? '', 'status') as { driftMs?: number | null; status?: string } | undefined;
      // A headset that says it is buffering does not correct: its status shows with what it believes.
      return status ? `${status.driftMs ?? '?'}${status.status === 'playing' ? '' : ` ${status.status ?? ''}`}` : null;
    },
  };
  /** Each headset's clock error (ms) and the fastest trip each way it saw: where a resting spread comes from. */
  const clocks = async (label: string) => {
    const accounts = await Promise.all(
      headsets.map((page, i) => {
        const id = (lastFrom(names[i] ?? '', 'ping') as { id?: string } | undefined)?.id;
        return id ? accountFor(page, id, truth.leaderAhead) : null;
      }),
    );
    const text = accounts.map((a, i) => `${names[i]} ${a ? `${a.errorMs.toFixed(1)} ms (fastest there ${a.fastestThere.toFixed(0)}, back ${a.fastestBack.toFixed(0)})` : '?'}`);
    console.log(`  clocks ${label}: ${text.join('; ')}`);
  };
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
    settleTimes[name] = await settle(headsets, done, truth);
    fromPress[name] = Date.now() - pressed;
    console.log(`${name}: settled ${settleTimes[name]} ms after it took effect (${fromPress[name]} ms after the press)`);
    await clocks(`after ${name}`);
  };
  const button = (name: string) => () => facilitator.getByRole('button', { name }).click();

  await command('start', button('Start for everyone'), playing, START_LEAD_MS);
  await sampleFor(headsets, STEADY_SECONDS, 'steady', settled, truth);
  await clocks('after the steady run');
  await command('pause', button('Pause for everyone'), stopped);
  await sampleFor(headsets, 5, 'paused', settled, truth);
  await command('resume', button('Resume for everyone'), playing, SHORT_LEAD_MS);
  await sampleFor(headsets, 10, 'resumed', settled, truth);
  await command('seek', button('Ahead 30 seconds'), playing, SHORT_LEAD_MS);
  await sampleFor(headsets, 10, 'sought', settled, truth);
  room.backend.relay.cut('headset-2');
  await new Promise((resolve) => setTimeout(resolve, 8000));
  await command('reconnect', async () => room.backend.relay.restore('headset-2'), playing);
  await sampleFor(headsets, 10, 'reconnected', settled, truth);

  const p95 = percentile(settled, 95);
  const p99 = percentile(settled, 99);
  const slowest = Math.max(...Object.values(settleTimes));
  const against = (value: number, budget: number) => `${value.toFixed(1)} ms (budget ≤ ${budget}: ${value <= budget ? 'within' : 'OVER'})`;
  console.log('\nGroup session sync (1 facilitator, 4 headsets, 20–150 ms one-way jitter, clocks 0.9–4.2 s apart)');
  console.log(`  drift between headsets once settled (the widest two), ${settled.length} samples: p50 ${percentile(settled, 50).toFixed(1)} ms, max ${Math.max(...settled).toFixed(1)} ms`);
  console.log(`  drift p95: ${against(p95, BUDGET.p95)}`);
  console.log(`  drift p99: ${against(p99, BUDGET.p99)}`);
  for (const [name, ms] of Object.entries(settleTimes)) console.log(`  settled within ${SETTLED_MS} ms after ${name}: ${against(ms, BUDGET.settleMs)} from when it took effect; ${fromPress[name]} ms from the press`);
  await room.close();
  expect(p95, 'p95 drift (ms)').toBeLessThanOrEqual(BUDGET.p95);
  expect(p99, 'p99 drift (ms)').toBeLessThanOrEqual(BUDGET.p99);
  expect(slowest, 'slowest settle (ms)').toBeLessThanOrEqual(BUDGET.settleMs);
});
