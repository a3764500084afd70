// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { playVideo } from './play-video';

const videoPlaying = (play: () => Promise<void>) => Object.assign(document.createElement('video'), { play: vi.fn(play) });

describe('playVideo', () => {
  it('reports started, blocked by the autoplay policy, or interrupted', async () => {
    await expect(playVideo(videoPlaying(async () => {}))).resolves.toBe('started');
    await expect(playVideo(videoPlaying(() => Promise.reject(new DOMException('gesture', 'NotAllowedError'))))).resolves.toBe('blocked');
    await expect(playVideo(videoPlaying(() => Promise.reject(new DOMException('load', 'AbortError'))))).resolves.toBe('interrupted');
  });
});
