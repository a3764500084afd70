// @vitest-environment jsdom
/**
 * A live concert in the headset (issue 24, point 3): the menu's 'Back to live', where a recording's menu has
 * 'Ahead 30 s', and the 'Live' marker beside the menu button; both read the engine's live state.
 */
import { describe, expect, it, vi } from 'vitest';
import { restingHandle } from '../gaze/applause-target';
import type { HeadPose } from '../gaze/gaze-ui';
import { fromYawPitchRoll, sub, vec, yawPitchOf } from '../gaze/math';
import { LIVE_MENU_ACTIONS, MENU_ACTIONS } from '../gaze/menu-actions';
import { createMediaSource } from '../media/media-source';
import { createFakeHls, type FakeHls } from '../media/testing/fake-hls';
import { createPlayer, type PlayerController } from './create-player';
import { stubMediaElementEachTest, TEST_GAZE_TEXTS as TEXTS } from './testing/player-test-setup';

stubMediaElementEachTest();

const EYES = vec(0, 1.6, 0);
const DWELL = 1000;
const AHEAD: HeadPose = { position: EYES, quaternion: fromYawPitchRoll(0, 0) };

async function headset(src = '/live/tonight/master.m3u8') {
  const fake = createFakeHls();
  const playlist = [{ id: 'tonight', title: 'Tonight', src, live: { targetLatencySeconds: 6 } }];
  const player = createPlayer({ playlist, texts: TEXTS, dwellMs: DWELL, createMedia: (media) => createMediaSource({ ...media, loadHls: async () => fake.Hls }) });
  await vi.advanceTimersByTimeAsync(0);
  const hls = fake.instances[0] as FakeHls;
  hls.levels = [{ width: 640, height: 320, bitrate: 800_000 }];
  hls.liveSyncPosition = 300;
  hls.targetLatency = 6;
  player.bindXr({ enter: async () => undefined, exit: async () => undefined });
  player.setInVr(true);
  return { player, hls, video: player.getSnapshot().media.video };
}

/** Frames as the gaze scene runs them: the gaze interface, then the marker beside its button. */
function frames(player: PlayerController, pose: HeadPose, ms: number, clock: { now: number }) {
  for (let t = 0; t <= ms; t += 50) {
    clock.now += 50;
    player.gaze.update(pose, clock.now);
    player.liveMarker.update(pose.position, player.gaze.rest, restingHandle(player));
  }
}

const toward = (player: PlayerController, id: 'back-to-live' | 'play-pause'): HeadPose => {
  const { yaw, pitch } = yawPitchOf(sub(player.gaze.placed(id)!.pose.position, EYES));
  return { position: EYES, quaternion: fromYawPitchRoll(yaw, pitch) };
};

/** hls.js says playback is this far from the edge; the live watch reads it on its next second. */
async function latency(hls: FakeHls, seconds: number) {
  hls.latency = seconds;
  await vi.advanceTimersByTimeAsync(1000);
}

describe('createPlayer: a live concert in the headset', () => {
  it("offers a recording's menu, and no marker, until the playlist says the stream is live", async () => {
    const { player } = await headset();
    const clock = { now: 1000 };
    frames(player, AHEAD, 100, clock);
    expect(player.liveMarker.target).toBeNull();
    player.gaze.openMenu();
    expect([...player.gaze.menu.keys()]).toEqual([...MENU_ACTIONS]);
  });

  it("shows 'Live' beside the menu button while a live stream plays, its dot grey when behind, gone when it ends", async () => {
    const { player, hls } = await headset();
    const clock = { now: 1000 };
    hls.loadPlaylist();
    frames(player, AHEAD, 100, clock);
    expect(player.liveMarker.target).not.toBeNull();
    expect(player.liveMarker.face()).toEqual({ label: 'Live', atEdge: true });
    await latency(hls, 20);
    expect(player.liveMarker.face()).toEqual({ label: 'Live', atEdge: false });
    hls.loadPlaylist({ live: false });
    frames(player, AHEAD, 100, clock);
    expect(player.liveMarker.target).toBeNull();
  });

  it("offers 'Back to live' in place of 'Ahead 30 s', dimmed at the edge, and takes a viewer who fell behind back to the edge, playing", async () => {
    const { player, hls, video } = await headset();
    const clock = { now: 1000 };
    hls.loadPlaylist();
    frames(player, AHEAD, 100, clock);
    player.gaze.openMenu();
    expect([...player.gaze.menu.keys()]).toEqual([...LIVE_MENU_ACTIONS]);
    expect(player.faceOf('back-to-live')).toEqual({ icon: 'live', label: 'Back to live', disabled: true });
    const back = vi.spyOn(player, 'backToLive');
    frames(player, toward(player, 'back-to-live'), DWELL + 200, clock);
    expect(back).not.toHaveBeenCalled();

    await latency(hls, 20);
    expect(player.faceOf('back-to-live').disabled).toBe(false);
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    play.mockClear();
    frames(player, AHEAD, 100, clock);
    frames(player, toward(player, 'back-to-live'), DWELL + 200, clock);
    // The flat 'Back to live' button's own call: to hls.js's live sync position, playing.
    expect(back).toHaveBeenCalledTimes(1);
    expect(video.currentTime).toBe(300);
    expect(play).toHaveBeenCalled();
  });

  it("leaves 'Back to live' to the facilitator while a group session leads", async () => {
    const { player, hls } = await headset();
    hls.loadPlaylist();
    await latency(hls, 20);
    expect(player.isDisabled('back-to-live')).toBe(false);
    player.setFollowing(true);
    expect(player.isDisabled('back-to-live')).toBe(true);
  });

  it('pausing by gaze in a live stream: after longer than the target latency the viewer is behind, and may go back', async () => {
    const { player, hls, video } = await headset();
    const clock = { now: 1000 };
    hls.loadPlaylist();
    video.dispatchEvent(new Event('playing'));
    expect(player.isDisabled('back-to-live')).toBe(true);
    vi.spyOn(video, 'paused', 'get').mockReturnValue(true);
    player.pause();
    video.dispatchEvent(new Event('pause'));
    await vi.advanceTimersByTimeAsync(8000);
    expect(player.getSnapshot().live?.atEdge).toBe(false);
    expect(player.isDisabled('back-to-live')).toBe(false);
    frames(player, AHEAD, 100, clock);
    expect(player.liveMarker.face()?.atEdge).toBe(false);
  });
});
