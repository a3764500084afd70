// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadHlsJs, PLAYLIST_READ_TIMEOUT_MS, StreamUnreachableError } from './load-hls';
import { startStallingServer, type StallingServer } from '../../../scripts/testing/stalling-server';

afterEach(() => vi.useRealTimers());

const MUXED = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nv0.m3u8\n';
const ALT_AUDIO = '#EXTM3U\n#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="Hall",URI="a.m3u8"\n#EXT-X-STREAM-INF:BANDWIDTH=1,AUDIO="a"\nv0.m3u8\n';

describe('loadHlsJs', () => {
  it('loads the light build for a stream with muxed audio', async () => {
    const light = (await import('hls.js/light')).default;
    expect(await loadHlsJs('/s.m3u8', async () => MUXED)).toBe(light);
  });

  it('loads the full build for a stream with its own audio rendition', async () => {
    const full = (await import('hls.js')).default;
    expect(full).not.toBe((await import('hls.js/light')).default);
    expect(await loadHlsJs('/s.m3u8', async () => ALT_AUDIO)).toBe(full);
  });

  it('keeps the light build when the playlist cannot be read (hls.js reports that error itself)', async () => {
    const light = (await import('hls.js/light')).default;
    expect(await loadHlsJs('/s.m3u8', () => Promise.reject(new Error('offline')))).toBe(light);
  });

  it('gives up on a master playlist that never answers, aborts the request and says the stream is unreachable', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const loading = loadHlsJs('/s.m3u8', (_url, abort) => {
      signal = abort;
      return new Promise<string>(() => {});
    });
    const outcome = expect(loading).rejects.toBeInstanceOf(StreamUnreachableError);
    await vi.advanceTimersByTimeAsync(PLAYLIST_READ_TIMEOUT_MS);
    await outcome;
    expect(signal?.aborted).toBe(true);
  });
});

describe('loadHlsJs against a real server that stalls after the headers', () => {
  const DEADLINE_MS = 300;
  let server: StallingServer;
  beforeAll(async () => {
    server = await startStallingServer(ALT_AUDIO);
  });
  afterAll(() => server.close());

  it('says the stream is unreachable when the playlist body never ends, within the deadline', async () => {
    const started = performance.now();
    const error = await loadHlsJs(`${server.origin}/stall/master.m3u8`, undefined, DEADLINE_MS).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StreamUnreachableError);
    expect(performance.now() - started).toBeLessThan(DEADLINE_MS * 10);
  });

  it('reads a playlist that arrives in time whole (its alternate audio asks for the full build)', async () => {
    const full = (await import('hls.js')).default;
    expect(await loadHlsJs(`${server.origin}/master.m3u8`, undefined, 5_000)).toBe(full);
  });
});
