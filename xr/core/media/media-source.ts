/**
 * The engine's one way to play a source into a video element: picks hls.js, native HLS or a plain file,
 * keeps the state machine in step with the element, recovers from errors, and releases everything on
 * destroy. It never draws: bindings turn `video` into a texture or an XR media layer.
 */
import { inferKind, type Engine } from './engine-choice';
import { resolveEngine } from './engine-resolve';
import { startHlsEngine, type HlsEngine } from './hls-engine';
import type { HlsClass } from './hls-types';
import { loadHlsJs } from './load-hls';
import { playVideo, type PlayOutcome } from './play-video';
import type { PlayerErrorCode, PlayerState } from './player-state';
import { DEFAULT_RECOVERY } from './recovery-policy';
import { createStallWatchdog, type StallWatchdog } from './stall-watchdog';
import { createStateStore, type StateStore } from './state-store';
import { listenToVideo } from './video-events';
import { prepareVideo, releaseVideo, videoErrorCode } from './video-element';
import { videoSizeLimit, type LevelChoice } from '../quality';
import type { LevelsInfo, MediaObserver, MediaSourceHandle, MediaSourceOptions } from './media-source-types';

export type { PlayOutcome } from './play-video';
export type { LevelsInfo, MediaObserver, MediaSourceHandle, MediaSourceOptions } from './media-source-types';

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
      // A live stream is picked up at the edge instead (hls-live.ts): the concert goes on without the viewer.
      onStall: () => this.hls?.stalled() || this.fail(this.hls?.trouble ?? 'network'),
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
  get live() {
    return this.hls?.live ?? null;
  }
  get levelsInfo(): LevelsInfo {
    return { levels: this.levels, choice: this.level, current: this.current };
  }

  subscribe(observer: MediaObserver): () => void {
    // A wrapper of its own, so the same observer given twice is two subscriptions, each undone by its own call.
    const entry: MediaObserver = { onState: observer.onState, onLevels: observer.onLevels, onLive: observer.onLive };
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

  backToLive(): Promise<PlayOutcome> {
    this.hls?.backToLive();
    return this.play();
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
    // A master playlist the page already has (a live stream it found) is not fetched again to choose the build.
    const known = options.live?.manifest?.() ?? null;
    const loadHls = options.loadHls ?? (() => loadHlsJs(options.src, known === null ? undefined : () => Promise.resolve(known)));
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
      live: options.live ?? {},
      onLive: (state) => {
        options.onLive?.(state);
        for (const observer of this.observers) observer.onLive?.(state);
      },
      onEnded: () => this.endLive(),
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
    // A live stream's retry joins at the edge again, not where it froze.
    if (this.hls?.live) this.resumeAt = -1;
    else if (this.video.currentTime > 0) this.resumeAt = this.video.currentTime;
    this.detach();
    this.store.send({ type: 'error', code });
    if (this.options.autoRetryMs === undefined) return;
    clearTimeout(this.autoRetry);
    this.autoRetry = setTimeout(() => this.retry(), this.options.autoRetryMs);
  }

  /** A live stream that stopped for good after its end time: the end card, never an error. */
  private endLive() {
    this.wantsPlay = false;
    this.video.pause();
    this.store.send({ type: 'ended' });
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
