import { describe, expect, it } from 'vitest';
import { liveStreamAnswers } from './use-live-stream-ready';

const answer = (status: number, body: string): typeof fetch => () => Promise.resolve(new Response(body, { status }));

describe('liveStreamAnswers', () => {
  it('is true once the address answers with an HLS playlist', async () => {
    expect(await liveStreamAnswers('/live/x/master.m3u8', answer(200, '#EXTM3U\n#EXT-X-VERSION:7\n'))).toBe(true);
  });

  it('is false before: a 404, a page that is not a playlist, no network', async () => {
    expect(await liveStreamAnswers('/live/x/master.m3u8', answer(404, ''))).toBe(false);
    expect(await liveStreamAnswers('/live/x/master.m3u8', answer(200, '<!doctype html><title>Tutti</title>'))).toBe(false);
    expect(await liveStreamAnswers('/live/x/master.m3u8', () => Promise.reject(new TypeError('Failed to fetch')))).toBe(false);
  });
});
