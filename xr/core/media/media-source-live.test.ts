// @vitest-environment jsdom
/**
 * Live playback (issue 24, point 3) through the hls.js test double: what the player says about a live stream,
 * the configuration it gives hls.js, catching up with the edge, 'back to live', a stall and a packager gap on a
 * live stream, and its end. Timers and the wall clock are Vitest's fakes.
 */
import { ErrorDetails, ErrorTypes, LoaderContextType, type HlsConfig, type LoaderConfiguration, type PlaylistLoaderContext } from 'hls.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STALL_TIMEOUT_MS } from './stall-watchdog';
import { parseManifest, setup } from './testing/media-source-setup';
import { EDGE, liveRig, TARGET } from './testing/live-rig';

const { NETWORK_ERROR, MEDIA_ERROR } = ErrorTypes;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createMediaSource: what a live stream is', () => {
  it('says nothing of live for a recording, and leaves its playlist reloads as they were', async () => {
    const { source, hls } = setup({ options: { autoplay: true } });
    await source.ready;
    parseManifest(hls());
    const policy = hls().config.playlistLoadPolicy;
    hls().loadPlaylist({ live: false, type: 'VOD', totalduration: 3600 });
    expect(source.live).toBeNull();
    expect(hls().config.playlistLoadPolicy).toBe(policy);
  });

  it('knows a live sliding window at its edge, without a rewind window, and keeps reloading it through errors', async () => {
    const { source, hls } = await liveRig();
    expect(source.live).toEqual({ kind: 'live', lowLatency: false, atEdge: true, behindSeconds: 0, canRewind: false, waiting: false, ended: false });
    expect(hls.lowLatencyMode).toBe(false);
    expect(hls.config.playlistLoadPolicy.default.errorRetry?.maxNumRetry).toBeGreaterThanOrEqual(5);
  });

  it('knows an event playlist, which can be rewound once long enough', async () => {
    const { source } = await liveRig({}, { type: 'EVENT', totalduration: 120 });
    expect(source.live).toMatchObject({ kind: 'event', canRewind: true });
  });

  it('turns on hls.js’s low-latency mode only for a playlist with parts and blocking reloads', async () => {
    const standard = await liveRig();
    expect(standard.hls.config.lowLatencyMode).toBe(false);
    expect(standard.hls.lowLatencyMode).toBe(false);
    const low = await liveRig({}, { partTarget: 0.33, canBlockReload: true });
    expect(low.hls.lowLatencyMode).toBe(true);
    expect(low.source.live).toMatchObject({ lowLatency: true });
  });

  it('gives hls.js the concert’s target latency', async () => {
    const { hls } = await liveRig({ live: { targetLatencySeconds: 4 } });
    expect(hls.config).toMatchObject({ liveSyncDuration: 4, maxLiveSyncPlaybackRate: 1 });
  });

  it('gives hls.js the master playlist the page already fetched (its first request answered without the network), only then', async () => {
    const manifest = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\nv0/index.m3u8\n';
    const primed = await liveRig({ live: { manifest: () => manifest } });
    const Loader = primed.hls.config.pLoader;
    expect(Loader).toBeDefined();
    const onSuccess = vi.fn();
    const context: PlaylistLoaderContext = { type: LoaderContextType.MANIFEST, url: primed.hls.calls.find((call) => call.startsWith('loadSource:'))?.slice('loadSource:'.length) ?? '', responseType: 'text', level: null, id: null, deliveryDirectives: null, levelOrTrack: null };
    if (Loader) new Loader(primed.hls.config as HlsConfig).load(context, {} as LoaderConfiguration, { onSuccess, onError: vi.fn(), onTimeout: vi.fn() });
    await Promise.resolve();
    expect(onSuccess.mock.calls[0]?.[0]).toMatchObject({ data: manifest });
    const plain = await liveRig({ live: { manifest: () => null } });
    expect(plain.hls.config.pLoader).toBeUndefined();
  });
});

describe('createMediaSource: keeping up with the live edge', () => {
  it('catches up a little behind by a gentle rate, and returns to normal speed at the target', async () => {
    const { hls, video, run } = await liveRig();
    hls.latency = TARGET + 2;
    run(1);
    expect(video.playbackRate).toBe(1.1);
    hls.latency = TARGET + 1;
    run(1);
    expect(video.playbackRate).toBe(1.05);
    hls.latency = TARGET + 0.2;
    run(1);
    expect(video.playbackRate).toBe(1);
  });

  it('jumps to the live edge when far behind, at normal speed', async () => {
    const { hls, video, run } = await liveRig();
    hls.latency = TARGET + 20;
    run(1);
    expect(video.currentTime).toBe(hls.liveSyncPosition);
    expect(video.playbackRate).toBe(1);
  });

  it('does not jump again and again to an edge it already stands at (a stalled playlist), so the stall shows', async () => {
    const { source, hls, video, states, run } = await liveRig();
    run(4);
    // The playlist stops; hls.js's latency runs on with the clock, but the position it offers stays where playback is.
    hls.latency = TARGET + 20;
    hls.liveSyncPosition = video.currentTime + 0.5;
    const seeks = vi.spyOn(video, 'currentTime', 'set');
    run(3, { advancing: false, moving: false });
    expect(seeks).not.toHaveBeenCalled();
    expect(states).not.toContain('error:network');
    run(4, { advancing: false, moving: false });
    expect(source.live?.waiting).toBe(true);
  });

  it('never changes the rate while paused', async () => {
    const { hls, video, run, setPaused } = await liveRig();
    setPaused(true);
    hls.latency = TARGET + 3;
    run(3);
    expect(video.playbackRate).toBe(1);
    hls.latency = TARGET + 30;
    const at = video.currentTime;
    run(3);
    expect(video.currentTime).toBe(at);
  });
});

describe('createMediaSource: back to live', () => {
  it('is no longer at the edge after a pause longer than the target latency, and is again after "back to live"', async () => {
    const { source, hls, video, play, run, setPaused } = await liveRig();
    run(2);
    setPaused(true);
    run(TARGET - 1);
    expect(source.live?.atEdge).toBe(true);
    run(3);
    expect(source.live).toMatchObject({ atEdge: false });
    expect(source.live?.behindSeconds).toBeGreaterThan(TARGET);
    // Playing on from there is the viewer's choice: no hurrying, no jump, though far enough behind for one.
    hls.latency = TARGET + 8;
    setPaused(false);
    const resumedAt = video.currentTime;
    run(2);
    expect(video.currentTime).toBe(resumedAt + 2);
    expect(video.playbackRate).toBe(1);
    expect(source.live?.atEdge).toBe(false);

    play.mockClear();
    const outcome = source.backToLive();
    expect(video.currentTime).toBe(hls.liveSyncPosition);
    expect(play).toHaveBeenCalledTimes(1);
    await expect(outcome).resolves.toBe('started');
    hls.latency = TARGET;
    run(1);
    expect(source.live).toMatchObject({ atEdge: true, behindSeconds: 0 });
  });

  it('a viewer who let the concert run on, and whom hls.js has moved back to the edge, is kept there by catch-up again', async () => {
    const { source, hls, video, run, setPaused } = await liveRig();
    run(2);
    setPaused(true);
    run(TARGET + 3);
    hls.latency = TARGET + 8;
    setPaused(false);
    run(1);
    expect(source.live?.atEdge).toBe(false);
    // hls.js moved the playhead to its live sync position (the viewer had fallen out of the window).
    hls.latency = TARGET;
    run(1);
    expect(source.live?.atEdge).toBe(true);
    hls.latency = TARGET + 2;
    run(1);
    expect(video.playbackRate).toBeGreaterThan(1);
  });

  it('falls behind the edge without a pause (slow network): not at the edge, and at it again once the latency is back to the target (the jump itself: above)', async () => {
    const { source, hls, run } = await liveRig();
    const states: boolean[] = [];
    source.subscribe({ onLive: (live) => states.push(live?.atEdge ?? true) });
    hls.latency = TARGET + TARGET + 1;
    run(1);
    expect(states).toContain(false);
    hls.latency = TARGET;
    run(1);
    expect(source.live?.atEdge).toBe(true);
  });
});

describe('createMediaSource: a live stream that stops', () => {
  it('resumes a stalled live stream at the live edge, not where it froze, and never fails it', async () => {
    const { source, hls, video, states, run } = await liveRig();
    run(3);
    const frozenAt = video.currentTime;
    // Segments keep coming, but playback does not move: hls.js gets the watchdog's whole 15 s to load through it.
    run(DEFAULT_STALL_TIMEOUT_MS / 1000 - 1, { moving: false });
    expect(hls.calls.filter((call) => call.startsWith('startLoad'))).toEqual(['startLoad:-1']);
    run(1, { moving: false });
    expect(states).not.toContain('error:network');
    expect(hls.destroyed).toBe(false);
    expect(hls.calls.at(-1)).toBe(`startLoad:${hls.liveSyncPosition ?? NaN}`);
    expect(video.currentTime).toBe(hls.liveSyncPosition);
    expect(video.currentTime).toBeGreaterThan(frozenAt + 10);
    expect(source.live?.waiting).toBe(true);
    run(2);
    expect(source.live?.waiting).toBe(false);
  });

  it('waits through a packager gap, retrying without end, then plays on by itself at the edge', async () => {
    const { source, hls, video, states, run } = await liveRig();
    run(4);
    expect(source.live?.waiting).toBe(false);
    // The packager stops: the playlist stops advancing and the buffer runs dry.
    run(4, { advancing: false, moving: false });
    expect(source.live?.waiting).toBe(false);
    run(3, { advancing: false, moving: false });
    expect(source.live?.waiting).toBe(true);
    // Its restart answers 404 for a while: far more failed restarts than a recording is allowed.
    hls.calls.length = 0;
    for (let i = 0; i < 8; i++) {
      hls.fail(NETWORK_ERROR, ErrorDetails.LEVEL_LOAD_ERROR);
      run(4, { advancing: false, moving: false });
    }
    expect(states.filter((state) => state.startsWith('error'))).toEqual([]);
    // Each failure restarts within 4 s (the stall watchdog adds its own), at the edge rather than where it froze.
    expect(hls.calls.filter((call) => call.startsWith('startLoad:')).length).toBeGreaterThanOrEqual(8);
    expect(hls.calls).not.toContain('startLoad:-1');
    expect(source.live?.waiting).toBe(true);
    // Segments come back: loading starts at the new edge, and the waiting ends once playback moves.
    hls.calls.length = 0;
    hls.liveSyncPosition = EDGE + 200;
    hls.loadPlaylist({ advanced: true });
    expect(hls.calls).toContain(`startLoad:${EDGE + 200}`);
    expect(video.currentTime).toBe(EDGE + 200);
    run(2);
    expect(source.live?.waiting).toBe(false);
    expect(source.state).not.toBe('error');
  });

  it('picks up after a packager that restarted its numbers from 0 (a changed playlist hls.js does not call advanced)', async () => {
    const { source, hls, video, run } = await liveRig();
    run(4);
    run(7, { advancing: false, moving: false });
    expect(source.live?.waiting).toBe(true);
    hls.calls.length = 0;
    hls.liveSyncPosition = EDGE + 200;
    hls.loadPlaylist({ advanced: false, updated: true });
    expect(hls.calls).toContain(`startLoad:${EDGE + 200}`);
    expect(video.currentTime).toBe(EDGE + 200);
  });

  it('never resumes backwards: an edge hls.js places behind the frozen position leaves playback where it stopped', async () => {
    const { hls, video, run } = await liveRig();
    run(4);
    run(8, { advancing: false, moving: false });
    const frozenAt = video.currentTime;
    hls.liveSyncPosition = frozenAt - 4;
    hls.calls.length = 0;
    hls.loadPlaylist({ advanced: true });
    expect(hls.calls).toEqual([`startLoad:${frozenAt}`]);
    expect(video.currentTime).toBe(frozenAt);
  });

  it('still fails a live stream the decoder cannot play (media errors are not a gap), and Retry joins at the edge', async () => {
    const { source, states, hls, video, fake, run } = await liveRig();
    run(4);
    hls.liveSyncPosition = video.currentTime + 30;
    hls.fail(MEDIA_ERROR, ErrorDetails.BUFFER_APPEND_ERROR);
    // Recovered at the edge, not at the position that failed.
    expect(hls.calls.slice(-2)).toEqual(['recoverMediaError', `startLoad:${video.currentTime + 30}`]);
    hls.fail(MEDIA_ERROR, ErrorDetails.BUFFER_APPEND_ERROR);
    hls.fail(MEDIA_ERROR, ErrorDetails.BUFFER_APPEND_ERROR);
    expect(states.at(-1)).toBe('error:media');
    expect(video.currentTime).toBeGreaterThan(0);
    source.retry();
    await source.ready;
    const next = fake.instances[1];
    if (!next) throw new Error('no second hls instance');
    parseManifest(next);
    expect(next.calls.at(-1)).toBe('startLoad:-1');
  });
});

describe('createMediaSource: the end of a live stream', () => {
  it('ends when EXT-X-ENDLIST appears, and errors after that end it rather than fail it', async () => {
    const { source, hls, states, run } = await liveRig();
    run(2);
    hls.loadPlaylist({ live: false });
    expect(source.live).toMatchObject({ kind: 'live', ended: true, atEdge: false, waiting: false });
    hls.fail(MEDIA_ERROR, ErrorDetails.MANIFEST_INCOMPATIBLE_CODECS_ERROR);
    expect(states.at(-1)).toBe('ended');
    expect(hls.calls).toContain('stopLoad');
  });

  it('ends a stream that stops after the concert’s end time, instead of waiting for it', async () => {
    const endsAt = Date.now() + 10_000;
    const { source, hls, states, run } = await liveRig({ live: { endsAt } });
    run(12);
    expect(source.live?.ended).toBe(false);
    run(8, { advancing: false, moving: false });
    expect(source.live).toMatchObject({ ended: true, waiting: false });
    expect(states.at(-1)).toBe('ended');
    expect(states).not.toContain('error:network');
    expect(hls.calls.at(-1)).toBe('stopLoad');
  });
});
