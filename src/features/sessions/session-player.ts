/**
 * What a group session needs of the headset's player: the engine's controller has all of it (the page
 * passes it in), described here by shape so this feature does not depend on the player's code.
 */
import type { SyncMedia } from '@xr/core/sync';
import type { GazeKeypad } from '@xr/core/gaze/gaze-ui';
import type { MoodCheckActions, MoodCheckContent } from '@xr/core/gaze/mood-panel';

export interface SessionPlayerSnapshot {
  entry: { id: string };
  /** What it can play (a live concert's entry appears once the room's doors open). */
  playlist: readonly { id: string }[];
  state: string;
  duration: number;
  media: { video: HTMLVideoElement };
  vr: { active: boolean };
}

/** What the headset's applause target does (the engine's PlayerApplause, by shape). */
export interface SessionApplause {
  /** The viewer chose 'Applaud' in the headset (gaze dwell or a controller's select). */
  clap(): void;
  /** False while this viewer must wait before the next clap: the target shows dimmed and does not fill. */
  ready: boolean;
}

export interface SessionPlayer {
  getSnapshot(): SessionPlayerSnapshot;
  subscribe(listener: () => void): () => void;
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  setPlaybackRate(rate: number): void;
  choose(id: string, options?: { start?: boolean }): void;
  setVolume(volume: number): void;
  recenter(): void;
  setFollowing(following: boolean): void;
  /** The headset's 'Applaud' target in VR (null: none, the default); given again whenever `ready` changes. */
  setApplause(applause: SessionApplause | null): void;
  readonly gaze: { openKeypad(keypad: GazeKeypad): void; closeKeypad(): void; readonly mode: string };
  /** The mood check in VR (the engine's MoodPanel): shown with the site's words, new words in place, or hidden. */
  readonly mood: { show(content: MoodCheckContent, actions: MoodCheckActions): void; hide(): void };
}

/** The player as the sync engine drives it: its element's clock, and its own play, pause and seek. */
export function syncMediaOf(player: SessionPlayer): SyncMedia {
  const video = () => player.getSnapshot().media.video;
  return {
    get currentTime() {
      return video().currentTime;
    },
    get paused() {
      return video().paused;
    },
    get duration() {
      return video().duration;
    },
    get playbackRate() {
      return video().playbackRate;
    },
    setPlaybackRate: (rate) => player.setPlaybackRate(rate),
    get buffering() {
      const { state } = player.getSnapshot();
      // A seek under way counts: the playhead is frozen although the element may still read as ready.
      const element = video();
      return state === 'loading' || state === 'buffering' || element.seeking || element.readyState < HTMLMediaElement.HAVE_FUTURE_DATA;
    },
    seek: (seconds) => player.seek(seconds),
    play: () => player.play(),
    pause: () => player.pause(),
  };
}
