// @vitest-environment jsdom
/** A player held before a live concert's stream exists (issue 24, the waiting room in the headset). */
import { describe, expect, it, vi } from 'vitest';
import type { MediaSourceOptions } from '../media/media-source';
import { createMediaSource } from '../media/media-source';
import { createFakeHls } from '../media/testing/fake-hls';
import { createPlayer } from './create-player';
import { stubMediaElementEachTest, TEST_GAZE_TEXTS as TEXTS } from './testing/player-test-setup';

stubMediaElementEachTest();

function heldPlayer() {
  const fake = createFakeHls();
  const made: MediaSourceOptions[] = [];
  const createMedia = (media: MediaSourceOptions) => {
    made.push(media);
    return createMediaSource({ ...media, loadHls: async () => fake.Hls });
  };
  const fetchText = vi.fn(async () => '#EXTM3U');
  const playlist = [{ id: 'tonight', title: 'Tonight', src: '/live/tonight/master.m3u8', live: { targetLatencySeconds: 6 } }];
  const player = createPlayer({ playlist, texts: TEXTS, createMedia, fetchText, hold: true });
  return { player, made, fetchText };
}

describe('createPlayer: held until the stream appears', () => {
  it('loads nothing and stays idle while held: no error, nothing to say, and a press on play waits with it', async () => {
    const { player, made, fetchText } = heldPlayer();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(made).toEqual([]);
    expect(fetchText).not.toHaveBeenCalled();
    expect(player.getSnapshot()).toMatchObject({ state: 'idle', error: null, live: null });
    player.play();
    await vi.advanceTimersByTimeAsync(0);
    expect(made).toEqual([]);
  });

  it('starts the stream on the same element when it appears, playing and faded in, with the sound chosen meanwhile', async () => {
    const { player, made } = heldPlayer();
    const { video } = player.getSnapshot().media;
    player.setMuted(false);
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    play.mockClear();
    player.startHeld();
    await vi.advanceTimersByTimeAsync(0);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ src: '/live/tonight/master.m3u8', autoplay: true, live: { targetLatencySeconds: 6 } });
    expect(player.getSnapshot().media.video).toBe(video);
    expect(play).toHaveBeenCalled();
    expect(video.muted).toBe(false);
    // The fade starts from silence.
    expect(video.volume).toBeLessThan(0.2);
    // Once only: a second call (the page re-rendering) does not start it again.
    player.startHeld();
    expect(made).toHaveLength(1);
  });

  it('offers no play while held (the flat button and the headset menu), and starts the live concert even if another was chosen meanwhile', async () => {
    const fake = createFakeHls();
    const made: MediaSourceOptions[] = [];
    const playlist = [
      { id: 'tonight', title: 'Tonight', src: '/live/tonight/master.m3u8', live: { targetLatencySeconds: 6 } },
      { id: 'demo', title: 'Demo', src: '/media/demo/master.m3u8' },
    ];
    const createMedia = (media: MediaSourceOptions) => (made.push(media), createMediaSource({ ...media, loadHls: async () => fake.Hls }));
    const player = createPlayer({ playlist, texts: TEXTS, createMedia, fetchText: async () => '#EXTM3U', hold: true });
    expect(player.isDisabled('play-pause')).toBe(true);
    player.choose('demo');
    expect(made.map((media) => media.src)).toEqual(['/media/demo/master.m3u8']);
    player.startHeld();
    expect(made.map((media) => media.src)).toEqual(['/media/demo/master.m3u8', '/live/tonight/master.m3u8']);
    expect(player.getSnapshot().entry.id).toBe('tonight');
  });

  it('an ordinary player is never held: startHeld does nothing', async () => {
    const fake = createFakeHls();
    const made: MediaSourceOptions[] = [];
    const player = createPlayer({
      playlist: [{ id: 'a', title: 'A', src: '/a.m3u8' }],
      texts: TEXTS,
      fetchText: async () => '#EXTM3U',
      createMedia: (media) => (made.push(media), createMediaSource({ ...media, loadHls: async () => fake.Hls })),
    });
    expect(made).toHaveLength(1);
    player.startHeld();
    expect(made).toHaveLength(1);
  });
});
