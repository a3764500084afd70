import type { HlsConfig, PlaylistLoaderConstructor } from 'hls.js';
import type { PlayerErrorCode } from './player-state';
import { buildHlsConfig } from './hls-config';
import { primedManifestLoader } from './primed-manifest-loader';
import { watchLive } from './hls-live';
import { fatalErrorKind, troubleKind } from './hls-errors';
import type { HlsClass, HlsInstance } from './hls-types';
import { createRecoveryRunner, type RecoveryRunner } from './recovery-runner';
import type { FatalErrorKind, RecoveryOptions } from './recovery-policy';
import { LIVE_RESTART_MAX_DELAY_MS, type LiveOptions, type LiveState } from '../live';
import { highestFittingLevel, selectableLevels, type LevelChoice, type QualityLevel, type VideoSize } from '../quality';

export interface HlsEngineOptions {
  Hls: HlsClass;
  video: HTMLVideoElement;
  src: string;
  /** The largest frame the renderer can take: renditions above it are never loaded. */
  limit: VideoSize;
  /** Where to resume (seconds) after a retry; -1 lets hls.js choose. */
  startPosition: number;
  /** The person's earlier choice, kept across a retry. */
  initialChoice: LevelChoice;
  recovery: RecoveryOptions;
  live: LiveOptions;
  onLevels(levels: readonly QualityLevel[]): void;
  onLevelSwitched(index: number): void;
  onWaiting(): void;
  /**
   * hls.js gave the element a new MediaSource (our media recovery, or hls.js's own reset after an append
   * error). Loading the element anew pauses it without a `pause` event: whoever wants it playing must play again.
   */
  onMediaReattached(): void;
  onFatal(code: PlayerErrorCode): void;
  /** What the player says about a live stream changed (see live/live-types.ts). */
  onLive(state: LiveState | null): void;
  /** A live stream stopped for good without playing to its end: loading has stopped, the player ends. */
  onEnded(): void;
}

/** One hls.js instance bound to the video element, with its own recovery counters. */
export interface HlsEngine {
  /** Renditions that fit the limit, best first. */
  readonly levels: readonly QualityLevel[];
  setLevel(choice: LevelChoice): void;
  /** A new size limit (the renderer's, known later than the stream): re-caps adaptive bitrate. */
  setLimit(limit: VideoSize): void;
  /** The element reported an error: MSE decode failures reach hls.js only through recoverMediaError. */
  mediaFailed(): void;
  /** Playback moved: media recovery worked (see recovery-policy.ts). */
  progressed(): void;
  /** The cause of the latest trouble hls.js reported, if any: what a stall is blamed on. */
  readonly trouble: FatalErrorKind | null;
  /** Null for a recording. */
  readonly live: LiveState | null;
  backToLive(): void;
  /**
   * The stall watchdog fired. A live stream resumes at the live edge (or ends, if it had ended) and the call
   * answers true; false leaves the stall to the caller (a failure).
   */
  stalled(): boolean;
  destroy(): void;
}

export function startHlsEngine(options: HlsEngineOptions): HlsEngine {
  const { Hls, video, src } = options;
  const hls = new Hls({ ...buildHlsConfig(options.live), ...primedConfig(Hls, src, options.live.manifest?.() ?? null) });
  let manifestParsed = false;
  let levels: readonly QualityLevel[] = [];
  let limit = options.limit;
  let trouble: FatalErrorKind | null = null;
  let attachedOnce = false;

  const ended = () => {
    hls.stopLoad();
    options.onEnded();
  };
  const live = watchLive({ hls, Hls, video, live: options.live, onChange: options.onLive, onEnded: ended });
  // A live stream keeps trying through a packager gap (the player says it waits) instead of failing after three.
  const recoveryOptions = () => (live.running ? { ...options.recovery, maxNetworkRetries: Infinity, maxDelayMs: LIVE_RESTART_MAX_DELAY_MS } : options.recovery);

  const recovery = createRecoveryRunner(recoveryOptions, {
    // Before the manifest is in, startLoad() has nothing to load: fetch the playlist again. Live goes on at the edge.
    restartLoad: () => (!manifestParsed ? hls.loadSource(src) : live.running ? live.resumeAtEdge() : hls.startLoad()),
    recoverMedia: () => {
      // Read before recoverMediaError: the fresh MediaSource puts the element back at 0.
      const position = live.resumePosition() ?? (video.currentTime > 0 ? video.currentTime : options.startPosition);
      hls.recoverMediaError();
      // A fatal error has stopped loading (hls.js calls stopLoad on every fatal error), and recoverMediaError
      // only restarts what is still started: without this the recovered player waits for data that never comes.
      // Before the manifest is in, MANIFEST_PARSED starts loading anyway.
      if (manifestParsed && !hls.loadingEnabled) hls.startLoad(position);
    },
    swapAudioCodec: () => hls.swapAudioCodec(),
    waiting: options.onWaiting,
    // Errors once a live stream has ended (its files removed) end it, they do not fail it.
    fatal: (code) => (live.ended ? ended() : options.onFatal(code)),
  });

  const refreshLevels = () => {
    levels = capLevels(hls, limit);
    options.onLevels(levels);
  };

  hls.on(Hls.Events.MANIFEST_PARSED, () => {
    manifestParsed = true;
    refreshLevels();
    // Only a person's own choice: even `nextLevel = -1` would replace the configured start level with
    // hls.js's bitrate test (see hls-config.ts).
    if (options.initialChoice !== 'auto') chooseLevel(hls, levels, options.initialChoice);
    hls.startLoad(options.startPosition);
  });
  hls.on(Hls.Events.LEVELS_UPDATED, refreshLevels);
  hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => options.onLevelSwitched(data.level));
  hls.on(Hls.Events.MEDIA_ATTACHED, () => {
    if (attachedOnce) options.onMediaReattached();
    attachedOnce = true;
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    trouble = troubleKind(data, Hls) ?? trouble;
  });
  wireRecovery(hls, Hls, recovery);

  hls.attachMedia(video);
  hls.loadSource(src);

  return {
    get levels() {
      return levels;
    },
    setLevel: (choice) => chooseLevel(hls, levels, choice),
    setLimit(next) {
      limit = next;
      if (manifestParsed) refreshLevels();
    },
    mediaFailed: () => {
      trouble = 'media';
      recovery.feed({ type: 'fatal-error', error: 'media' });
    },
    // The trouble is kept: errors while the buffer still plays are what stalls it a few seconds later.
    progressed: () => recovery.feed({ type: 'playback-progressed' }),
    get trouble() {
      return trouble;
    },
    get live() {
      return live.state;
    },
    backToLive: () => live.backToLive(),
    stalled() {
      if (live.ended) ended();
      else if (live.running) live.resumeAtEdge();
      return live.ended || live.running;
    },
    destroy() {
      live.stop();
      recovery.cancel();
      hls.destroy();
    },
  };
}

function wireRecovery(hls: HlsInstance, Hls: HlsClass, recovery: RecoveryRunner): void {
  hls.on(Hls.Events.FRAG_LOADED, () => recovery.feed({ type: 'fragment-loaded' }));
  // Non-fatal errors are hls.js's own business: it retries them by its load policies.
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) recovery.feed({ type: 'fatal-error', error: fatalErrorKind(data, Hls) });
  });
}

/** Caps adaptive bitrate at the best rendition that fits; returns what the person may choose from. */
function capLevels(hls: HlsInstance, limit: VideoSize): readonly QualityLevel[] {
  const all = hls.levels.map((level, index) => ({ index, width: level.width, height: level.height, bitrate: level.bitrate }));
  hls.autoLevelCapping = highestFittingLevel(all, limit);
  const fitting = selectableLevels(all, limit);
  // When nothing fits, the smallest rendition (the cap) is still the one to offer.
  return fitting.length > 0 ? fitting : all.filter((level) => level.index === hls.autoLevelCapping);
}

/**
 * `nextLevel` rather than `currentLevel`: the switch happens at the next fragment instead of flushing the
 * buffer, so choosing a quality never stalls the concert. -1 is hls.js's automatic mode.
 */
function chooseLevel(hls: HlsInstance, levels: readonly QualityLevel[], choice: LevelChoice): void {
  if (choice === 'auto') hls.nextLevel = -1;
  else if (levels.some((level) => level.index === choice)) hls.nextLevel = choice;
}

/**
 * A playlist loader that answers the first request for the master playlist with the text the page already has.
 * hls.js loads playlists with its default loader when no pLoader is given, so that is the one extended.
 */
function primedConfig(Hls: HlsClass, src: string, manifest: string | null): Partial<HlsConfig> {
  return manifest === null ? {} : { pLoader: primedManifestLoader(Hls.DefaultConfig.loader as PlaylistLoaderConstructor, src, manifest) };
}
