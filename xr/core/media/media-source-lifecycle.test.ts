// @vitest-environment jsdom
/** States, playback, retry and destroy, through the hls.js test double (testing/fake-hls.ts). */
import { ErrorDetails, ErrorTypes } from 'hls.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseManifest, setup, SRC } from './testing/media-source-setup';

const fatalOther = [ErrorTypes.OTHER_ERROR, ErrorDetails.INTERNAL_EXCEPTION] as const;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createMediaSource: states and playback', () => {
  it('follows the element through ready, playing, buffering, paused', async () => {
    const { source, video, states } = setup();
    await source.ready;
    for (const type of ['canplay', 'play', 'waiting', 'playing', 'pause']) video.dispatchEvent(new Event(type));
    expect(states).toEqual(['loading', 'ready', 'playing', 'buffering', 'playing', 'paused']);
  });

  it('starts muted playback by itself when autoplay is asked', async () => {
    const { source, play, video } = setup({ options: { autoplay: true } });
    await source.ready;
    expect(play).toHaveBeenCalledOnce();
    expect(video.muted).toBe(true);
  });

  it('calls play() synchronously once attached, so it stays inside the person’s gesture', async () => {
    const { source, play } = setup();
    await source.ready;
    void source.play();
    expect(play).toHaveBeenCalledOnce();
  });

  it('waits for the source when play() comes early', async () => {
    const { source, play } = setup();
    const outcome = source.play();
    expect(play).not.toHaveBeenCalled();
    await expect(outcome).resolves.toBe('started');
    expect(play).toHaveBeenCalledOnce();
  });

  it('resumes after something else paused it, but never after the person paused', async () => {
    const { source, play } = setup({ options: { autoplay: true } });
    await source.ready;
    play.mockClear();
    // The element is paused (jsdom never plays) while the person still wants it playing: standby did it.
    await expect(source.resume()).resolves.toBe('started');
    expect(play).toHaveBeenCalledOnce();
    source.pause();
    await expect(source.resume()).resolves.toBe('interrupted');
    expect(play).toHaveBeenCalledOnce();
  });

  it('says when the browser blocks playback without a gesture', async () => {
    const { source, play } = setup();
    await source.ready;
    play.mockRejectedValueOnce(new DOMException('gesture needed', 'NotAllowedError'));
    await expect(source.play()).resolves.toBe('blocked');
    play.mockRejectedValueOnce(new DOMException('replaced', 'AbortError'));
    await expect(source.play()).resolves.toBe('interrupted');
  });

  it('sets sound: mute and a volume clamped to 0..1', () => {
    const { source, video } = setup();
    source.setMuted(false);
    source.setVolume(1.7);
    expect(video.muted).toBe(false);
    expect(video.volume).toBe(1);
    source.setVolume(-1);
    expect(video.volume).toBe(0);
  });

  it('fails with the element’s error code when playing a file', async () => {
    const { source, video, states } = setup({ options: { src: '/media/concert.mp4' } });
    await source.ready;
    Object.defineProperty(video, 'error', { value: { code: 4 } });
    video.dispatchEvent(new Event('error'));
    expect(states.at(-1)).toBe('error:unsupported');
  });
});

describe('createMediaSource: retry', () => {
  it('replaces the failed hls.js instance and loads again from where it was', async () => {
    const { source, hls, fake, states, video, load } = setup();
    await source.ready;
    parseManifest(hls());
    video.currentTime = 12;
    hls().fail(...fatalOther);
    source.retry();
    expect(hls(0).destroyed).toBe(true);
    expect(load).toHaveBeenCalled();
    await source.ready;
    expect(fake.instances).toHaveLength(2);
    expect(hls(1).calls).toEqual(['attachMedia', `loadSource:${SRC}`]);
    parseManifest(hls(1));
    expect(hls(1).calls.at(-1)).toBe('startLoad:12');
    expect(states).toEqual(['loading', 'error:other', 'loading']);
  });

  it('starts on the configured smallest rendition: in automatic mode it never writes nextLevel, which would bring back the bitrate test', async () => {
    const { source, hls } = setup();
    await source.ready;
    expect(hls().config.startLevel).toBe(0);
    parseManifest(hls());
    expect(hls().calls).toEqual(['attachMedia', `loadSource:${SRC}`, 'startLoad:-1']);
  });

  it('keeps the chosen quality across a retry', async () => {
    const { source, hls } = setup();
    await source.ready;
    parseManifest(hls());
    source.setLevel(1);
    hls().fail(...fatalOther);
    source.retry();
    await source.ready;
    parseManifest(hls(1));
    expect(hls(1).nextLevel).toBe(1);
  });

  it('does nothing unless playback has failed', async () => {
    const { source, fake } = setup();
    await source.ready;
    source.retry();
    await source.ready;
    expect(fake.instances).toHaveLength(1);
  });

  it('retries by itself after a fatal error when asked (kiosk demo)', async () => {
    const { source, hls, fake } = setup({ options: { autoRetryMs: 5000 } });
    await source.ready;
    hls().fail(...fatalOther);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.instances).toHaveLength(2);
    expect(source.state).toBe('loading');
  });

  it('plays a file again by setting its source anew', async () => {
    const { source, video } = setup({ options: { src: '/media/concert.mp4' } });
    await source.ready;
    video.dispatchEvent(new Event('error'));
    source.retry();
    await source.ready;
    expect(video.getAttribute('src')).toBe('/media/concert.mp4');
    expect(source.state).toBe('loading');
  });
});

describe('createMediaSource: destroy', () => {
  it('destroys hls.js, releases the element and leaves no listener or timer behind', async () => {
    const { source, hls, video, load, states } = setup({ options: { autoRetryMs: 1000 } });
    await source.ready;
    parseManifest(hls());
    hls().fail(ErrorTypes.NETWORK_ERROR, ErrorDetails.FRAG_LOAD_ERROR); // a retry is now pending
    source.destroy();
    expect(hls().destroyed).toBe(true);
    expect(hls().listenerCount()).toBe(0);
    expect(video.hasAttribute('src')).toBe(false);
    expect(load).toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    const before = states.length;
    for (const type of ['canplay', 'playing', 'error']) video.dispatchEvent(new Event(type));
    expect(states).toHaveLength(before);
    expect(source.state).toBe('idle');
  });

  it('never attaches when hls.js arrives after destroy', async () => {
    const { source, fake, video } = setup();
    source.destroy();
    await source.ready;
    expect(fake.instances).toHaveLength(0);
    expect(video.hasAttribute('src')).toBe(false);
  });

  it('releases a file source too', async () => {
    const { source, video, load } = setup({ options: { src: '/media/concert.mp4' } });
    await source.ready;
    source.destroy();
    expect(video.hasAttribute('src')).toBe(false);
    expect(load).toHaveBeenCalled();
  });
});
