// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { listenToVideo } from './video-events';

describe('listenToVideo', () => {
  it('forwards the element’s events until the signal aborts', () => {
    const video = document.createElement('video');
    const send = vi.fn();
    const onError = vi.fn();
    const controller = new AbortController();
    listenToVideo(video, send, onError, controller.signal);
    for (const type of ['canplay', 'play', 'pause', 'waiting', 'playing', 'ended', 'error', 'timeupdate']) video.dispatchEvent(new Event(type));
    expect(send.mock.calls.map(([event]) => event.type)).toEqual(['canplay', 'play', 'pause', 'waiting', 'playing', 'ended']);
    expect(onError).toHaveBeenCalledOnce();
    controller.abort();
    video.dispatchEvent(new Event('playing'));
    video.dispatchEvent(new Event('error'));
    expect(send).toHaveBeenCalledTimes(6);
    expect(onError).toHaveBeenCalledOnce();
  });
});
