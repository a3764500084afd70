/**
 * The engine's one way to play a source into a video element: picks hls.js, native HLS or a plain file,
 * keeps the state machine in step with the element, recovers from errors, and releases everything on
 * destroy. It never draws: bindings turn `video` into a texture or an XR media layer.
 */
import { inferKind, type Engine, type SourceKind } from './engine-choice';
import { resolveEngine } from './engine-resolve';
import { startHlsEngine, type HlsEngine } from './hls-engine';
import type { HlsClass, LoadHls } from './hls-types';
import { loadHlsJs } from './load-hls';
import { playVideo, type PlayOutcome } from './play-video';
import type { PlayerErrorCode, PlayerState } from './player-state';
import { DEFAULT_RECOVERY, type RecoveryOptions } from './recovery-policy';
import { createStallWatchdog, type StallWatchdog } from './stall-watchdog';
import { createStateStore, type StateListener, type StateStore } from './state-store';
import { listenToVideo } from './video-events';
import { prepareVideo, releaseVideo, videoErrorCode } from './video-element';
import { videoSizeLimit, type LevelChoice, type QualityLevel, type VideoSize } from '../quality';

export type { PlayOutcome } from './play-video';

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
  onState?: StateListener;
  onLevels?: (info: LevelsInfo) => void;
}

/** Listeners added after creation (see `subscribe`): the same calls as the options' `onState` and `onLevels`. */
export interface MediaObserver {
  onState?: StateListener;
  onLevels?: (info: LevelsInfo) => void;
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
  /** After a fatal error only: a fresh hls.js instance (or element source) loads again from where it was. */
  retry(): void;
  destroy(): void;
}

export function createMediaSource(options: MediaSourceOptions): MediaSourceHandle {
  return new MediaSourceController(options);
}

/**
 * The states in which playback the person asked for should be moving: still loading, buffering, or playing
 * (which the element may have stopped without a word, see hls-engine.ts). Paused, ready, ended and failed are not.
 */
const SHOULD_MOVE: readonly PlayerState[] = ['loading', 'buffering', 'playing'];

class MediaSourceController implements MediaSourceHandle {
  readonly video: HTMLVideoElement;
  engine: Engine | null = null;
  level: LevelChoice = 'auto';
  ready: Promise<void>;
  private readonly store: StateStore;
  private readonly observers = new Set<MediaObserver>();
  private readonly listeners = new AbortController();
  private hls: HlsEngine | null = null;
  private attached = false;
  // Each attempt (first load, every retry) gets a number, so a late hls.js download cannot attach to a
  // destroyed player or to an attempt that a retry already replaced.
  private attempt = 0;
  private wantsPlay: boolean;
  private current: number | null = null;
  private maxTextureSize: number | undefined;
  private autoRetry: ReturnType<typeof setTimeout> | undefined;
  private readonly watchdog: StallWatchdog;
  /** Where a retry resumes: the last position playback reached (the element forgets it when released). */
  private resumeAt = -1;
  /** The play() that attaching started for an earlier request, shared by play() calls that waited. */
  private attachPlay: Promise<PlayOutcome> | null = null;

  constructor(private readonly options: MediaSourceOptions) {
    this.video = options.video;
    this.maxTextureSize = options.maxTextureSize;
    this.wantsPlay = options.autoplay ?? false;
    this.store = createStateStore((state, error) => {
      options.onState?.(state, error);
      for (const observer of this.observers) observer.onState?.(state, error);
    });
    prepareVideo(this.video, { loop: options.loop ?? false, muted: options.muted ?? true });
    listenToVideo(this.video, this.store.send, () => this.onVideoError(), this.listeners.signal);
    this.store.send({ type: 'load' });
    this.watchdog = createStallWatchdog({
      timeoutMs: options.stallTimeoutMs,
      position: () => this.video.currentTime,
      expected: () => this.wantsPlay && SHOULD_MOVE.includes(this.store.state),
      onProgress: () => this.hls?.progressed(),
      // hls.js may have said why (a corrupt segment is a media error); silence is most often the network.
      onStall: () => this.fail(this.hls?.trouble ?? 'network'),
    });
    this.ready = this.attach(-1);
  }

  get state() {
    return this.store.state;
  }
  get error() {
    return this.store.error;
  }
  get levels() {
    return this.hls?.levels ?? [];
  }
  get levelsInfo(): LevelsInfo {
    return { levels: this.levels, choice: this.level, current: this.current };
  }

  subscribe(observer: MediaObserver): () => void {
    // A wrapper of its own, so the same observer given twice is two subscriptions, each undone by its own call.
    const entry: MediaObserver = { onState: observer.onState, onLevels: observer.onLevels };
    this.observers.add(entry);
    return () => this.observers.delete(entry);
  }

  play(): Promise<PlayOutcome> {
    this.wantsPlay = true;
    // Synchronous once attached: iOS and the XR session need play() inside the person's gesture.
    if (this.attached) return playVideo(this.video);
    return this.ready.then(() => (this.attached && this.wantsPlay && this.attachPlay ? this.attachPlay : 'interrupted'));
  }

  pause() {
    this.wantsPlay = false;
    this.video.pause();
  }

  setMuted(muted: boolean) {
    this.video.muted = muted;
  }

  setVolume(volume: number) {
    this.video.volume = Math.min(1, Math.max(0, volume));
  }

  setLevel(choice: LevelChoice) {
    if (!this.hls) return;
    this.hls.setLevel(choice);
    if (choice === 'auto' || this.levels.some((level) => level.index === choice)) this.level = choice;
    this.emitLevels();
  }

  resume(): Promise<PlayOutcome> {
    if (!this.wantsPlay || !this.attached || !this.video.paused || this.video.ended) return Promise.resolve('interrupted');
    return playVideo(this.video);
  }

  setMaxTextureSize(size: number) {
    this.maxTextureSize = size;
    if (!this.hls) return;
    this.hls.setLimit(videoSizeLimit(size, this.options.maxVideoSize));
    // A chosen rendition that no longer fits gives way to automatic choice.
    if (this.level !== 'auto' && !this.levels.some((level) => level.index === this.level)) this.setLevel('auto');
    this.emitLevels();
  }

  retry() {
    if (this.store.state !== 'error') return;
    clearTimeout(this.autoRetry);
    this.detach();
    this.store.send({ type: 'retry' });
    this.watchdog.reset();
    this.ready = this.attach(this.resumeAt);
  }

  destroy() {
    clearTimeout(this.autoRetry);
    this.watchdog.stop();
    this.store.mute();
    this.observers.clear();
    this.listeners.abort();
    this.detach();
    this.store.send({ type: 'destroy' });
  }

  private async attach(startPosition: number): Promise<void> {
    const mine = ++this.attempt;
    const { options } = this;
    const loadHls = options.loadHls ?? (() => loadHlsJs(options.src));
    const resolution = await resolveEngine(options.kind ?? inferKind(options.src), this.video, loadHls);
    if (mine !== this.attempt) return;
    if ('failure' in resolution) return this.fail(resolution.failure);
    this.engine = resolution.engine;
    if (resolution.engine === 'hls.js') this.hls = this.startHls(resolution.Hls, startPosition);
    else this.video.src = options.src;
    this.attached = true;
    this.attachPlay = this.wantsPlay ? playVideo(this.video) : null;
  }

  private startHls(Hls: HlsClass, startPosition: number): HlsEngine {
    const { options } = this;
    return startHlsEngine({
      Hls,
      video: this.video,
      src: options.src,
      limit: videoSizeLimit(this.maxTextureSize, options.maxVideoSize),
      startPosition,
      initialChoice: this.level,
      recovery: { ...DEFAULT_RECOVERY, ...options.recovery },
      onLevels: () => this.emitLevels(),
      onLevelSwitched: (index) => {
        this.current = index;
        this.emitLevels();
      },
      onWaiting: () => this.store.send({ type: 'waiting' }),
      onMediaReattached: () => {
        if (this.wantsPlay) void playVideo(this.video);
      },
      onFatal: (code) => this.fail(code),
    });
  }

  /** Stops whatever plays the current attempt; the element keeps its listeners. */
  private detach() {
    this.attempt++;
    this.attached = false;
    this.hls?.destroy();
    this.hls = null;
    releaseVideo(this.video);
  }

  /**
   * Failed for good: the attempt stops at once (hls.js destroyed, the element released), so nothing loads or
   * plays behind the error panel and a late hls.js download cannot attach. Only Retry (or auto-retry) goes on.
   */
  private fail(code: PlayerErrorCode) {
    if (this.video.currentTime > 0) this.resumeAt = this.video.currentTime;
    this.detach();
    this.store.send({ type: 'error', code });
    if (this.options.autoRetryMs === undefined) return;
    clearTimeout(this.autoRetry);
    this.autoRetry = setTimeout(() => this.retry(), this.options.autoRetryMs);
  }

  private onVideoError() {
    if (!this.attached) return;
    // With hls.js the element's error is a decode failure that recoverMediaError can fix.
    if (this.hls) this.hls.mediaFailed();
    else this.fail(videoErrorCode(this.video.error));
  }

  private emitLevels() {
    const info = this.levelsInfo;
    this.options.onLevels?.(info);
    for (const observer of this.observers) observer.onLevels?.(info);
  }
}
