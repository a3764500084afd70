import { describe, expect, it } from 'vitest';
import { rememberedManifest, rememberManifest } from './live-manifests';

describe('live-manifests', () => {
  it('keeps the latest text of each address', () => {
    rememberManifest('/live/a/master.m3u8', '#EXTM3U\n# first');
    rememberManifest('/live/a/master.m3u8', '#EXTM3U\n# second');
    expect(rememberedManifest('/live/a/master.m3u8')).toBe('#EXTM3U\n# second');
    expect(rememberedManifest('/live/unknown/master.m3u8')).toBeNull();
  });

  it('keeps a few addresses, forgetting the longest unused first', () => {
    for (let i = 0; i < 9; i++) rememberManifest(`/live/s${i}/master.m3u8`, `#EXTM3U\n# ${i}`);
    expect(rememberedManifest('/live/s0/master.m3u8')).toBeNull();
    expect(rememberedManifest('/live/s8/master.m3u8')).toBe('#EXTM3U\n# 8');
    expect(rememberedManifest('/live/s1/master.m3u8')).toBe('#EXTM3U\n# 1');
  });
});
