// Frame-time sampling, identical on the player and on the plain three.js page. An init script wraps
// requestAnimationFrame before any page code runs (R3F's loop and three's setAnimationLoop both go through
// it) and keeps its own rAF chain for frame timestamps; CDP's Performance domain gives CPU times.

/** Runs in the page before its scripts (page.addInitScript). */
export function installFrameProbe() {
  const original = window.requestAnimationFrame.bind(window);
  const probe = { recording: false, stamps: [], work: new Map() };
  window.__frameProbe = probe;
  window.requestAnimationFrame = (callback) =>
    original((time) => {
      if (!probe.recording) return callback(time);
      const start = performance.now();
      try {
        callback(time);
      } finally {
        probe.work.set(time, (probe.work.get(time) ?? 0) + performance.now() - start);
      }
    });
  // Its own chain only while recording: a parked page must not be kept producing frames.
  const tick = (time) => {
    if (!probe.recording) return;
    probe.stamps.push(time);
    original(tick);
  };
  probe.start = () => {
    probe.stamps = [];
    probe.work.clear();
    probe.recording = true;
    original(tick);
  };
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

/** Resolves once the page's video has played `seconds` of media. */
export const waitForPlayback = (page, seconds, timeout = 30_000) =>
  page.waitForFunction((s) => {
    const video = document.querySelector('video');
    return Boolean(video && !video.paused && video.currentTime > s);
  }, seconds, { timeout });

/** A CDP session on `page` with the Performance domain on (its ThreadTime and ProcessTime are CPU seconds). */
export async function openMetrics(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  return cdp;
}

/**
 * Both pages on the same rendition, the highest (as the player picks by itself on an idle machine), so that
 * adaptive bitrate under load does not make one page decode and upload smaller frames than the other.
 * The player through its own 'Picture quality' control, the plain page through hls.js (`nextLevel`, as the
 * player's control does). Resolves once that rendition plays.
 */
export async function lockTopRendition(page, kind) {
  let height;
  if (kind === 'player') {
    const select = page.getByLabel('Picture quality');
    const options = await select.locator('option').evaluateAll((all) => all.map((o) => ({ value: o.value, height: parseInt(o.textContent, 10) })));
    const top = options.filter((o) => o.height > 0).sort((a, b) => b.height - a.height)[0];
    await select.selectOption(top.value);
    height = top.height;
  } else {
    height = await page.evaluate(() => {
      const { hls } = window.__plain;
      const top = hls.levels.reduce((best, level, index) => (level.height > hls.levels[best].height ? index : best), 0);
      hls.nextLevel = top;
      return hls.levels[top].height;
    });
  }
  await page.waitForFunction((h) => document.querySelector('video').videoHeight === h, height, { timeout: 30_000 });
  return height;
}

/** Stops a page's render loop and video: the player through its own Pause button. */
export async function park(page, kind) {
  if (kind === 'player') await page.getByRole('button', { name: 'Pause', exact: true }).click();
  else await page.evaluate(() => window.__plain.park());
  await page.waitForFunction(() => document.querySelector('video').paused);
}

/** Starts them again and waits until the video runs. */
export async function resume(page, kind) {
  const from = await page.evaluate(() => document.querySelector('video').currentTime);
  if (kind === 'player') await page.getByRole('button', { name: 'Play', exact: true }).click();
  else await page.evaluate(() => window.__plain.resume());
  await page.waitForFunction((t) => {
    const video = document.querySelector('video');
    return !video.paused && Math.abs(video.currentTime - t) > 0.2; // abs: it may loop meanwhile
  }, from, { timeout: 30_000 });
}

async function cpuTimes(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name) => metrics.find((m) => m.name === name)?.value ?? NaN;
  return { thread: get('ThreadTime'), process: get('ProcessTime') };
}

function videoStats() {
  const video = document.querySelector('video');
  const quality = video.getVideoPlaybackQuality();
  return { width: video.videoWidth, total: quality.totalVideoFrames, dropped: quality.droppedVideoFrames, time: video.currentTime };
}

/**
 * Records `seconds` of frames. Per frame: the interval between rAF timestamps, the time spent in the page's
 * own rAF callbacks (its render loop), and the main thread's and renderer process's CPU time.
 */
export async function sampleFrames(page, cdp, seconds) {
  const videoBefore = await page.evaluate(videoStats);
  const cpuBefore = await cpuTimes(cdp);
  await page.evaluate(() => window.__frameProbe.start());
  await page.waitForTimeout(seconds * 1000);
  const { stamps, work } = await page.evaluate(() => {
    const probe = window.__frameProbe;
    probe.recording = false;
    return { stamps: probe.stamps, work: [...probe.work.values()] };
  });
  const cpuAfter = await cpuTimes(cdp);
  const videoAfter = await page.evaluate(videoStats);
  const intervals = stamps.slice(1).map((t, i) => t - stamps[i]);
  const frames = intervals.length;
  const elapsed = stamps.at(-1) - stamps[0];
  return {
    frames,
    interval: { median: percentile(intervals, 50), p95: percentile(intervals, 95) },
    frameMs: elapsed / frames,
    loopMs: percentile(work, 50),
    mainMs: ((cpuAfter.thread - cpuBefore.thread) * 1000) / frames,
    processMs: ((cpuAfter.process - cpuBefore.process) * 1000) / frames,
    videoFps: ((videoAfter.total - videoAfter.dropped - (videoBefore.total - videoBefore.dropped)) * 1000) / elapsed,
    videoWidth: videoAfter.width === videoBefore.width ? videoAfter.width : `${videoBefore.width}→${videoAfter.width}`,
  };
}
