/**
 * A test double of hls.js (the third-party library), imported only by tests: it records the calls the
 * engine makes and lets a test emit hls.js events. The enums are hls.js's own string constants, so event
 * and error names are the real ones.
 */
import { ErrorDetails, ErrorTypes, Events, LoadStats, type HlsConfig, type HlsListeners, type LoaderContext, type LoadPolicy } from 'hls.js';
import type { PlaylistDetails } from '../../live';
import type { HlsClass, HlsInstance, HlsLevel } from '../hls-types';

type Listener = (event: string, data: unknown) => void;

export interface FakeHlsControl {
  Hls: HlsClass;
  instances: FakeHls[];
  /** Whether `Hls.isSupported()` answers true (MSE usable). */
  supported: boolean;
  /** A snapshot of the element when hls.js attached to it, to check what was set before the source. */
  attachSnapshots: ElementSnapshot[];
}

export interface ElementSnapshot {
  playsInline: boolean;
  muted: boolean;
  crossOrigin: string | null;
  loop: boolean;
}

export const snapshotOf = (video: HTMLVideoElement): ElementSnapshot => ({
  playsInline: video.hasAttribute('playsinline'),
  muted: video.muted,
  crossOrigin: video.getAttribute('crossorigin'),
  loop: video.loop,
});

/**
 * A level playlist as hls.js reports it after a load; `advanced`: its last sequence number is higher than the
 * previous load's; `updated`: it changed at all (also when its numbers started again).
 */
export type FakeDetails = PlaylistDetails & { advanced: boolean; updated?: boolean };

/** A live sliding window of 2 s segments, five of them, as the live demo packages it. */
export const LIVE_DETAILS: FakeDetails = {
  live: true,
  type: null,
  targetduration: 2,
  totalduration: 10,
  partTarget: 0,
  canBlockReload: false,
  advanced: true,
};

export class FakeHls implements HlsInstance {
  levels: HlsLevel[] = [];
  autoLevelCapping = -1;
  currentLevel = -1;
  /** hls.js's own default; the engine's configuration sets it (the setter writes the config in hls.js). */
  lowLatencyMode: boolean;
  /** What hls.js's latency controller would say: set by a test to place the live edge. */
  liveSyncPosition: number | null = null;
  latency = 0;
  targetLatency: number | null = null;
  readonly config: Partial<HlsConfig> & { playlistLoadPolicy: LoadPolicy };
  private next = -1;
  /** Every call the engine made, in order, e.g. 'loadSource:/a.m3u8', 'startLoad:-1'. */
  calls: string[] = [];
  destroyed = false;
  /** Whether loading runs: startLoad() starts it, a fatal error stops it (as hls.js's error controller does). */
  private started = false;
  private listeners = new Map<string, Listener[]>();

  constructor(
    config: Partial<HlsConfig>,
    private readonly control: Pick<FakeHlsControl, 'attachSnapshots'>,
  ) {
    this.config = { ...config, playlistLoadPolicy: config.playlistLoadPolicy ?? { default: FAKE_LOADER } };
    this.lowLatencyMode = config.lowLatencyMode ?? true;
  }

  /** Recorded: in real hls.js any write, even -1, pins the start level (and so replaces `config.startLevel`). */
  get nextLevel(): number {
    return this.next;
  }
  set nextLevel(level: number) {
    this.next = level;
    this.calls.push(`nextLevel:${level}`);
  }
  on<E extends keyof HlsListeners>(event: E, listener: HlsListeners[E]): void {
    const list = this.listeners.get(event) ?? [];
    list.push(listener as unknown as Listener);
    this.listeners.set(event, list);
  }
  emit(event: Events, data: object = {}): void {
    for (const listener of this.listeners.get(event) ?? []) listener(event, data);
  }
  listenerCount(): number {
    return [...this.listeners.values()].reduce((sum, list) => sum + list.length, 0);
  }
  get loadingEnabled(): boolean {
    return this.started;
  }
  /** A fatal error as hls.js reports it; hls.js stops loading before the application's listeners hear of it. */
  fail(type: ErrorTypes, details: ErrorDetails, fatal = true): void {
    if (fatal) this.started = false;
    this.emit(Events.ERROR, { type, details, fatal, error: new Error(details) });
  }
  /** A level playlist loaded (or reloaded), as hls.js tells it: LEVEL_LOADED, then LEVEL_UPDATED. */
  loadPlaylist(details: Partial<FakeDetails> = {}): void {
    const data = { details: { ...LIVE_DETAILS, ...details }, level: 0 };
    this.emit(Events.LEVEL_LOADED, data);
    this.emit(Events.LEVEL_UPDATED, data);
  }
  stopLoad(): void {
    this.started = false;
    this.calls.push('stopLoad');
  }
  loadSource(url: string): void {
    this.calls.push(`loadSource:${url}`);
  }
  attachMedia(media: HTMLVideoElement): void {
    this.control.attachSnapshots.push(snapshotOf(media));
    this.calls.push('attachMedia');
  }
  startLoad(startPosition = -1): void {
    this.started = true;
    this.calls.push(`startLoad:${startPosition}`);
  }
  /** Like hls.js: a fresh MediaSource (the test emits MEDIA_ATTACHED), and loading restarts only if it ran. */
  recoverMediaError(): void {
    this.calls.push('recoverMediaError');
    if (this.started) this.calls.push('startLoad:-1');
  }
  swapAudioCodec(): void {
    this.calls.push('swapAudioCodec');
  }
  destroy(): void {
    this.calls.push('destroy');
    this.destroyed = true;
    this.listeners.clear();
  }
}

/** hls.js's network loader, standing in: the fake never loads anything by itself. */
class FakeNetworkLoader {
  context: LoaderContext | null = null;
  stats = new LoadStats();
  load(context: LoaderContext): void {
    this.context = context;
  }
  abort(): void {
    this.stats.aborted = true;
  }
  destroy(): void {}
}

const FAKE_LOADER = { maxTimeToFirstByteMs: 10_000, maxLoadTimeMs: 20_000, timeoutRetry: null, errorRetry: null };

/** A fresh fake class per test, so no state leaks between tests through statics. */
export function createFakeHls(supported = true): FakeHlsControl {
  const state: Omit<FakeHlsControl, 'Hls'> = { instances: [], supported, attachSnapshots: [] };
  const control: FakeHlsControl = Object.assign(state, { Hls: fakeClass(state) });
  return control;
}

function fakeClass(control: Omit<FakeHlsControl, 'Hls'>): HlsClass {
  return class extends FakeHls {
    static Events = Events;
    static ErrorTypes = ErrorTypes;
    static ErrorDetails = ErrorDetails;
    static DefaultConfig = { loader: FakeNetworkLoader };
    static isSupported = () => control.supported;
    constructor(config: Partial<HlsConfig>) {
      super(config, control);
      control.instances.push(this);
    }
  };
}
