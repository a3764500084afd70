// @vitest-environment jsdom
/**
 * The stall watchdog and the end of media recovery, through the hls.js test double (testing/fake-hls.ts) and
 * Vitest's fake timers: whatever goes wrong, a player that should play and does not ends in the error state,
 * so Retry and the kiosk's auto-retry get their turn (issue 11, point 9).
 */
import { ErrorDetails, ErrorTypes, Events } from 'hls.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STALL_TIMEOUT_MS } from './stall-watchdog';
import { parseManifest, setup } from './testing/media-source-setup';
import type { Setup } from './testing/media-source-setup';

const { MEDIA_ERROR, NETWORK_ERROR } = ErrorTypes;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** An autoplaying player whose manifest is in and whose element says it plays. */
async function playing(options: Setup['options'] = {}) {
  const rig = setup({ options: { autoplay: true, ...options } });
  await rig.source.ready;
  parseManifest(rig.hls());
  rig.video.dispatchEvent(new Event('playing'));
  return rig;
}

/** Moves the element's playhead a little each second for `seconds`, as real playback would. */
function playFor(video: HTMLVideoElement, seconds: number) {
  for (let i = 0; i < seconds; i++) {
    video.currentTime += 1;
    vi.advanceTimersByTime(1000);
  }
}

describe('createMediaSource: the stall watchdog', () => {
  it('turns 15 s of "Buffering…" without progress into the network error, and stops the attempt', async () => {
    const { hls, video, states } = await playing();
    playFor(video, 3);
    video.dispatchEvent(new Event('waiting'));
    vi.advanceTimersByTime(DEFAULT_STALL_TIMEOUT_MS - 1000);
    expect(states.at(-1)).toBe('buffering');
    vi.advanceTimersByTime(1000);
    expect(states.at(-1)).toBe('error:network');
    expect(hls().destroyed).toBe(true);
  });

  it('catches the element stopped without a word while the state still says playing', async () => {
    const { video, states } = await playing();
    playFor(video, 2);
    vi.advanceTimersByTime(DEFAULT_STALL_TIMEOUT_MS);
    expect(states.at(-1)).toBe('error:network');
  });

  it('blames a stall on the last cause hls.js reported, not on its "buffer stalled" symptom', async () => {
    const { hls, states } = await playing();
    hls().fail(MEDIA_ERROR, ErrorDetails.BUFFER_APPEND_ERROR, false);
    hls().fail(MEDIA_ERROR, ErrorDetails.BUFFER_STALLED_ERROR, false);
    vi.advanceTimersByTime(DEFAULT_STALL_TIMEOUT_MS);
    expect(states.at(-1)).toBe('error:media');
  });

  it('blames the latest cause, even one reported while the buffer still played on', async () => {
    const { hls, video, states } = await playing();
    hls().fail(MEDIA_ERROR, ErrorDetails.BUFFER_APPEND_ERROR, false);
    hls().fail(NETWORK_ERROR, ErrorDetails.FRAG_LOAD_TIMEOUT, false);
    playFor(video, 2);
    vi.advanceTimersByTime(DEFAULT_STALL_TIMEOUT_MS);
    expect(states.at(-1)).toBe('error:network');
  });

  it('fails a load that never gets anywhere while autoplay waits', async () => {
    const { source, states } = setup({ options: { autoplay: true } });
    await source.ready;
    vi.advanceTimersByTime(DEFAULT_STALL_TIMEOUT_MS);
    expect(states).toEqual(['loading', 'error:network']);
  });

  it('never fires while paused, before anyone asked to play, or while playback moves', async () => {
    const paused = await playing();
    paused.source.pause();
    paused.video.dispatchEvent(new Event('pause'));
    vi.advanceTimersByTime(60_000);
    expect(paused.states.at(-1)).toBe('paused');

    const idle = setup();
    await idle.source.ready;
    vi.advanceTimersByTime(60_000);
    expect(idle.states).toEqual(['loading']);

    const moving = await playing();
    playFor(moving.video, 60);
    expect(moving.states.at(-1)).toBe('playing');
  });

  it('takes its limit from the options', async () => {
    const { states } = await playing({ stallTimeoutMs: 5000 });
    vi.advanceTimersByTime(5000);
    expect(states.at(-1)).toBe('error:network');
  });

  it('lets Retry resume from the last position reached, and watches the new attempt afresh', async () => {
    const { source, video, hls, states } = await playing();
    playFor(video, 4);
    vi.advanceTimersByTime(DEFAULT_STALL_TIMEOUT_MS);
    expect(states.at(-1)).toBe('error:network');
    source.retry();
    await source.ready;
    parseManifest(hls(1));
    expect(hls(1).calls.at(-1)).toBe('startLoad:4');
    vi.advanceTimersByTime(DEFAULT_STALL_TIMEOUT_MS - 1000);
    expect(states.at(-1)).toBe('loading');
  });

  it('gives the kiosk’s auto-retry its turn after a stall', async () => {
    const { fake, source } = await playing({ autoRetryMs: 5000 });
    vi.advanceTimersByTime(DEFAULT_STALL_TIMEOUT_MS);
    expect(source.state).toBe('error');
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.instances).toHaveLength(2);
    expect(source.state).toBe('loading');
  });

  it('leaves no timer behind on destroy', async () => {
    const { source } = await playing();
    source.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('createMediaSource: when media recovery fails', () => {
  it('ends in the media error when recoverMediaError and the codec swap do not help', async () => {
    const { hls, states, source } = await playing({ autoRetryMs: 5000 });
    for (let i = 0; i < 3; i++) hls().fail(MEDIA_ERROR, ErrorDetails.FRAG_PARSING_ERROR);
    expect(hls().calls.filter((call) => call === 'recoverMediaError')).toHaveLength(2);
    expect(hls().calls).toContain('swapAudioCodec');
    expect(states.at(-1)).toBe('error:media');
    // The demo's auto-retry follows.
    await vi.advanceTimersByTimeAsync(5000);
    expect(source.state).toBe('loading');
  });

  it('does not let fragments hls.js calls "buffered" restart the count (a corrupt segment is buffered as nothing)', async () => {
    const { hls, states } = await playing();
    for (let i = 0; i < 3; i++) {
      hls().fail(MEDIA_ERROR, ErrorDetails.FRAG_PARSING_ERROR);
      hls().emit(Events.FRAG_LOADED);
      hls().emit(Events.FRAG_BUFFERED);
    }
    expect(states.at(-1)).toBe('error:media');
  });

  it('starts counting afresh once playback moved after a recovery', async () => {
    const { hls, video, states } = await playing();
    hls().fail(MEDIA_ERROR, ErrorDetails.FRAG_PARSING_ERROR);
    hls().fail(MEDIA_ERROR, ErrorDetails.FRAG_PARSING_ERROR);
    playFor(video, 2);
    hls().fail(MEDIA_ERROR, ErrorDetails.FRAG_PARSING_ERROR);
    expect(hls().calls.at(-2)).toBe('recoverMediaError');
    expect(states.at(-1)).toBe('playing');
  });

  it('ends in the media error when a recovery goes quiet and playback never moves again', async () => {
    const { hls, video, states } = await playing();
    playFor(video, 1);
    hls().fail(MEDIA_ERROR, ErrorDetails.BUFFER_APPEND_ERROR);
    expect(hls().calls.at(-2)).toBe('recoverMediaError');
    vi.advanceTimersByTime(DEFAULT_STALL_TIMEOUT_MS);
    expect(states.at(-1)).toBe('error:media');
  });

  it('plays again when hls.js gives the element a new MediaSource, unless the person paused', async () => {
    const { hls, play, source } = await playing();
    play.mockClear();
    hls().emit(Events.MEDIA_ATTACHED); // the first attach (the fake does not emit it by itself)
    hls().emit(Events.MEDIA_ATTACHED); // a reset: the element was loaded anew and is paused
    expect(play).toHaveBeenCalledOnce();
    source.pause();
    hls().emit(Events.MEDIA_ATTACHED);
    expect(play).toHaveBeenCalledOnce();
  });
});
