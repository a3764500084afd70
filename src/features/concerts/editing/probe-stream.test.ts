import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStallingServer, type StallingServer } from '../../../../scripts/testing/stalling-server';
import { RequestTimeoutError, timedFetch } from '@/lib/timed-fetch';
import { probeStream } from './probe-stream';

const ORIGIN = 'https://tutti.example';
const MASTER = '#EXTM3U\n#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="s",LANGUAGE="en",URI="en.m3u8"\n#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=2048x2048\nv0.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=1024x1024\nv1.m3u8\n';

const answer = (body: string, status = 200): typeof fetch => async () => new Response(body, { status });
const failing = (error: Error): typeof fetch => async () => {
  throw error;
};

describe('probeStream', () => {
  it('reports renditions, top resolution, the stereo guess and captions of a reachable master playlist', async () => {
    const seen: string[] = [];
    const fetcher: typeof fetch = async (input) => {
      seen.push(String(input));
      return new Response(MASTER);
    };
    const result = await probeStream('/media/live/master.m3u8', { origin: ORIGIN, fetcher });
    expect(seen).toEqual(['https://tutti.example/media/live/master.m3u8']);
    expect(result).toMatchObject({ ok: true, top: { width: 2048, height: 2048 }, layout: 'top-bottom', captions: ['en'] });
    expect(result.ok && result.renditions).toHaveLength(2);
  });

  it('names the HTTP status of a refusal', async () => {
    expect(await probeStream('https://cdn.example/a.m3u8', { origin: ORIGIN, fetcher: answer('gone', 404) })).toEqual({ ok: false, problem: 'httpStatus', status: 404 });
  });

  it('tells a network or CORS failure from a timeout', async () => {
    expect(await probeStream('https://cdn.example/a.m3u8', { origin: ORIGIN, fetcher: failing(new TypeError('Failed to fetch')) })).toEqual({ ok: false, problem: 'unreachable' });
    expect(await probeStream('https://cdn.example/a.m3u8', { origin: ORIGIN, fetcher: failing(new RequestTimeoutError(10)) })).toEqual({ ok: false, problem: 'timeout' });
  });

  it('refuses a web page, a media playlist, a master without resolutions, and an address that is no stream', async () => {
    expect(await probeStream('/a.m3u8', { origin: ORIGIN, fetcher: answer('<!doctype html>') })).toEqual({ ok: false, problem: 'notPlaylist' });
    expect(await probeStream('/a.m3u8', { origin: ORIGIN, fetcher: answer('#EXTM3U\n#EXTINF:4,\ns.m4s\n') })).toEqual({ ok: false, problem: 'notMaster' });
    expect(await probeStream('/a.m3u8', { origin: ORIGIN, fetcher: answer('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nv.m3u8\n') })).toEqual({ ok: false, problem: 'noRenditions' });
    expect(await probeStream('http://cdn.example/a.m3u8', { origin: ORIGIN, fetcher: answer(MASTER) })).toEqual({ ok: false, problem: 'invalidUrl' });
    expect(await probeStream('/video.mp4', { origin: ORIGIN, fetcher: answer(MASTER) })).toEqual({ ok: false, problem: 'invalidUrl' });
  });
});

describe('probeStream against a real server that stalls after the headers', () => {
  const DEADLINE_MS = 300;
  let server: StallingServer;
  beforeAll(async () => {
    server = await startStallingServer(MASTER);
  });
  afterAll(() => server.close());

  it('says the probe timed out, within the deadline, instead of probing for ever', async () => {
    const started = performance.now();
    const result = await probeStream('/stall/master.m3u8', { origin: server.origin, fetcher: timedFetch(DEADLINE_MS) });
    expect(result).toEqual({ ok: false, problem: 'timeout' });
    expect(performance.now() - started).toBeLessThan(DEADLINE_MS * 10);
  });

  it('reads a playlist that arrives in time whole', async () => {
    const result = await probeStream('/master.m3u8', { origin: server.origin, fetcher: timedFetch(DEADLINE_MS * 10) });
    expect(result).toMatchObject({ ok: true, captions: ['en'] });
  });
});
