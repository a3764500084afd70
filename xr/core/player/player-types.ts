import type { CaptionTrack, FetchText } from '../captions';
import type { FadeOptions } from './audio-fade';
import type { FaceIcon } from '../faces';
import type { MenuAction } from '../gaze/menu-actions';
import type { LevelsInfo, MediaSourceHandle, MediaSourceOptions } from '../media/media-source';
import type { PlayerErrorCode, PlayerState } from '../media/player-state';
import type { StereoLayout } from '../projection';
import type { LiveOptions, LiveState } from '../live';

/** A concert the player can play: the site gives it ready-made, title already translated. */
export interface PlaylistEntry {
  id: string;
  title: string;
  src: string;
  poster?: string;
  layout?: StereoLayout;
  /** Side-file captions; without them, the stream's own subtitle renditions are read. */
  captions?: readonly CaptionTrack[];
  /** A live concert's playback settings (target latency, its end time); the stream itself says whether it is live. */
  live?: LiveOptions;
}

/** The words on the headset's targets, already translated by the site (the engine knows no language). */
export interface GazeTexts {
  play: string;
  pause: string;
  restart: string;
  back30: string;
  forward30: string;
  /** The captions toggle says its state: shown while they show ("Captions: on"), and while they do not. */
  captionsOn: string;
  captionsOff: string;
  quieter: string;
  louder: string;
  recenter: string;
  chooseConcert: string;
  exitVr: string;
  /** The menu button at rest, and the chooser's own items. */
  menu: string;
  back: string;
  more: string;
  /** The applause target ('Applaud'), and what it says for a moment after a clap ('Applause sent'). */
  applaud: string;
  applauseSent: string;
  /** A live stream: the marker beside the menu button ('Live'), and the menu's way back to the live edge. */
  live: string;
  backToLive: string;
}

export interface PlayerAudioState {
  muted: boolean;
  /** The person's level, 0..ceiling (the element plays it times the fade). */
  volume: number;
  ceiling: number;
  /** The person has set the sound themselves: the 'tap for sound' prompt stays away from then on. */
  chosen: boolean;
}

export interface PlayerCaptionsState {
  /** The languages this concert has captions in. */
  tracks: readonly CaptionTrack[];
  /** The chosen language, or null when captions are off (or this concert has none in any language). */
  lang: string | null;
  /** The caption showing now ('' for none). */
  text: string;
}

/** Everything a binding draws, as one immutable value (a new object whenever anything in it changes). */
export interface PlayerSnapshot {
  media: MediaSourceHandle;
  entry: PlaylistEntry;
  playlist: readonly PlaylistEntry[];
  /** What the end of this concert offers: the next one in the playlist (wrapping), or null when alone. */
  next: PlaylistEntry | null;
  state: PlayerState;
  error: PlayerErrorCode | null;
  levels: LevelsInfo;
  /** A live stream: at the edge or behind, waiting for the stream, ended. Null for a recording. */
  live: LiveState | null;
  /** Seconds; `duration` is NaN until known and Infinity for a live stream. */
  time: number;
  duration: number;
  audio: PlayerAudioState;
  captions: PlayerCaptionsState;
  vr: { available: boolean; active: boolean };
  /** In a group session: the facilitator starts, pauses and seeks; this player only follows. */
  following: boolean;
  /** The page holds the concert at its beginning (`holdStart`: a question asked before it starts). */
  pageHold: boolean;
}

/** What a binding gives the player so it can enter and leave VR in its own way. */
export interface XrAdapter {
  enter(): Promise<void>;
  exit(): Promise<void>;
}

/** How a target looks: icon, word and whether it can act now. */
export interface TargetFace {
  icon: FaceIcon | null;
  label: string;
  disabled: boolean;
}

export type { MenuAction };

/** How a player starts: its concerts, texts and preferences (the site's), and the test seams. */
export interface CreatePlayerOptions {
  /** At least one concert; the player starts on `startId` (default: the first). */
  playlist: readonly PlaylistEntry[];
  startId?: string;
  loop?: boolean;
  /**
   * At a concert's end in a headset, play on: the next concert of the playlist starts (wrapping), or the only
   * one starts again, instead of the chooser. For unattended runs (the demo, the kiosk) where nobody asked to
   * choose; the chooser stays in the menu for a person who asks for it. A flat screen keeps its end card.
   */
  playOnInHeadset?: boolean;
  /** Start playing as soon as it can (default). A group session's headset waits for the shared start instead. */
  autoplay?: boolean;
  /**
   * Load nothing yet: the first concert's stream is still to come (a live concert's waiting room). The player
   * is there, a headset can enter VR and wait in it, until `startHeld` loads the stream and plays it.
   */
  hold?: boolean;
  /** After a fatal error, try again by itself after this delay (unattended screens). */
  autoRetryMs?: number;
  texts: GazeTexts;
  /** How long a look at a headset target takes to act (an accessibility preference; default 1.5 s). */
  dwellMs?: number;
  /** The loudest the player may ever play, 0..1 (an accessibility preference). */
  volumeCeiling?: number;
  /** The remembered caption choice: a language, or null for off. */
  captions?: string | null;
  /** Languages to prefer when captions are turned on (the site's first). */
  captionLanguages?: readonly string[];
  onCaptionsChange?: (lang: string | null) => void;
  /** A media source already started for the first concert's `src` (the route's preload), if any. */
  adopt?: (src: string) => MediaSourceHandle | null;
  /** For tests: how media sources and caption files are made and read. */
  createMedia?: (options: MediaSourceOptions) => MediaSourceHandle;
  fetchText?: FetchText;
  fade?: Omit<FadeOptions, 'apply'>;
}
