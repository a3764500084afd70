import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cueTextAt } from '../../xr/core/captions/cue-at.ts';
import { parseVtt } from '../../xr/core/captions/parse-vtt.ts';
import { expect, test } from './live-packager';

/**
 * `npm run live:demo` end to end: the real packager, the preview server's /live/ route, and hls.js in
 * Chromium playing the live stream. The test page is a bare <video> (the concert pages' live playback
 * is the engine's, tested with its own specs); it lives at an address of the preview's origin, so the
 * stream is fetched as the site fetches it.
 */
const HLS_JS = createRequire(import.meta.url).resolve('hls.js/dist/hls.min.js');
const PAGE = '/__live-demo-test';

test.beforeEach(async ({ page }) => {
  await page.route(`**${PAGE}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>live</title><video muted playsinline></video></html>' }),
  );
});

test('the live demo plays through the preview server at /live/<name>/master.m3u8, at the live edge', async ({ page, liveDemo }) => {
  await page.goto(PAGE);
  await page.addScriptTag({ path: HLS_JS });
  await page.evaluate((url) => {
    const video = document.querySelector('video') as HTMLVideoElement;
    const hls = new window.Hls({ startLevel: 2, capLevelToPlayerSize: false });
    Object.assign(window, { hls });
    hls.loadSource(url);
    hls.attachMedia(video);
    hls.on(window.Hls.Events.MANIFEST_PARSED, () => void video.play());
  }, liveDemo.url);

  const state = () =>
    page.evaluate(() => {
      const video = document.querySelector('video') as HTMLVideoElement;
      const hls = window.hls as import('hls.js').default;
      const details = hls.levels[hls.currentLevel]?.details ?? hls.levels[2]?.details;
      return {
        time: video.currentTime,
        live: details?.live ?? null,
        latency: hls.latency,
        dateTime: hls.playingDate?.getTime() ?? 0,
        subtitleTracks: hls.subtitleTracks.map((t) => t.lang),
      };
    });

  // Playing: the picture's clock advances by more than a segment...
  await expect.poll(async () => (await state()).time, { timeout: 20_000 }).toBeGreaterThan(0.5);
  const start = await state();
  expect(start.live).toBe(true);
  expect(start.subtitleTracks).toEqual(['en', 'nl', 'es', 'pt', 'de', 'fr']);
  await expect.poll(async () => (await state()).time, { timeout: 15_000 }).toBeGreaterThan(start.time + 2.5);
  // ...on the wall clock: the frame shown is from a few seconds ago (hls.js plays 3 segments behind the edge).
  const playing = await state();
  const behind = Date.now() - playing.dateTime;
  expect(behind).toBeGreaterThan(0);
  expect(behind).toBeLessThan(15_000);
  test.info().annotations.push({ type: 'behind the wall clock', description: `${(behind / 1000).toFixed(1)} s (hls.js latency estimate ${playing.latency.toFixed(1)} s)` });
});

test('the captions play in step with the picture: the cue shown is the demo’s cue at the moment on screen', async ({ page, liveDemo }) => {
  const cues = parseVtt(readFileSync('public/media/demo/subs/en.vtt', 'utf8'));
  await page.goto(PAGE);
  await page.addScriptTag({ path: HLS_JS });
  await page.evaluate((url) => {
    const video = document.querySelector('video') as HTMLVideoElement;
    const hls = new window.Hls({ startLevel: 2, capLevelToPlayerSize: false });
    Object.assign(window, { hls });
    hls.loadSource(url);
    hls.attachMedia(video);
    hls.on(window.Hls.Events.MANIFEST_PARSED, () => void video.play());
  }, liveDemo.url);

  // The demo's own time on screen (from the program date-time of the frame shown) and the caption hls.js shows.
  const sample = () =>
    page.evaluate(() => {
      const video = document.querySelector('video') as HTMLVideoElement;
      const hls = window.hls as import('hls.js').default;
      // English captions on (hls.js resets a choice made before the first level is playing, so ask until it holds).
      if (hls.subtitleTrack < 0) hls.subtitleTrack = 0;
      const track = [...video.textTracks].find((t) => t.language === 'en' && t.mode === 'showing');
      const active = [...(track?.activeCues ?? [])].map((cue) => (cue as VTTCue).text);
      return { at: hls.playingDate?.getTime() ?? 0, active };
    });
  const nearBoundary = (t: number) => cues.some((cue) => Math.abs(cue.start - t) < 0.5 || Math.abs(cue.end - t) < 0.5);
  let shown: { demoTime: number; active: string } | undefined;
  await expect
    .poll(
      async () => {
        const { at, active } = await sample();
        const demoTime = (at - liveDemo.startedAt) / 1000;
        if (!at || active.length === 0 || nearBoundary(demoTime)) return false;
        shown = { demoTime, active: active.join('\n') };
        return true;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
  expect(squash(shown?.active ?? ''), `at ${shown?.demoTime.toFixed(2)} s of the demo`).toBe(squash(cueTextAt(cues, shown?.demoTime ?? -1)));
});

test('nothing is served at a /live/ address no packager writes to', async ({ request }) => {
  const response = await request.get('/live/nobody-here/master.m3u8');
  expect(response.status()).toBe(404);
});

declare global {
  interface Window {
    Hls: typeof import('hls.js').default;
    hls: unknown;
  }
}
