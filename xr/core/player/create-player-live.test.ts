// @vitest-environment jsdom
/** The player's live face (issue 24, point 3): its snapshot says what the stream is, and 'back to live' acts. */
import { describe, expect, it, vi } from 'vitest';
import { createMediaSource, type MediaSourceOptions } from '../media/media-source';
import { createFakeHls, type FakeHls } from '../media/testing/fake-hls';
import { createPlayer } from './create-player';
import { stubMediaElementEachTest, TEST_GAZE_TEXTS as TEXTS } from './testing/player-test-setup';

stubMediaElementEachTest();

async function livePlayer() {
  const fake = createFakeHls();
  const made: MediaSourceOptions[] = [];
  const createMedia = (media: MediaSourceOptions) => {
    made.push(media);
    return createMediaSource({ ...media, loadHls: async () => fake.Hls });
  };
  const playlist = [{ id: 'tonight', title: 'Tonight', src: '/live/demo/master.m3u8', live: { targetLatencySeconds: 6 } }];
  const player = createPlayer({ playlist, texts: TEXTS, createMedia });
  await vi.advanceTimersByTimeAsync(0);
  const hls = fake.instances[0] as FakeHls;
  hls.levels = [{ width: 640, height: 320, bitrate: 800_000 }];
  return { player, hls, made, video: player.getSnapshot().media.video };
}

describe('createPlayer: a live concert', () => {
  it('passes the concert’s live settings to its media source, and has no live state for it until the playlist says so', async () => {
    const { player, made } = await livePlayer();
    expect(made[0]?.live).toEqual({ targetLatencySeconds: 6 });
    expect(player.getSnapshot().live).toBeNull();
  });

  it('shows the live state in its snapshot, and goes back to live at hls.js’s live sync position, playing', async () => {
    const { player, hls, video } = await livePlayer();
    hls.liveSyncPosition = 300;
    hls.targetLatency = 6;
    hls.loadPlaylist();
    expect(player.getSnapshot().live).toMatchObject({ kind: 'live', atEdge: true, ended: false });
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    play.mockClear();
    player.backToLive();
    expect(video.currentTime).toBe(300);
    expect(play).toHaveBeenCalled();
    hls.loadPlaylist({ live: false });
    expect(player.getSnapshot().live).toMatchObject({ ended: true });
  });

  it('after the headset hold, a live concert starts at the live edge (not where it paused minutes ago), playing', async () => {
    const { player, hls, video } = await livePlayer();
    hls.liveSyncPosition = 300;
    hls.targetLatency = 6;
    hls.loadPlaylist();
    video.currentTime = 120;
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    play.mockClear();
    player.rejoin();
    expect(video.currentTime).toBe(300);
    expect(play).toHaveBeenCalled();
  });
});
