// @vitest-environment jsdom
/** Recovery and quality through the hls.js test double (testing/fake-hls.ts); timers are Vitest's fakes. */
import { ErrorDetails, ErrorTypes, Events } from 'hls.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseManifest, setup, SRC } from './testing/media-source-setup';

const { NETWORK_ERROR, MEDIA_ERROR, OTHER_ERROR } = ErrorTypes;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createMediaSource: quality levels', () => {
  it('caps adaptive bitrate at the best rendition under 4096×2048, then starts loading', async () => {
    const { source, hls, levels } = setup({ options: { maxTextureSize: 16384 } });
    await source.ready;
    parseManifest(hls());
    expect(hls().autoLevelCapping).toBe(2);
    expect(hls().calls.at(-1)).toBe('startLoad:-1');
    expect(source.levels.map((l) => l.index)).toEqual([2, 1, 0]);
    expect(levels).toHaveBeenLastCalledWith({ levels: source.levels, choice: 'auto', current: null });
  });

  it('respects a smaller MAX_TEXTURE_SIZE', async () => {
    const { source, hls } = setup({ options: { maxTextureSize: 2048 } });
    await source.ready;
    parseManifest(hls());
    expect(hls().autoLevelCapping).toBe(1);
    expect(source.levels.map((l) => l.index)).toEqual([1, 0]);
  });

  it('starts before the renderer exists, then drops renditions too large for its GPU', async () => {
    const { source, hls, levels } = setup();
    await source.ready;
    parseManifest(hls());
    expect(hls().autoLevelCapping).toBe(2);
    source.setLevel(2);
    source.setMaxTextureSize(2048);
    expect(hls().autoLevelCapping).toBe(1);
    expect(source.levels.map((l) => l.index)).toEqual([1, 0]);
    // The chosen 2048-wide rendition no longer fits: automatic again.
    expect(source.level).toBe('auto');
    expect(levels).toHaveBeenLastCalledWith({ levels: source.levels, choice: 'auto', current: null });
  });

  it('switches to a chosen rendition at the next fragment, refuses one too large, and returns to automatic', async () => {
    const { source, hls } = setup({ options: { maxTextureSize: 4096 } });
    await source.ready;
    parseManifest(hls());
    source.setLevel(1);
    expect(hls().nextLevel).toBe(1);
    expect(source.level).toBe(1);
    source.setLevel(3);
    expect(hls().nextLevel).toBe(1);
    expect(source.level).toBe(1);
    source.setLevel('auto');
    expect(hls().nextLevel).toBe(-1);
    expect(source.level).toBe('auto');
  });

  it('reports the rendition playing now', async () => {
    const { source, hls, levels } = setup();
    await source.ready;
    parseManifest(hls());
    hls().emit(Events.LEVEL_SWITCHED, { level: 2 });
    expect(levels).toHaveBeenLastCalledWith(expect.objectContaining({ current: 2 }));
  });
});

describe('createMediaSource: recovery', () => {
  it('reloads the playlist after a network error before the manifest, with backoff', async () => {
    const { source, hls } = setup();
    await source.ready;
    hls().fail(NETWORK_ERROR, ErrorDetails.MANIFEST_LOAD_ERROR);
    vi.advanceTimersByTime(999);
    expect(hls().calls).toEqual(['attachMedia', `loadSource:${SRC}`]);
    vi.advanceTimersByTime(1);
    expect(hls().calls.at(-1)).toBe(`loadSource:${SRC}`);
  });

  it('restarts loading 1 s, 2 s, 4 s after network errors, then fails with a network code', async () => {
    const { source, hls, states, video } = setup();
    await source.ready;
    parseManifest(hls());
    video.dispatchEvent(new Event('playing'));
    for (const delay of [1000, 2000, 4000]) {
      hls().fail(NETWORK_ERROR, ErrorDetails.FRAG_LOAD_ERROR);
      vi.advanceTimersByTime(delay);
      expect(hls().calls.at(-1)).toBe('startLoad:-1');
    }
    hls().fail(NETWORK_ERROR, ErrorDetails.FRAG_LOAD_ERROR);
    expect(states).toEqual(['loading', 'playing', 'buffering', 'error:network']);
  });

  it('counts network tries afresh after a fragment loads', async () => {
    const { source, hls, states } = setup();
    await source.ready;
    parseManifest(hls());
    for (let i = 0; i < 3; i++) {
      hls().fail(NETWORK_ERROR, ErrorDetails.FRAG_LOAD_ERROR);
      vi.runOnlyPendingTimers();
      hls().emit(Events.FRAG_LOADED);
    }
    hls().fail(NETWORK_ERROR, ErrorDetails.FRAG_LOAD_ERROR);
    expect(states).not.toContain('error:network');
  });

  it('recovers media errors, then swaps the audio codec, then fails with a media code', async () => {
    const { source, hls, states } = setup();
    await source.ready;
    parseManifest(hls());
    const before = hls().calls.length;
    for (let i = 0; i < 3; i++) hls().fail(MEDIA_ERROR, ErrorDetails.BUFFER_APPEND_ERROR);
    // The fatal error stopped loading: each recovery starts it again, and the last failure stops everything.
    expect(hls().calls.slice(before)).toEqual(['recoverMediaError', 'startLoad:-1', 'swapAudioCodec', 'recoverMediaError', 'startLoad:-1', 'destroy']);
    expect(states.at(-1)).toBe('error:media');
  });

  it('restarts loading from where playback was after recovering a fatal media error', async () => {
    const { source, hls, video } = setup();
    await source.ready;
    parseManifest(hls());
    video.currentTime = 7.5;
    hls().fail(MEDIA_ERROR, ErrorDetails.FRAG_PARSING_ERROR);
    expect(hls().calls.slice(-2)).toEqual(['recoverMediaError', 'startLoad:7.5']);
  });

  it('leaves loading to hls.js when the media error was not fatal to it (the element’s own error)', async () => {
    const { source, hls, video } = setup();
    await source.ready;
    parseManifest(hls());
    video.dispatchEvent(new Event('error'));
    // hls.js's recoverMediaError restarts the loading it still runs (the fake records that as startLoad:-1).
    expect(hls().calls.slice(-2)).toEqual(['recoverMediaError', 'startLoad:-1']);
  });

  it('treats the element’s own error as a media error while hls.js plays', async () => {
    const { source, hls, video } = setup();
    await source.ready;
    video.dispatchEvent(new Event('error'));
    expect(hls().calls.at(-1)).toBe('recoverMediaError');
  });

  it('fails at once on other fatal errors and ignores non-fatal ones', async () => {
    const { source, hls, states } = setup();
    await source.ready;
    hls().fail(NETWORK_ERROR, ErrorDetails.FRAG_LOAD_ERROR, false);
    expect(states).toEqual(['loading']);
    hls().fail(OTHER_ERROR, ErrorDetails.INTERNAL_EXCEPTION);
    expect(states).toEqual(['loading', 'error:other']);
  });

  it('takes the number of tries from the options', async () => {
    const { source, hls, states } = setup({ options: { recovery: { maxNetworkRetries: 1 } } });
    await source.ready;
    hls().fail(NETWORK_ERROR, ErrorDetails.FRAG_LOAD_ERROR);
    vi.runOnlyPendingTimers();
    hls().fail(NETWORK_ERROR, ErrorDetails.FRAG_LOAD_ERROR);
    expect(states.at(-1)).toBe('error:network');
  });
});
