// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMediaSource, type MediaSourceOptions } from '../media/media-source';
import { createFakeHls } from '../media/testing/fake-hls';
import type { PlacedTarget } from '../gaze/gaze-layout';
import { DEG, fromYawPitchRoll, sub, vec, yawPitchOf, yawPitchRollOf, type Vec3 } from '../gaze/math';
import { createPlayer, type CreatePlayerOptions } from './create-player';
import type { PlaylistEntry } from './player-types';
import { TEST_GAZE_TEXTS as TEXTS } from './testing/player-test-setup';


const VTT = {
  en: 'WEBVTT\n\n00:00.000 --> 00:05.000\nWelcome\n\n00:05.000 --> 00:10.000\nA steady tone\n',
  nl: 'WEBVTT\n\n00:00.000 --> 00:05.000\nWelkom\n',
};
const CAPTIONS = [
  { lang: 'en', label: 'English', src: '/en.vtt', kind: 'vtt' as const },
  { lang: 'nl', label: 'Nederlands', src: '/nl.vtt', kind: 'vtt' as const },
];
const PLAYLIST: PlaylistEntry[] = [
  { id: 'demo', title: 'Demo', src: '/demo.m3u8', captions: CAPTIONS },
  { id: '1', title: 'Strings', src: '/one.m3u8', captions: CAPTIONS },
];

/** A head at `eyes` turned to look at the target's centre, with a roll. */
function lookingAt(target: PlacedTarget, eyes: Vec3, roll: number) {
  const { yaw, pitch } = yawPitchOf(sub(target.pose.position, eyes));
  return { position: eyes, quaternion: fromYawPitchRoll(yaw, pitch, roll) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('MediaSource', class {});
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    this.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setUp(options: Partial<CreatePlayerOptions> = {}) {
  const fake = createFakeHls();
  const sources: string[] = [];
  const createMedia = (media: MediaSourceOptions) => {
    sources.push(media.src);
    return createMediaSource({ ...media, loadHls: async () => fake.Hls });
  };
  const fetchText = vi.fn(async (url: string) => (url === '/nl.vtt' ? VTT.nl : VTT.en));
  const onCaptionsChange = vi.fn();
  const player = createPlayer({ playlist: PLAYLIST, texts: TEXTS, createMedia, fetchText, onCaptionsChange, captionLanguages: ['nl'], ...options });
  const video = player.getSnapshot().media.video;
  /** jsdom plays nothing: give the element a length and a position, as a browser would report them. */
  const at = (time: number, duration = 120) => {
    Object.defineProperty(video, 'duration', { configurable: true, value: duration });
    Object.defineProperty(video, 'currentTime', { configurable: true, writable: true, value: time });
    video.dispatchEvent(new Event('timeupdate'));
  };
  return { player, video, sources, fetchText, onCaptionsChange, at, settle: () => vi.advanceTimersByTimeAsync(0) };
}

describe('createPlayer', () => {
  it('starts muted, keeps the level under the ceiling and steps to it, never past it', async () => {
    const { player } = setUp({ volumeCeiling: 0.6 });
    expect(player.getSnapshot().audio).toMatchObject({ muted: true, volume: 0.6, ceiling: 0.6, chosen: false });
    player.setVolume(1);
    expect(player.getSnapshot().audio.volume).toBe(0.6);
    expect(player.isDisabled('volume-up')).toBe(true);
    player.act('volume-down');
    expect(player.getSnapshot().audio).toMatchObject({ volume: 0.4, muted: false, chosen: true });
    player.setVolumeCeiling(0.3);
    expect(player.getSnapshot().audio.volume).toBe(0.3);
  });

  it('fades the sound in over 2 s when playback starts, and again after a pause', async () => {
    const { player, video, settle } = setUp();
    await settle();
    player.setMuted(false);
    player.pause();
    await settle();
    player.play();
    await settle();
    expect(video.volume).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(video.volume).toBeGreaterThan(0.1);
    expect(video.volume).toBeLessThan(0.5);
    await vi.advanceTimersByTimeAsync(1100);
    expect(video.volume).toBe(1);
    player.pause();
    await settle();
    player.play();
    await settle();
    expect(video.volume).toBe(0);
  });

  it('skips 30 s either way within the concert, restarts from the beginning, and disables what cannot act', async () => {
    const { player, video, at } = setUp();
    at(0.2);
    expect(player.isDisabled('back-30')).toBe(true);
    expect(player.isDisabled('restart')).toBe(true);
    at(50);
    player.act('forward-30');
    expect(video.currentTime).toBe(80);
    player.act('back-30');
    expect(video.currentTime).toBe(50);
    player.act('forward-30');
    player.act('forward-30');
    expect(video.currentTime).toBe(110);
    player.act('forward-30');
    // Not past the end: 30 s on from 110 stops just before the last frame.
    expect(video.currentTime).toBeCloseTo(119.75);
    expect(player.isDisabled('forward-30')).toBe(true);
    player.act('restart');
    expect(video.currentTime).toBe(0);
  });

  it('changes the speed of play for a group session follower', () => {
    const { player, video } = setUp();
    player.setPlaybackRate(1.08);
    expect(video.playbackRate).toBe(1.08);
    player.setPlaybackRate(1);
    expect(video.playbackRate).toBe(1);
  });

  it('turns captions on in the visitor language, shows the cue at the time, and remembers the choice', async () => {
    const { player, at, settle, onCaptionsChange } = setUp();
    await settle();
    expect(player.getSnapshot().captions.tracks.map((track) => track.lang)).toEqual(['en', 'nl']);
    expect(player.faceOf('captions')).toMatchObject({ icon: 'captionsOff', label: 'Captions: off', disabled: false });
    player.act('captions');
    await settle();
    expect(onCaptionsChange).toHaveBeenLastCalledWith('nl');
    at(2);
    expect(player.getSnapshot().captions.text).toBe('Welkom');
    at(7);
    expect(player.getSnapshot().captions.text).toBe('');
    expect(player.faceOf('captions')).toMatchObject({ icon: 'captionsOn', label: 'Captions: on' });
    player.setCaptions('en');
    await settle();
    at(7);
    expect(player.getSnapshot().captions.text).toBe('A steady tone');
    player.act('captions');
    expect(onCaptionsChange).toHaveBeenLastCalledWith(null);
    expect(player.getSnapshot().captions.text).toBe('');
  });

  it('starts with the remembered captions, and carries them to the next concert on the same element', async () => {
    const { player, video, sources, settle, at } = setUp({ captions: 'en' });
    await settle();
    expect(player.getSnapshot().captions.lang).toBe('en');
    expect(player.getSnapshot().next?.id).toBe('1');
    player.choose('1');
    await settle();
    expect(sources).toEqual(['/demo.m3u8', '/one.m3u8']);
    expect(player.getSnapshot().media.video).toBe(video);
    expect(player.getSnapshot()).toMatchObject({ entry: { id: '1' }, next: { id: 'demo' }, captions: { lang: 'en' } });
    at(1);
    expect(player.getSnapshot().captions.text).toBe('Welcome');
  });

  it('takes new titles for the same concerts without interrupting what plays', async () => {
    const { player, sources } = setUp();
    player.configure({ playlist: PLAYLIST.map((entry) => ({ ...entry, title: `${entry.title} (nl)` })), volumeCeiling: 0.5, dwellMs: 2000 });
    expect(player.getSnapshot().audio.ceiling).toBe(0.5);
    expect(player.getSnapshot()).toMatchObject({ entry: { id: 'demo', title: 'Demo (nl)' }, next: { title: 'Strings (nl)' } });
    expect(sources).toEqual(['/demo.m3u8']);
  });

  it('keeps captions off on the next concert once they were turned off, and offers no stale tracks meanwhile', async () => {
    const { player, settle, onCaptionsChange } = setUp({ captions: 'en' });
    await settle();
    player.act('captions');
    expect(onCaptionsChange).toHaveBeenLastCalledWith(null);
    player.choose('1');
    expect(player.getSnapshot().captions).toEqual({ tracks: [], lang: null, text: '' });
    expect(player.isDisabled('captions')).toBe(true);
    await settle();
    expect(player.getSnapshot().captions.tracks).toHaveLength(2);
    expect(player.getSnapshot().captions.lang).toBeNull();
  });

  it('disables captions and choosing where there is nothing to choose', async () => {
    const { player, settle } = setUp({ playlist: [{ id: 'x', title: 'X', src: '/x.mp4' }] });
    await settle();
    expect(player.isDisabled('captions')).toBe(true);
    expect(player.isDisabled('choose-concert')).toBe(true);
    expect(player.getSnapshot().next).toBeNull();
  });

  it('enters VR with sound from the press, and leaves through the menu', async () => {
    const { player, video, settle } = setUp();
    const xr = { enter: vi.fn(async () => player.setInVr(true)), exit: vi.fn(async () => player.setInVr(false)) };
    expect(player.isDisabled('exit-vr')).toBe(true);
    player.bindXr(xr);
    expect(player.getSnapshot().vr).toEqual({ available: true, active: false });
    player.enterVr();
    await settle();
    expect(video.muted).toBe(false);
    expect(player.getSnapshot().vr.active).toBe(true);
    player.act('exit-vr');
    await settle();
    expect(xr.exit).toHaveBeenCalled();
    expect(player.getSnapshot().vr.active).toBe(false);
  });

  it('in a group session, leaves playing, pausing, seeking and the concert to the facilitator, and waits to be started', async () => {
    const { player, video, sources, at, settle } = setUp({ autoplay: false });
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    await settle();
    at(40);
    player.setFollowing(true);
    expect(player.getSnapshot().following).toBe(true);
    for (const action of ['play-pause', 'restart', 'back-30', 'forward-30', 'choose-concert'] as const) expect(player.isDisabled(action), action).toBe(true);
    for (const action of ['volume-up', 'recenter'] as const) expect(player.isDisabled(action), action).toBe(false);
    // The session prepares the next concert without starting it, and entering VR does not start it either.
    play.mockClear();
    player.choose('1', { start: false });
    await settle();
    expect(sources).toEqual(['/demo.m3u8', '/one.m3u8']);
    player.bindXr({ enter: async () => player.setInVr(true), exit: async () => player.setInVr(false) });
    player.enterVr();
    await settle();
    expect(play).not.toHaveBeenCalled();
    expect(video.muted).toBe(false);
    player.setFollowing(false);
    expect(player.isDisabled('play-pause')).toBe(false);
  });

  it('recentres a headset to where the person rests their gaze, levelling the horizon; a flat screen to the front', async () => {
    const { player } = setUp();
    player.view.yaw = 1;
    player.recenter();
    expect(player.view.yaw).toBe(0);
    player.bindXr({ enter: async () => undefined, exit: async () => undefined });
    player.setInVr(true);
    // Reclined 30°, turned 40° and the head tilted 10° on the pillow: that is where the picture's front goes.
    const rest = { position: vec(0, 1.2, 0), quaternion: fromYawPitchRoll(40 * DEG, 30 * DEG, 10 * DEG) };
    let now = 1000;
    const hold = (head: typeof rest, ms: number) => {
      for (let t = 0; t <= ms; t += 50) player.gaze.update(head, (now += 50));
    };
    /** Summons the menu and rests on Recenter, as a person does: the gaze is below the rest meanwhile. */
    const recentreByGaze = () => {
      hold(rest, 100);
      hold(lookingAt(player.gaze.handle!, rest.position, 10 * DEG), 1600);
      // The menu opens with Recenter under the gaze, which never acts until the gaze has moved off it.
      hold(lookingAt(player.gaze.menu.get('play-pause')!, rest.position, 10 * DEG), 200);
      hold(lookingAt(player.gaze.menu.get('recenter')!, rest.position, 10 * DEG), 1600);
    };
    recentreByGaze();
    const first = yawPitchRollOf(player.picture);
    expect(first.yaw).toBeCloseTo(40 * DEG, 6);
    expect(first.pitch).toBeCloseTo(30 * DEG, 6);
    expect(first.roll).toBeCloseTo(10 * DEG, 6);
    // Again: the picture stays where it is, it does not creep down with each recentre.
    recentreByGaze();
    const second = yawPitchRollOf(player.picture);
    expect(second.pitch).toBeCloseTo(30 * DEG, 6);
    expect(second.yaw).toBeCloseTo(40 * DEG, 6);
    player.setInVr(false);
    expect(player.picture).toEqual({ x: 0, y: 0, z: 0, w: 1 });
  });

  it('offers the other concerts when one ends in a headset', async () => {
    const { player, video, settle } = setUp();
    player.setInVr(true);
    player.gaze.update({ position: vec(0, 1.6, 0), quaternion: fromYawPitchRoll(0, 0) }, 1000);
    await settle();
    video.dispatchEvent(new Event('ended'));
    expect(player.getSnapshot().state).toBe('ended');
    expect(player.gaze.mode).toBe('chooser');
    // It stays offered while the person looks elsewhere: the end is not left silent and empty.
    for (let t = 1100; t < 20_000; t += 100) player.gaze.update({ position: vec(0, 1.6, 0), quaternion: fromYawPitchRoll(0, 60 * DEG) }, t);
    expect(player.gaze.mode).toBe('chooser');
    expect(player.faceOf('card:1')).toEqual({ icon: null, label: 'Strings', disabled: false });
  });

  it('enters VR holding the concert at its beginning, and starts it from there once the person sees the session', async () => {
    const { player, video, settle, at } = setUp();
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    const pause = vi.mocked(HTMLMediaElement.prototype.pause);
    await settle();
    at(40);
    player.bindXr({ enter: async () => player.setInVr(true), exit: async () => player.setInVr(false) });
    play.mockClear();
    player.enterVr();
    await settle();
    expect(pause).toHaveBeenCalled();
    expect(video.currentTime).toBe(0);
    // Staff put the headset on the resident: nothing plays until the picture is in front of their eyes.
    player.setXrVisibility('hidden');
    player.setXrVisibility('visible-blurred');
    expect(play).not.toHaveBeenCalled();
    // Whatever the element reports by then, the concert starts from its beginning.
    at(5);
    player.setXrVisibility('visible');
    expect(play).toHaveBeenCalledTimes(1);
    expect(video.currentTime).toBe(0);
    // Standby and back: it goes on from where it was, not from the beginning again.
    at(30);
    player.setXrVisibility('hidden');
    player.setXrVisibility('visible');
    expect(video.currentTime).toBe(30);
  });

  it('keeps the hold through a second press of Enter VR while the session starts', async () => {
    const { player, video, settle, at } = setUp();
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    await settle();
    at(40);
    let starts = 0;
    let started: () => void = () => undefined;
    player.bindXr({ enter: () => new Promise<void>((resolve) => ((starts += 1), (started = resolve))), exit: async () => player.setInVr(false) });
    play.mockClear();
    player.enterVr();
    player.enterVr();
    expect(starts).toBe(1);
    player.setInVr(true);
    started();
    await settle();
    player.enterVr();
    expect(starts).toBe(1);
    at(5);
    player.setXrVisibility('visible');
    expect(play).toHaveBeenCalledTimes(1);
    expect(video.currentTime).toBe(0);
  });

  it('plays on the page when the person leaves the session before it was ever visible', async () => {
    const { player, settle, at } = setUp();
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    await settle();
    at(40);
    player.bindXr({ enter: async () => player.setInVr(true), exit: async () => player.setInVr(false) });
    play.mockClear();
    player.enterVr();
    await settle();
    expect(play).not.toHaveBeenCalled();
    player.setInVr(false);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('a press on Play during the hold ends it: the session becoming visible does not start again from 0', async () => {
    const { player, video, settle, at } = setUp();
    await settle();
    at(40);
    player.bindXr({ enter: async () => player.setInVr(true), exit: async () => player.setInVr(false) });
    player.enterVr();
    await settle();
    player.play();
    at(12);
    player.setXrVisibility('visible');
    expect(video.currentTime).toBe(12);
  });

  it('goes on playing on the page when the session does not start', async () => {
    const { player, settle } = setUp();
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    await settle();
    player.bindXr({ enter: async () => Promise.reject(new Error('no headset')), exit: async () => undefined });
    play.mockClear();
    player.enterVr();
    await settle();
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('plays on at the end of a concert in the demo and the kiosk: the next one, or the only one again; the chooser stays in the menu', async () => {
    const { player, video, sources, settle } = setUp({ playOnInHeadset: true });
    player.setInVr(true);
    player.gaze.update({ position: vec(0, 1.6, 0), quaternion: fromYawPitchRoll(0, 0) }, 1000);
    await settle();
    video.dispatchEvent(new Event('ended'));
    await settle();
    expect(player.gaze.mode).toBe('idle');
    expect(sources).toEqual(['/demo.m3u8', '/one.m3u8']);
    expect(player.getSnapshot().entry.id).toBe('1');
    player.act('choose-concert');
    expect(player.gaze.mode).toBe('chooser');
    player.destroy();

    const alone = setUp({ playOnInHeadset: true, playlist: [PLAYLIST[0]!] });
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    alone.player.setInVr(true);
    await alone.settle();
    alone.at(119.9);
    alone.video.dispatchEvent(new Event('ended'));
    play.mockClear();
    await alone.settle();
    expect(alone.video.currentTime).toBe(0);
    expect(play).toHaveBeenCalled();
    expect(alone.player.gaze.mode).toBe('idle');
  });

  it('names each item by what it will do now', async () => {
    const { player, settle } = setUp();
    await settle();
    player.play();
    await settle();
    expect(player.faceOf('play-pause')).toMatchObject({ icon: 'pause', label: 'Pause' });
    player.pause();
    await settle();
    expect(player.faceOf('play-pause')).toMatchObject({ icon: 'play', label: 'Play' });
    expect(player.faceOf('handle')).toEqual({ icon: 'menu', label: 'Menu', disabled: false });
  });
});
