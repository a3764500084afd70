import { describe, expect, it, vi } from 'vitest';
import { ANNOUNCED_STREAM, readAnnouncedStream } from './announced-stream';
import { startAnnouncedStream } from './stream-start';

describe('readAnnouncedStream', () => {
  it('reads a bundled stream with the options a prestart takes', () => {
    expect(readAnnouncedStream({ src: '/media/demo/master.m3u8', autoRetryMs: 5000 })).toEqual({ src: '/media/demo/master.m3u8', autoRetryMs: 5000 });
    expect(readAnnouncedStream({ src: '/media/demo/master.m3u8', loop: true })).toEqual({ src: '/media/demo/master.m3u8', loop: true });
  });

  it('ignores anything else: no announcement, another site, wrong option types', () => {
    for (const value of [undefined, null, 'x', {}, { src: 'https://elsewhere.test/a.m3u8' }, { src: '//elsewhere.test/a.m3u8' },
      { src: '/a.m3u8', autoRetryMs: '5000' }, { src: '/a.m3u8', autoRetryMs: 0 }, { src: '/a.m3u8', loop: 'yes' }]) {
      expect(readAnnouncedStream(value), JSON.stringify(value)).toBeNull();
    }
  });
});

describe('startAnnouncedStream', () => {
  it('starts the announced stream once, and takes the announcement off', () => {
    const start = vi.fn();
    const scope: Record<string, unknown> = { [ANNOUNCED_STREAM]: { src: '/media/demo/master.m3u8', autoRetryMs: 5000 } };
    startAnnouncedStream(scope, start);
    startAnnouncedStream(scope, start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith({ src: '/media/demo/master.m3u8', autoRetryMs: 5000 });
    expect(ANNOUNCED_STREAM in scope).toBe(false);
  });

  it('starts nothing without an announcement (every page but a player route)', () => {
    const start = vi.fn();
    startAnnouncedStream({}, start);
    startAnnouncedStream({ [ANNOUNCED_STREAM]: { src: 42 } }, start);
    expect(start).not.toHaveBeenCalled();
  });
});
