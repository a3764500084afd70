import type { PlayerErrorCode, PlayerState } from '../core/media/player-state';
import type { GazeTexts, PlaylistEntry } from '../core/player';
import type { StereoLayout } from '../core/projection';
import type { QualityLabel } from '../core/quality';

// The site reads these through xr/react only (the player feature's one way into the engine).
export type { GazeTexts, PlayerErrorCode, PlayerState, PlaylistEntry, QualityLabel, StereoLayout };

/** Every text the player shows, already translated by the site (the engine knows no language). */
export interface Player360Labels {
  /** The focusable viewing region: names it and says how to look around. */
  region: string;
  controls: string;
  play: string;
  pause: string;
  /** Back to the beginning of the concert. */
  restart: string;
  /** The timeline slider's name, and its spoken value, e.g. "1:05 of 3:00". */
  timeline: string;
  timeText: (elapsed: string, total: string) => string;
  mute: string;
  unmute: string;
  /** Shown while muted autoplay runs: one press turns the sound on. */
  tapForSound: string;
  volume: string;
  /** The captions toggle (pressed while they show). */
  captions: string;
  quality: string;
  qualityAuto: string;
  /** A rendition's menu entry, e.g. "1024p". */
  qualityLevel: (level: QualityLabel) => string;
  fullscreen: string;
  exitFullscreen: string;
  recenter: string;
  retry: string;
  /** Shown only where `immersive-vr` is supported. */
  enterVr: string;
  exitVr: string;
  /** The gyroscope toggle (phones), and why it fell back to dragging. */
  motionControl: string;
  motionDenied: string;
  motionUnavailable: string;
  /** For stereo sources: swap the eyes' pictures (some browsers have delivered them swapped). */
  swapEyes: string;
  /** The end of a concert on a flat screen: a heading, the next concert, and watching again. */
  endedHeading: string;
  watchNext: (title: string) => string;
  watchAgain: string;
  /** A live concert: its badge (drawn in capitals), the way back to the live edge, and the word while the stream is interrupted. */
  live: string;
  backToLive: string;
  liveWaiting: string;
  /** The status line: '' for states that need no message (playing, paused...). */
  status: (state: PlayerState, error: PlayerErrorCode | null) => string;
  /** The headset's menu, menu button and chooser. */
  gaze: GazeTexts;
}
