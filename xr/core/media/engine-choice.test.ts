import { describe, expect, it } from 'vitest';
import { hasMediaSourceExtensions, inferKind, pickHlsEngine } from './engine-choice';

const element = (answer: CanPlayTypeResult) => ({ canPlayType: () => answer });

describe('inferKind', () => {
  it('recognises HLS playlists, with or without a query', () => {
    expect(inferKind('/media/demo/master.m3u8')).toBe('hls');
    expect(inferKind('https://cdn.example/a/master.M3U8?token=1')).toBe('hls');
    expect(inferKind('https://cdn.example/a/master.m3u8#t=10')).toBe('hls');
  });
  it('plays anything else as a file', () => {
    expect(inferKind('/media/concert.mp4')).toBe('mp4');
    expect(inferKind('/media/m3u8/concert.mp4')).toBe('mp4');
  });
});

describe('hasMediaSourceExtensions', () => {
  it('accepts MediaSource, ManagedMediaSource (iOS 17.1+) and the WebKit prefix', () => {
    expect(hasMediaSourceExtensions({ MediaSource: class {} })).toBe(true);
    expect(hasMediaSourceExtensions({ ManagedMediaSource: class {} })).toBe(true);
    expect(hasMediaSourceExtensions({ WebKitMediaSource: class {} })).toBe(true);
    expect(hasMediaSourceExtensions({})).toBe(false);
  });
});

describe('pickHlsEngine', () => {
  it('prefers hls.js even when the element answers "maybe" to native HLS (Chromium)', () => {
    expect(pickHlsEngine(true, element('maybe'))).toBe('hls.js');
  });
  it('uses native HLS only where hls.js cannot run', () => {
    expect(pickHlsEngine(false, element('maybe'))).toBe('native-hls');
    expect(pickHlsEngine(false, element('probably'))).toBe('native-hls');
  });
  it('reports nothing playable when neither works', () => {
    expect(pickHlsEngine(false, element(''))).toBeNull();
  });
});
