import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStallingServer, type StallingServer } from '../../../scripts/testing/stalling-server';
import { isRequestTimeout } from '@/lib/timed-fetch';
import { keepOffline } from './offline-media-store';
import { playlistText } from './offline-plan';

const DEADLINE_MS = 300;
const SEGMENT = 'segment bytes '.repeat(100);

/** The Cache Storage the kiosk keeps its files in, as a map (Node has none). */
function stubCaches() {
  const kept = new Map<string, string>();
  const cache = {
    match: async (url: string) => (kept.has(url) ? new Response(kept.get(url)) : undefined),
    put: async (url: string, response: Response) => void kept.set(url, await response.text()),
  };
  vi.stubGlobal('caches', { open: async () => cache });
  return kept;
}

/** How `work` settled: the error it rejected with (or undefined), and after how long. */
async function settle(work: () => Promise<unknown>) {
  const started = performance.now();
  const error = await work().then(
    () => undefined,
    (failure: unknown) => failure,
  );
  return { error, ms: performance.now() - started };
}

describe('the kiosk offline downloads against a server that stalls after the headers', () => {
  let server: StallingServer;
  beforeAll(async () => {
    server = await startStallingServer(SEGMENT);
  });
  afterAll(() => server.close());
  afterEach(() => vi.unstubAllGlobals());

  it('fail the preparation with the timeout instead of waiting for ever, and keep nothing half-read', async () => {
    const kept = stubCaches();
    const outcome = await settle(() => keepOffline([`${server.origin}/stall/v0/seg-2.m4s`], () => {}, new AbortController().signal, DEADLINE_MS));
    expect(isRequestTimeout(outcome.error)).toBe(true);
    expect(outcome.ms).toBeLessThan(DEADLINE_MS * 10);
    expect(kept.size).toBe(0);
  });

  it('keep a file that arrives in time whole', async () => {
    const kept = stubCaches();
    const progress: number[] = [];
    await keepOffline([`${server.origin}/v0/seg-1.m4s`], ({ done }) => progress.push(done), new AbortController().signal, DEADLINE_MS * 10);
    expect(kept.get(`${server.origin}/v0/seg-1.m4s`)).toBe(SEGMENT);
    expect(progress).toEqual([1]);
  });

  it('give up reading a playlist that stalls, with the timeout', async () => {
    const outcome = await settle(() => playlistText(`${server.origin}/stall/master.m3u8`, DEADLINE_MS));
    expect(isRequestTimeout(outcome.error)).toBe(true);
    expect(outcome.ms).toBeLessThan(DEADLINE_MS * 10);
    expect(await playlistText(`${server.origin}/master.m3u8`, DEADLINE_MS * 10)).toBe(SEGMENT);
  });
});
