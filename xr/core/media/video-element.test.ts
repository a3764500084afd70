// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { prepareVideo, releaseVideo, videoErrorCode } from './video-element';

describe('prepareVideo', () => {
  it('makes the element inline, muted, CORS-enabled and looping as asked', () => {
    const video = document.createElement('video');
    prepareVideo(video, { loop: true, muted: true });
    expect(video.playsInline).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('muted')).toBe(true);
    expect(video.getAttribute('crossorigin')).toBe('anonymous');
    expect(video.loop).toBe(true);
  });
  it('can leave the sound on and not loop', () => {
    const video = document.createElement('video');
    prepareVideo(video, { loop: false, muted: false });
    expect(video.muted).toBe(false);
    expect(video.loop).toBe(false);
  });
});

describe('releaseVideo', () => {
  it('removes the source and resets the element', () => {
    const video = document.createElement('video');
    video.src = 'https://cdn.example/a.mp4';
    const load = vi.spyOn(video, 'load').mockImplementation(() => {});
    releaseVideo(video);
    expect(video.hasAttribute('src')).toBe(false);
    expect(load).toHaveBeenCalledOnce();
  });
});

describe('videoErrorCode', () => {
  it('maps MediaError codes', () => {
    expect(videoErrorCode({ code: 2 })).toBe('network');
    expect(videoErrorCode({ code: 3 })).toBe('media');
    expect(videoErrorCode({ code: 4 })).toBe('unsupported');
    expect(videoErrorCode({ code: 1 })).toBe('other');
    expect(videoErrorCode(null)).toBe('other');
  });
});
