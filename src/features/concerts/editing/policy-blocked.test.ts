// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { probeLiveStream } from './probe-live-stream';
import { probeStream } from './probe-stream';

/** A fetch refused by the page's Content-Security-Policy: the browser reports the violation, then fails the fetch. */
const blockedFetch: typeof fetch = (input) => {
  const event = Object.assign(new Event('securitypolicyviolation'), { blockedURI: String(input), violatedDirective: 'connect-src' });
  setTimeout(() => document.dispatchEvent(event), 0);
  return new Promise((_, reject) => setTimeout(() => reject(new TypeError('Failed to fetch')), 0));
};
const deadHost: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
const ORIGIN = 'https://tutti.example';

describe("a stream host this site's policy does not allow", () => {
  it('is named as the site’s own setting (VITE_STREAM_ORIGINS), not as a host that cannot be reached', async () => {
    expect(await probeLiveStream('https://stream.mux.com/abc.m3u8', { origin: ORIGIN, fetcher: blockedFetch })).toEqual({ state: 'problem', problem: 'blockedBySite' });
    expect(await probeStream('https://cdn.example/spring/master.m3u8', { origin: ORIGIN, fetcher: blockedFetch })).toEqual({ ok: false, problem: 'blockedBySite' });
  });

  it('a host that is simply not there is still unreachable (not yet, for a live one)', async () => {
    expect(await probeLiveStream('https://stream.mux.com/abc.m3u8', { origin: ORIGIN, fetcher: deadHost })).toEqual({ state: 'notYet', reason: 'unreachable' });
    expect(await probeStream('https://cdn.example/spring/master.m3u8', { origin: ORIGIN, fetcher: deadHost })).toEqual({ ok: false, problem: 'unreachable' });
  });
});
