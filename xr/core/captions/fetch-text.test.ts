import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStallingServer, type StallingServer } from '../../../scripts/testing/stalling-server';
import { CaptionFetchError, CaptionTimeoutError, textFetcher } from './fetch-text';

describe('textFetcher', () => {
  it('reads the body as text and passes the request options on', async () => {
    const fetchFn = vi.fn<typeof fetch>(() => Promise.resolve(new Response('WEBVTT\n')));
    await expect(textFetcher(fetchFn, { cache: 'no-store' })('/media/demo/subs/en.vtt')).resolves.toBe('WEBVTT\n');
    expect(fetchFn).toHaveBeenCalledWith('/media/demo/subs/en.vtt', { cache: 'no-store', signal: expect.any(AbortSignal) });
  });

  it("aborts the request with the caller's signal", async () => {
    const caller = new AbortController();
    let signal: AbortSignal | null | undefined;
    const read = textFetcher((_input, init) => {
      signal = init?.signal;
      return new Promise<Response>(() => {});
    }, { signal: caller.signal });
    void read('/en.vtt').catch(() => {});
    caller.abort();
    expect(signal?.aborted).toBe(true);
  });

  it('rejects with the status on an HTTP error', async () => {
    const read = textFetcher(() => Promise.resolve(new Response('not found', { status: 404 })));
    const error = await read('/missing.vtt').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CaptionFetchError);
    expect(error).toMatchObject({ url: '/missing.vtt', status: 404, message: 'HTTP 404 for /missing.vtt' });
  });

  it('passes a network failure on', async () => {
    const read = textFetcher(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(read('/en.vtt')).rejects.toThrow('Failed to fetch');
  });
});

describe('textFetcher against a real server that stalls after the headers', () => {
  const DEADLINE_MS = 300;
  const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n';
  let server: StallingServer;
  beforeAll(async () => {
    server = await startStallingServer(VTT);
  });
  afterAll(() => server.close());

  it('gives up with CaptionTimeoutError within the deadline', async () => {
    const started = performance.now();
    const error = await textFetcher(fetch, undefined, DEADLINE_MS)(`${server.origin}/stall/en.vtt`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CaptionTimeoutError);
    expect(performance.now() - started).toBeLessThan(DEADLINE_MS * 10);
  });

  it('reads a file that arrives in time whole', async () => {
    await expect(textFetcher(fetch, undefined, DEADLINE_MS * 10)(`${server.origin}/en.vtt`)).resolves.toBe(VTT);
  });
});
