// @vitest-environment jsdom
/** The page's hold at the beginning (a mood check before the concert, issue 26): holdStart on the controller. */
import { describe, expect, it, vi } from 'vitest';
import type { MediaSourceOptions } from '../media/media-source';
import { createMediaSource } from '../media/media-source';
import { createFakeHls } from '../media/testing/fake-hls';
import { createPlayer, type CreatePlayerOptions } from './create-player';
import { stubMediaElementEachTest, TEST_GAZE_TEXTS as TEXTS } from './testing/player-test-setup';

stubMediaElementEachTest();

function playerOf(options: Partial<CreatePlayerOptions> = {}) {
  const fake = createFakeHls();
  const made: MediaSourceOptions[] = [];
  const createMedia = (media: MediaSourceOptions) => (made.push(media), createMediaSource({ ...media, loadHls: async () => fake.Hls }));
  const playlist = options.playlist ?? [{ id: 'a', title: 'A', src: '/a.m3u8' }];
  const player = createPlayer({ playlist, texts: TEXTS, createMedia, fetchText: async () => '#EXTM3U', ...options });
  return { player, made };
}

describe('createPlayer: the page holds the start', () => {
  it('pauses the concert while held, says so in its snapshot, and plays it when the page lets go', async () => {
    const { player } = playerOf();
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    const pause = vi.mocked(HTMLMediaElement.prototype.pause);
    player.holdStart(true);
    expect(player.getSnapshot().pageHold).toBe(true);
    expect(pause).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    play.mockClear();
    player.holdStart(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(player.getSnapshot().pageHold).toBe(false);
    expect(play).toHaveBeenCalled();
  });

  it('lets a press on play end the hold, and a late letting go then does nothing more', async () => {
    const { player, made } = playerOf();
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    const pause = vi.mocked(HTMLMediaElement.prototype.pause);
    player.holdStart(true);
    player.play();
    expect(player.getSnapshot().pageHold).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    const video = player.getSnapshot().media.video;
    video.currentTime = 42;
    [play, pause].forEach((spy) => spy.mockClear());
    // The concert plays on where it is: no second start from the beginning, no pause.
    player.holdStart(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(play).not.toHaveBeenCalled();
    expect(pause).not.toHaveBeenCalled();
    expect(video.currentTime).toBe(42);
    expect(made).toHaveLength(1);
  });

  it('a live stream that appears while held is prepared, not played, until the page lets go', async () => {
    const playlist = [{ id: 'tonight', title: 'Tonight', src: '/live/tonight/master.m3u8', live: { targetLatencySeconds: 6 } }];
    const { player, made } = playerOf({ playlist, hold: true });
    player.holdStart(true);
    player.startHeld();
    expect(made).toHaveLength(1);
    expect(made[0]?.autoplay).toBe(false);
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    play.mockClear();
    player.holdStart(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(play).toHaveBeenCalled();
  });
});
