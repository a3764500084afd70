// @vitest-environment jsdom
/**
 * hls.js is replaced by a test double (testing/fake-hls.ts) injected through `loadHls`; the video element is
 * jsdom's, with load/play/pause stubbed because jsdom does not implement media playback.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HLS_DOWNLOAD_TIMEOUT_MS } from './engine-resolve';
import { StreamUnreachableError } from './load-hls';
import { snapshotOf, type ElementSnapshot } from './testing/fake-hls';
import { setup, SRC } from './testing/media-source-setup';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createMediaSource: choosing how to play', () => {
  it('uses hls.js wherever MSE exists, even when the element answers "maybe" to native HLS', async () => {
    const { source, fake, video, hls } = setup({ native: 'maybe' });
    await source.ready;
    expect(source.engine).toBe('hls.js');
    expect(fake.instances).toHaveLength(1);
    expect(hls().calls).toEqual(['attachMedia', `loadSource:${SRC}`]);
    expect(video.hasAttribute('src')).toBe(false);
  });

  it('falls back to native HLS where MSE is missing, without downloading hls.js', async () => {
    const { source, loadHls, video } = setup({ mse: false, native: 'maybe' });
    await source.ready;
    expect(source.engine).toBe('native-hls');
    expect(loadHls).not.toHaveBeenCalled();
    expect(video.getAttribute('src')).toBe(SRC);
  });

  it('falls back to native HLS when hls.js reports no support', async () => {
    const { source, fake } = setup({ native: 'maybe' });
    fake.supported = false;
    await source.ready;
    expect(source.engine).toBe('native-hls');
  });

  it('plays an MP4 file directly', async () => {
    const { source, loadHls, video } = setup({ options: { src: '/media/concert.mp4' } });
    await source.ready;
    expect(source.engine).toBe('file');
    expect(loadHls).not.toHaveBeenCalled();
    expect(video.getAttribute('src')).toBe('/media/concert.mp4');
  });

  it('reports an unsupported stream when nothing can play it', async () => {
    const { source, states } = setup({ mse: false, native: '' });
    await source.ready;
    expect(states).toEqual(['loading', 'error:unsupported']);
  });

  it('reports a master playlist that never answers as a network error, even where native HLS is claimed', async () => {
    const { source, states } = setup({ native: 'maybe', options: { loadHls: () => Promise.reject(new StreamUnreachableError(SRC)) } });
    await source.ready;
    expect(states).toEqual(['loading', 'error:network']);
  });

  it('stops waiting for an hls.js download that never arrives', async () => {
    const { source, states } = setup({ native: '', options: { loadHls: () => new Promise<never>(() => {}) } });
    await vi.advanceTimersByTimeAsync(HLS_DOWNLOAD_TIMEOUT_MS);
    await source.ready;
    expect(states).toEqual(['loading', 'error:network']);
  });

  it('reports a failed hls.js download as a network error', async () => {
    const { source, states } = setup({ native: '', options: { loadHls: () => Promise.reject(new Error('offline')) } });
    await source.ready;
    expect(states).toEqual(['loading', 'error:network']);
  });
});

describe('createMediaSource: the element before the source', () => {
  const expected: ElementSnapshot = { playsInline: true, muted: true, crossOrigin: 'anonymous', loop: true };

  it('sets playsinline, muted, crossorigin and loop before hls.js attaches', async () => {
    const { source, fake } = setup({ options: { loop: true } });
    await source.ready;
    expect(fake.attachSnapshots).toEqual([expected]);
  });

  it('sets them before `src` for files and native HLS', async () => {
    const seen: ElementSnapshot[] = [];
    const srcSetter = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'src')?.set;
    vi.spyOn(HTMLMediaElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLVideoElement, value: string) {
      seen.push(snapshotOf(this));
      srcSetter?.call(this, value);
    });
    const { source } = setup({ mse: false, options: { loop: true } });
    await source.ready;
    expect(seen).toEqual([expected]);
  });

  it('configures hls.js without a worker and without player-size capping, even when given a worker path', async () => {
    const { source, hls } = setup({ options: { workerPath: '/assets/hls.worker.js' } });
    await source.ready;
    expect(hls().config).toMatchObject({ enableWorker: false, capLevelToPlayerSize: false });
    expect(hls().config).not.toHaveProperty('workerPath');
  });
});
