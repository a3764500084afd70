import { expect, test } from '@playwright/test';
import { startDemoPackager } from '../scripts/live/demo-packager';
import { livePath } from '../scripts/live/live-dir';
import type { Packager } from '../scripts/live/packager';
import { type Figure, line, median, missed, percentile, seconds } from './live-figures';
import { measureGroupDrift } from './live-group';
import { atOneMoment } from './live-shown';
import { watchStreamTimeline } from './live-timeline';
import { openViewer, type Frame, type StartSteps, type Viewer, type ViewerSpec } from './live-viewer';

/**
 * A live concert as independent viewers see it (issue 24, 'Done when'): the real live:demo packager (ffmpeg,
 * 2 s segments, program date-time on the wall clock), four viewers of the concert page in browser contexts of
 * their own (two of them in an emulated Quest 3), each behind a network with its own delay and jitter, and the
 * site's own player. Measured from outside the player, with the wall clock every context shares:
 * - latency: from a frame's program date-time to the moment it shows (the element's time less its SourceBuffer's
 *   timestampOffset is the stream's decode time, dated by the segment it falls in as the packager wrote it:
 *   live-shown.ts, live-timeline.ts);
 * - spread: how far apart the viewers are at one moment;
 * - start: from the stream appearing (its address answering, the page already open in the waiting room) to playing;
 * - recovery: from the packager's restart after 10 s down, and from the network's return after 20 s away,
 *   to playing at the live edge again (moving, the frame shown no older than the latency budget);
 * - group drift: then a facilitator and four headsets of one room on the same stream (live-group.ts), how far
 *   apart the headsets' shown frames are (ms).
 * Budgets from the issue; over one, the run fails. The machine should be idle: the figures are real time.
 */
const BUDGET = { latencyP50: 6, spreadP95: 0.5, startSeconds: 3, recoverySeconds: 10, groupDriftP95Ms: 20 };
const VIEWERS: ViewerSpec[] = [
  { name: 'flat, near', delayMs: 40, jitterMs: 20, quest: false },
  { name: 'flat, far', delayMs: 200, jitterMs: 80, quest: false },
  { name: 'Quest 3, near', delayMs: 120, jitterMs: 40, quest: true },
  { name: 'Quest 3, far', delayMs: 280, jitterMs: 120, quest: true },
];
const STEADY_SECONDS = 40;
const WARM_UP_SECONDS = 10;
/** After each recovery, how long the viewers are watched again for their spread. */
const AFTER_RECOVERY_SECONDS = 15;
const PACKAGER_GAP_MS = 10_000;
const NETWORK_CUT_MS = 20_000;
/** The group session's drift, read once a second once its headsets have settled. */
const GROUP_SECONDS = 30;
/** Longer than this to recover is reported as not recovered (the budget is 10 s). */
const RECOVERY_LIMIT_MS = 40_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const frames = (viewers: readonly Viewer[]) => Promise.all(viewers.map((viewer) => viewer.frame()));
const latencyOf = (frame: Frame) => (frame.wall - frame.dateTime) / 1000;

/** Latencies of every look, and the spread between viewers at each look (brought to one wall-clock moment). */
async function watch(viewers: readonly Viewer[], seconds: number, warmUp = 0) {
  const latencies: number[] = [];
  const each: number[][] = viewers.map(() => []);
  const spreads: number[] = [];
  for (let second = 1; second <= seconds; second++) {
    await sleep(1000);
    const looks = await frames(viewers);
    if (second <= warmUp) continue;
    const shown = atOneMoment(looks);
    latencies.push(...looks.map(latencyOf));
    looks.forEach((look, i) => each[i]?.push(latencyOf(look)));
    spreads.push((Math.max(...shown) - Math.min(...shown)) / 1000);
  }
  return { latencies, spreads, perViewer: each.map((values) => median(values)) };
}

/** Seconds from `from` until the viewer plays at the live edge again, moving between two looks; NaN if never. */
async function backAtEdge(viewer: Viewer, from: number): Promise<number> {
  let previous = await viewer.frame();
  while (Date.now() - from < RECOVERY_LIMIT_MS) {
    await sleep(200);
    const look = await viewer.frame();
    const moving = look.playing && look.time > previous.time && look.time - previous.time <= ((look.wall - previous.wall) / 1000) * 1.2;
    previous = look;
    const latency = latencyOf(look);
    if (moving && latency >= 0 && latency <= BUDGET.latencyP50) return (look.wall - from) / 1000;
  }
  return Number.NaN;
}

/** The start's steps (medians over the viewers, seconds after the stream appeared), where its time goes. */
function startBreakdown(steps: readonly StartSteps[], appeared: number, playing: readonly number[]): string {
  const at = (pick: (s: StartSteps) => number | undefined) => median(steps.map((s) => ((pick(s) ?? Number.NaN) - appeared) / 1000)).toFixed(2);
  // The player reads the master playlist the poll found (LiveOptions.manifest): no request of its own for it.
  const master = at((s) => s.master);
  return `poll found it ${at((s) => s.poll)}, player's playlist ${master === 'NaN' ? 'the poll\'s' : master}, media playlist ${at((s) => s.playlist)}, first segment ${at((s) => s.segment)}, playing ${median(playing).toFixed(2)}`;
}

test('live: latency, spread between independent viewers, start, recovery and a group session\'s drift', async ({ browser, baseURL }) => {
  const options = { name: `bench-${Date.now().toString(36)}`, window: 6 };
  let packager: Packager = await startDemoPackager(options);
  const timeline = watchStreamTimeline(packager.dir);
  try {
    const url = livePath(options.name);
    // One after another: opening four pages at once on a small machine only measures the machine.
    const viewers: Viewer[] = [];
    for (const spec of VIEWERS) viewers.push(await openViewer(browser, spec, url, timeline));

    // The stream appears for everyone at once; each page finds it on its next look and starts by itself.
    const appeared = Date.now();
    await Promise.all(viewers.map((viewer) => viewer.reveal()));
    const starts = await Promise.all(
      viewers.map(async (viewer) => {
        await expect.poll(async () => (await viewer.frame()).playing, { timeout: 60_000, intervals: [50] }).toBe(true);
        return (Date.now() - appeared) / 1000;
      }),
    );
    // The headsets go into VR, as a care worker puts them on the residents.
    await Promise.all(viewers.filter((viewer) => viewer.spec.quest).map((viewer) => viewer.enterVr()));
    const steady = await watch(viewers, STEADY_SECONDS, WARM_UP_SECONDS);

    // The packager crashes and comes back 10 s later under the same address.
    await packager.kill();
    await sleep(PACKAGER_GAP_MS);
    const restartedAt = Date.now();
    packager = await startDemoPackager(options, undefined, { resume: packager });
    const afterGap = await Promise.all(viewers.map((viewer) => backAtEdge(viewer, restartedAt)));
    const settledAfterGap = await watch(viewers, AFTER_RECOVERY_SECONDS);

    // Every viewer's network goes away for 20 s.
    await Promise.all(viewers.map((viewer) => viewer.setOffline(true)));
    await sleep(NETWORK_CUT_MS);
    const reconnectedAt = Date.now();
    await Promise.all(viewers.map((viewer) => viewer.setOffline(false)));
    const afterCut = await Promise.all(viewers.map((viewer) => backAtEdge(viewer, reconnectedAt)));
    const settledAfterCut = await watch(viewers, AFTER_RECOVERY_SECONDS);
    // The independent viewers leave (the machine is small), and a care home's room watches the same stream.
    await Promise.all(viewers.map((viewer) => viewer.page.context().close()));
    // A room that never gets going is a figure not measured, printed with the others, not the end of the report.
    const group = await measureGroupDrift(browser, baseURL ?? '', url, timeline, GROUP_SECONDS, BUDGET.groupDriftP95Ms).catch((error: unknown) => {
      console.log(`group session: ${String(error)}`);
      return { spreadsMs: [], startSeconds: Number.NaN, settleSeconds: Number.NaN };
    });

    const figures: Figure[] = [
      { label: 'latency from program date-time to the frame shown, p50', value: percentile(steady.latencies, 50), budget: BUDGET.latencyP50, note: `each viewer's p50: ${seconds(steady.perViewer)}` },
      { label: 'latency p95', value: percentile(steady.latencies, 95) },
      { label: 'spread between independent viewers, p95', value: percentile(steady.spreads, 95), budget: BUDGET.spreadP95 },
      { label: 'stream appearing to playing, slowest viewer', value: Math.max(...starts), budget: BUDGET.startSeconds, note: startBreakdown(viewers.map((v) => v.steps), appeared, starts) },
      { label: 'packager down 10 s: restart to the live edge, slowest viewer', value: Math.max(...afterGap), budget: BUDGET.recoverySeconds, note: `each: ${seconds(afterGap)}` },
      { label: 'spread in the 15 s after the restart, p95', value: percentile(settledAfterGap.spreads, 95) },
      { label: 'latency in the 15 s after the restart, p50', value: percentile(settledAfterGap.latencies, 50) },
      { label: 'network cut 20 s: reconnection to the live edge, slowest viewer', value: Math.max(...afterCut), budget: BUDGET.recoverySeconds, note: `each: ${seconds(afterCut)}` },
      { label: 'spread in the 15 s after the reconnection, p95', value: percentile(settledAfterCut.spreads, 95) },
      { label: 'latency in the 15 s after the reconnection, p50', value: percentile(settledAfterCut.latencies, 50) },
      { label: 'group session, 4 headsets: drift between the widest two, p50', value: percentile(group.spreadsMs, 50), unit: 'ms', note: `settled within the budget ${seconds([group.settleSeconds])} s after all started; doors opened to all started ${seconds([group.startSeconds])} s` },
      { label: 'group session: drift p95', value: percentile(group.spreadsMs, 95), budget: BUDGET.groupDriftP95Ms, unit: 'ms', note: `max ${percentile(group.spreadsMs, 100).toFixed(1)} ms over ${group.spreadsMs.length} s` },
    ];
    const network = VIEWERS.map((v) => `${v.name} ${v.delayMs} ms + 0-${v.jitterMs} ms jitter`).join(', ');
    console.log(`live: ${viewers.length} independent viewers (${network}), ${STEADY_SECONDS - WARM_UP_SECONDS} s measured at steady state`);
    for (const figure of figures) console.log(line(figure));
    console.log(`starts: ${seconds(starts)} s`);
    // Every figure printed first: a run shows all that it missed, not only the first.
    expect(figures.filter(missed).map(line)).toEqual([]);
  } finally {
    timeline.stop();
    await packager.stop();
  }
});
