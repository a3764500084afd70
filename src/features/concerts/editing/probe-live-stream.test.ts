import { describe, expect, it } from 'vitest';
import { RequestTimeoutError } from '@/lib/timed-fetch';
import { LIVE_PROBE_INTERVAL_MS, liveProbeRefetch, probeLiveStream } from './probe-live-stream';
import { ENDED_WINDOW, EVENT_PLAYLIST, LIVE_MASTER, LIVE_WINDOW, VOD_PLAYLIST } from './testing/live-playlists';

const ORIGIN = 'https://tutti.example';
const MASTER_URL = 'https://live.example/concert/master.m3u8';

/** A live service by address: what each playlist answers (a missing one is a 404). */
function service(files: Record<string, string>, seen: string[] = []): typeof fetch {
  return async (input) => {
    const url = String(input);
    seen.push(url);
    const body = files[url];
    return body === undefined ? new Response('Not found', { status: 404 }) : new Response(body);
  };
}
const withMedia = (media: string) => service({ [MASTER_URL]: LIVE_MASTER, 'https://live.example/concert/v0/index.m3u8': media });
const probe = (fetcher: typeof fetch, url = MASTER_URL) => probeLiveStream(url, { origin: ORIGIN, fetcher });

describe('probeLiveStream', () => {
  it("reads the master, then its first variant's media playlist, resolved against the master", async () => {
    const seen: string[] = [];
    const result = await probe(service({ [MASTER_URL]: LIVE_MASTER, 'https://live.example/concert/v0/index.m3u8': LIVE_WINDOW }, seen));
    expect(seen).toEqual([MASTER_URL, 'https://live.example/concert/v0/index.m3u8']);
    expect(result).toEqual({ state: 'live', segments: 6 });
  });

  it('tells live, an event (live with rewind), ended and a recording apart', async () => {
    expect(await probe(withMedia(EVENT_PLAYLIST))).toEqual({ state: 'event', segments: 8 });
    expect(await probe(withMedia(ENDED_WINDOW))).toEqual({ state: 'ended', segments: 6 });
    expect(await probe(withMedia(VOD_PLAYLIST))).toEqual({ state: 'recording', segments: 5 });
  });

  it('a site path is fetched on the page’s own origin', async () => {
    const seen: string[] = [];
    await probe(service({}, seen), '/live/demo/master.m3u8');
    expect(seen).toEqual(['https://tutti.example/live/demo/master.m3u8']);
  });

  it('takes a 404, of the master or of its media playlist, as not live yet rather than a failure', async () => {
    expect(await probe(service({}))).toEqual({ state: 'notYet', reason: 'httpStatus', status: 404 });
    expect(await probe(service({ [MASTER_URL]: LIVE_MASTER }))).toEqual({ state: 'notYet', reason: 'httpStatus', status: 404 });
  });

  it('takes an unreachable or silent address as not live yet', async () => {
    const failing = (error: Error): typeof fetch => async () => {
      throw error;
    };
    expect(await probe(failing(new TypeError('Failed to fetch')))).toEqual({ state: 'notYet', reason: 'unreachable' });
    expect(await probe(failing(new RequestTimeoutError(10)))).toEqual({ state: 'notYet', reason: 'timeout' });
  });

  it('says what is wrong with an answer that is no live stream: a web page, a media playlist, a master without variants, no m3u8 address', async () => {
    expect(await probe(service({ [MASTER_URL]: '<!doctype html><title>Live</title>' }))).toEqual({ state: 'problem', problem: 'notPlaylist' });
    expect(await probe(withMedia('<!doctype html>'))).toEqual({ state: 'problem', problem: 'notPlaylist' });
    expect(await probe(withMedia(LIVE_MASTER))).toEqual({ state: 'problem', problem: 'notPlaylist' });
    expect(await probe(service({ [MASTER_URL]: LIVE_WINDOW }))).toEqual({ state: 'problem', problem: 'notMaster' });
    expect(await probe(service({ [MASTER_URL]: '#EXTM3U\n#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="en",URI="a.m3u8"\n' }))).toEqual({ state: 'problem', problem: 'noRenditions' });
    expect(await probe(service({}), 'http://live.example/master.m3u8')).toEqual({ state: 'problem', problem: 'invalidUrl' });
  });

  it('passes a caller’s abort on, instead of reporting it as unreachable', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetcher: typeof fetch = async () => {
      throw new DOMException('aborted', 'AbortError');
    };
    await expect(probeLiveStream(MASTER_URL, { origin: ORIGIN, fetcher, signal: controller.signal })).rejects.toThrow('aborted');
  });
});

describe('liveProbeRefetch', () => {
  it('asks again while not live yet or live, and stops once the answer cannot change by itself', () => {
    expect(liveProbeRefetch({ state: 'notYet', reason: 'unreachable' })).toBe(LIVE_PROBE_INTERVAL_MS);
    expect(liveProbeRefetch({ state: 'live', segments: 6 })).toBe(LIVE_PROBE_INTERVAL_MS);
    expect(liveProbeRefetch({ state: 'event', segments: 6 })).toBe(LIVE_PROBE_INTERVAL_MS);
    expect(liveProbeRefetch({ state: 'ended', segments: 6 })).toBe(false);
    expect(liveProbeRefetch({ state: 'recording', segments: 6 })).toBe(false);
    expect(liveProbeRefetch({ state: 'problem', problem: 'notPlaylist' })).toBe(false);
    expect(liveProbeRefetch(undefined)).toBe(false);
  });
});
