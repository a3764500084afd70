import { describe, expect, it } from 'vitest';
import { resolveUrl } from './resolve-url';

describe('resolveUrl', () => {
  it('resolves against an absolute URL', () => {
    expect(resolveUrl('subs/en.m3u8', 'https://cdn.example/concert/master.m3u8?token=1')).toBe('https://cdn.example/concert/subs/en.m3u8');
    expect(resolveUrl('../other/en.vtt', 'https://cdn.example/a/b/en.m3u8')).toBe('https://cdn.example/a/other/en.vtt');
    expect(resolveUrl('/root.vtt', 'https://cdn.example/a/b.m3u8')).toBe('https://cdn.example/root.vtt');
  });

  it('keeps a site path a site path', () => {
    expect(resolveUrl('subs/en.m3u8', '/media/demo/master.m3u8')).toBe('/media/demo/subs/en.m3u8');
    expect(resolveUrl('en.vtt?v=2#x', '/media/demo/subs/en.m3u8')).toBe('/media/demo/subs/en.vtt?v=2#x');
    expect(resolveUrl('../captions/nl.vtt', '/media/demo/subs/nl.m3u8')).toBe('/media/demo/captions/nl.vtt');
  });

  it('keeps a relative base relative', () => {
    expect(resolveUrl('subs/en.m3u8', 'media/demo/master.m3u8')).toBe('media/demo/subs/en.m3u8');
  });

  it('leaves an absolute or protocol-relative reference pointing where it says', () => {
    expect(resolveUrl('https://subs.example/en.m3u8', '/media/demo/master.m3u8')).toBe('https://subs.example/en.m3u8');
    expect(resolveUrl('//subs.example/en.m3u8', '/media/demo/master.m3u8')).toBe('https://subs.example/en.m3u8');
  });
});
