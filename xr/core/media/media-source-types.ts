/**
 * The media source's contract: what a caller gives it and what it can ask of it. Kept apart from the
 * implementation (media-source.ts) so bindings and the engine can name the types without its code.
 */
import type { Engine, SourceKind } from './engine-choice';
import type { LoadHls } from './hls-types';
import type { PlayOutcome } from './play-video';
import type { PlayerErrorCode, PlayerState } from './player-state';
import type { RecoveryOptions } from './recovery-policy';
import type { StateListener } from './state-store';
import type { LevelChoice, QualityLevel, VideoSize } from '../quality';
import type { LiveOptions, LiveState } from '../live';

export interface LevelsInfo {
  /** Renditions that fit the renderer, best first; empty for native HLS and files (no choice there). */
  levels: readonly QualityLevel[];
  choice: LevelChoice;
  /** The rendition playing now (shown as "Auto (720p)"), null until known. */
  current: number | null;
}

export interface MediaSourceOptions {
  video: HTMLVideoElement;
  src: string;
  /** Default: 'hls' for `.m3u8`, else 'mp4'. */
  kind?: SourceKind;
  loop?: boolean;
  /** Default true: browsers only autoplay muted video; the site offers "tap for sound". */
  muted?: boolean;
  /** Start playing as soon as the source is attached. */
  autoplay?: boolean;
  loadHls?: LoadHls;
  /** @deprecated Ignored: hls.js runs without its worker (see hls-config.ts). Kept so older callers compile. */
  workerPath?: string;
  /** The renderer's MAX_TEXTURE_SIZE; may come later through `setMaxTextureSize`. */
  maxTextureSize?: number;
  /** The path's own cap; default 4096×2048 (the sphere). */
  maxVideoSize?: VideoSize;
  recovery?: Partial<RecoveryOptions>;
  /** After a fatal error, retry by itself after this delay (kiosk demo); off when absent. */
  autoRetryMs?: number;
  /** No playback progress for this long while it should play is a failure (default 15 s, see stall-watchdog.ts). */
  stallTimeoutMs?: number;
  /** How a live stream plays (target latency, the concert's end); ignored for recordings. */
  live?: LiveOptions;
  onState?: StateListener;
  onLevels?: (info: LevelsInfo) => void;
  onLive?: (state: LiveState | null) => void;
}

/** Listeners added after creation (see `subscribe`): the same calls as the options' `onState` and `onLevels`. */
export interface MediaObserver {
  onState?: StateListener;
  onLevels?: (info: LevelsInfo) => void;
  onLive?: (state: LiveState | null) => void;
}

export interface MediaSourceHandle {
  readonly video: HTMLVideoElement;
  readonly state: PlayerState;
  readonly error: PlayerErrorCode | null;
  readonly engine: Engine | null;
  readonly levels: readonly QualityLevel[];
  readonly level: LevelChoice;
  /** Settles once the current attempt has attached a source (or failed). */
  readonly ready: Promise<void>;
  /** What `onLevels` last said (or would say now): for a listener that arrives late. */
  readonly levelsInfo: LevelsInfo;
  /** A live stream's state (see live/live-types.ts); null for a recording and until a live playlist is in. */
  readonly live: LiveState | null;
  /**
   * Tells `observer` about every later change, besides the options' own listeners. A source started before
   * its player existed (see prestart.ts) is adopted this way: read `state`, `error` and `levelsInfo` once,
   * then subscribe. Returns the unsubscribe.
   */
  subscribe(observer: MediaObserver): () => void;
  play(): Promise<PlayOutcome>;
  pause(): void;
  setMuted(muted: boolean): void;
  setVolume(volume: number): void;
  setLevel(choice: LevelChoice): void;
  /**
   * The renderer's MAX_TEXTURE_SIZE, once it exists: loading need not wait for the renderer (it starts
   * with the path's own cap), and renditions too large for this GPU are dropped when it is known.
   */
  setMaxTextureSize(size: number): void;
  /**
   * Plays again if the person wanted it playing and something else paused it (the Quest pauses media in
   * standby; a hidden tab may too). Their own pause stays a pause.
   */
  resume(): Promise<PlayOutcome>;
  /** A live stream: to hls.js's live sync position (the edge less the target latency), and play. */
  backToLive(): Promise<PlayOutcome>;
  /** After a fatal error only: a fresh hls.js instance (or element source) loads again from where it was. */
  retry(): void;
  destroy(): void;
}
