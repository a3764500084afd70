/**
 * Live playback on one hls.js instance: reads each loaded playlist (live, event, ended), turns on hls.js's
 * low-latency mode where the playlist offers parts, keeps playback near the live edge (a gentle rate, or a
 * jump when far behind), says when the stream has stopped coming and picks it up at the edge when it comes
 * back, and ends it. The rules are pure and live in xr/core/live; this module only applies them.
 */
import type { LevelLoadedData, LevelUpdatedData } from 'hls.js';
import { PLAYLIST_LOAD } from './hls-config';
import type { HlsClass, HlsInstance } from './hls-types';
import { CATCH_UP_DEAD_BAND_SECONDS, catchUp, edgeStatus, LIVE_PLAYLIST_RETRY, liveState, playlistStale, readPlaylist, sameLive, WallClockLock, type LiveOptions, type LiveState, type PlaylistInfo } from '../live';

export interface HlsLiveOptions {
  hls: HlsInstance;
  Hls: Pick<HlsClass, 'Events'>;
  video: HTMLVideoElement;
  live: LiveOptions;
  onChange(state: LiveState | null): void;
  /** The stream stopped for good without saying so (after the concert's end time): play no further. */
  onEnded(): void;
  /** Injected by tests; wall-clock time in milliseconds. */
  now?(): number;
  intervalMs?: number;
}

export interface HlsLive {
  readonly state: LiveState | null;
  /** A live or event stream that has not ended: recovery resumes it at the edge instead of where it froze. */
  readonly running: boolean;
  readonly ended: boolean;
  /**
   * Where live playback belongs: with program date-times, the position the wall clock locks (the same for every
   * viewer on that clock); else hls.js's live sync position, the edge less the target latency. Null before a
   * live playlist is in.
   */
  edgePosition(): number | null;
  /** Where a stopped live stream goes on: the edge, or where it stopped if hls.js's edge is not ahead of that. */
  resumePosition(): number | null;
  /** The viewer's 'back to live': to the edge at normal speed, no longer held back. */
  backToLive(): void;
  /** Loading starts again at the live edge (after a stall, a gap or a failed load), and the player says it waits. */
  resumeAtEdge(): void;
  stop(): void;
}

/** Playback that has not moved for this long, while not paused, is stuck (two samples of the 1 s tick). */
const STUCK_MS = 2000;

export function watchLive(options: HlsLiveOptions): HlsLive {
  return new LiveWatch(options);
}

class LiveWatch implements HlsLive {
  state: LiveState | null = null;
  private info: PlaylistInfo | null = null;
  private kind: LiveState['kind'] = 'live';
  private everLive = false;
  private isEnded = false;
  private lastAdvance: number;
  private lastPosition = 0;
  private lastProgress: number;
  private started = false;
  private pauseStart: number | null = null;
  private latencyAtPause = 0;
  private heldBack = false;
  /** A stall or a failed load on a live stream, until playback moves again. */
  private trouble = false;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly listeners = new AbortController();
  private readonly now: () => number;
  private readonly lock: WallClockLock;
  /** Joined at the wall clock's position (once, at the first dated live playlist). */
  private joined = false;
  /**
   * Placed by the engine (the join, a resume at the edge, 'back to live') and not yet playing, or stopped by the
   * buffer running dry: the first frame is put exactly where the lock says, by a seek nobody hears, since nothing
   * played meanwhile. After a stall only into what is buffered (a seek beyond would only stall again).
   */
  private settling: 'placed' | 'stalled' | null = 'placed';
  /** Back after a gap, waiting for the wall clock's position to come into the playlist (resumeInStep). */
  private resumePending = false;

  constructor(private readonly options: HlsLiveOptions) {
    this.now = options.now ?? Date.now;
    this.lastAdvance = this.now();
    this.lastProgress = this.now();
    this.lock = new WallClockLock(options.live);
    // hls.js places each playlist on the timeline, then tells LEVEL_UPDATED, then asks for its first segment.
    options.hls.on(options.Hls.Events.LEVEL_UPDATED, (_event, data) => this.onPlaced(data.details));
    options.hls.on(options.Hls.Events.LEVEL_LOADED, (_event, data) => this.onPlaylist(data.details));
    const { signal } = this.listeners;
    options.video.addEventListener('playing', () => this.onPlaying(), { signal });
    options.video.addEventListener('waiting', () => this.onWaiting(), { signal });
    options.video.addEventListener('pause', () => this.paused(), { signal });
    options.video.addEventListener('play', () => this.played(), { signal });
  }

  get running(): boolean {
    return this.everLive && !this.isEnded;
  }
  get ended(): boolean {
    return this.isEnded;
  }

  edgePosition(): number | null {
    if (!this.running) return null;
    return this.lock.locked ? this.lock.position() : this.options.hls.liveSyncPosition;
  }

  /**
   * Never backwards: right after a gap hls.js's live sync position can lie behind where playback froze (it
   * subtracts the time the edge stood still, and adds to its target after stalls), and the viewer would hear
   * again what they just heard.
   */
  resumePosition(): number | null {
    const edge = this.edgePosition();
    if (edge === null) return null;
    return Math.max(edge, this.options.video.currentTime);
  }

  backToLive(): void {
    const { video } = this.options;
    this.heldBack = false;
    this.pauseStart = null;
    const position = this.edgePosition();
    if (position === null) return;
    video.playbackRate = 1;
    this.seekTo(position);
    this.settling = 'placed';
    this.publish();
  }

  resumeAtEdge(): void {
    this.resumePending = false;
    const position = this.resumePosition();
    this.options.hls.startLoad(position ?? -1);
    if (position !== null) this.seekTo(position);
    this.settling = 'placed';
    this.trouble = true;
    // Back at the edge: whatever the viewer had let pass is behind them now.
    this.heldBack = false;
    if (this.pauseStart !== null) this.paused(true);
    this.publish();
  }

  stop(): void {
    clearInterval(this.timer);
    this.listeners.abort();
  }

  /**
   * A dated live playlist, placed on the timeline: the lock reads it, and the first one decides where the
   * viewer joins, before hls.js asks for a segment from its own live sync position.
   */
  private onPlaced(details: LevelUpdatedData['details']): void {
    if (!this.lock.read(details) || this.joined) return;
    const position = this.lock.position();
    if (position === null) return;
    this.joined = true;
    this.options.hls.startLoad(position);
    this.seekTo(position);
  }

  private onPlaying(): void {
    this.started = true;
    const settling = this.settling;
    this.settling = null;
    if (settling === null || !this.lock.locked) return;
    const target = this.lock.position();
    if (settling === 'placed' || (target !== null && buffered(this.options.video, target))) this.holdLock(true);
  }

  private onWaiting(): void {
    if (this.started && this.settling === null && !this.options.video.paused) this.settling = 'stalled';
  }

  private onPlaylist(details: LevelLoadedData['details']): void {
    const { hls } = this.options;
    // hls.js told LEVEL_UPDATED first; read here too, so the lock is on this playlist whatever the order.
    this.lock.read(details);
    const info = readPlaylist(details, this.everLive);
    this.info = info;
    if (info.kind === 'live' || info.kind === 'event') this.becameLive(info);
    if (info.lowLatency && !hls.lowLatencyMode) hls.lowLatencyMode = true;
    // New segments: a higher last sequence number (advanced), or a playlist that changed under numbers that
    // started again (a packager or channel restarted from 0, which hls.js does not call advanced).
    if (details.advanced || details.updated) this.advanced();
    if (info.kind === 'ended') this.end();
    this.publish();
  }

  private becameLive(info: PlaylistInfo): void {
    this.kind = info.kind === 'event' ? 'event' : 'live';
    if (this.everLive) return;
    this.everLive = true;
    // Read by hls.js at each reload: a live playlist keeps trying through a packager restart (live-config.ts).
    this.options.hls.config.playlistLoadPolicy = { default: { ...PLAYLIST_LOAD, ...LIVE_PLAYLIST_RETRY } };
    this.timer = setInterval(() => this.tick(), this.options.intervalMs ?? 1000);
  }

  /**
   * New segments after a gap: if playback froze meanwhile, it starts again at the edge, not where it stopped.
   * Only after a gap: a stall while segments keep coming is hls.js's to load through (a restart would abort
   * the very fragment it waits for), and the stall watchdog's if it does not.
   */
  private advanced(): void {
    const afterGap = this.info !== null && playlistStale(this.now() - this.lastAdvance, this.info.targetDuration);
    this.lastAdvance = this.now();
    if (this.running && afterGap && this.stuck()) this.resumeInStep();
  }

  /**
   * After a gap the wall clock's position can still lie in the hole before the restarted stream's first
   * segment (it was filmed less than the target latency ago): playback waits the few seconds until it is
   * there, so every viewer comes back in step instead of each ahead by when they happened to reload.
   */
  private resumeInStep(): void {
    this.resumePending = this.lock.locked && !this.lock.available();
    if (this.resumePending) this.trouble = true;
    else this.resumeAtEdge();
  }

  private end(): void {
    this.isEnded = true;
    this.trouble = false;
    clearInterval(this.timer);
  }

  private tick(): void {
    this.sample();
    if (this.isEnded) return this.publish();
    const { endsAt } = this.options.live;
    // After the concert's end time a stopped stream has ended; one still flowing is an encore, not an overrun.
    if (endsAt !== undefined && this.now() >= endsAt && this.waiting()) {
      this.end();
      this.options.onEnded();
      return this.publish();
    }
    if (this.resumePending) this.resumeInStep();
    if (!this.stuck()) this.applyCatchUp();
    this.releaseHoldWhenAtEdge();
    this.publish();
  }

  /** Progress, from the element itself; time paused is not stuck. */
  private sample(): void {
    const { video } = this.options;
    if (video.currentTime === this.lastPosition && !video.paused) return;
    if (!video.paused) {
      this.trouble = false;
      // Playing on from where the engine placed it without a 'playing' (it never had to wait): placed.
      if (this.started) this.settling = null;
    }
    this.lastPosition = video.currentTime;
    this.lastProgress = this.now();
  }

  /** A pause once the concert has played counts (the one before the start, autoplay refused, does not). */
  private paused(again = false): void {
    if (!this.started || (this.pauseStart !== null && !again)) return;
    this.pauseStart = this.now();
    this.latencyAtPause = this.latency();
  }

  private played(): void {
    if (this.pauseStart === null) return;
    this.heldBack = this.heldBack || this.edge().heldBack;
    this.pauseStart = null;
  }

  /**
   * Back at the edge by another way than 'back to live' (hls.js moved a viewer who fell out of the window):
   * nothing is held back any more, and catch-up keeps them there from now on.
   */
  private releaseHoldWhenAtEdge(): void {
    if (this.heldBack && this.pauseStart === null && this.edge().behindSeconds <= CATCH_UP_DEAD_BAND_SECONDS) this.heldBack = false;
  }

  /** At the wall clock's position, once playing (before that hls.js still loads the joining segment). */
  private holdLock(placing = false): void {
    const { video } = this.options;
    if (!this.started) return;
    const action = this.lock.hold(video.currentTime, { paused: video.paused, heldBack: this.heldBack || this.edge().heldBack, placing });
    if (action.kind === 'seek') {
      video.playbackRate = 1;
      this.seekTo(action.position);
    } else if (action.kind === 'rate' && video.playbackRate !== action.rate) video.playbackRate = action.rate;
  }

  private applyCatchUp(): void {
    if (this.lock.locked) return this.holdLock();
    const { video } = this.options;
    const edge = this.edge();
    const step = catchUp({ behindSeconds: edge.behindSeconds, paused: video.paused, heldBack: this.heldBack || edge.heldBack });
    if (step.kind === 'jump') {
      // Forward, and by more than a segment: with the playlist stalled, hls.js's estimate of the edge runs on
      // while the position it can offer stays put, and seeking there again every second would only stutter.
      const position = this.edgePosition();
      if (position !== null && position - video.currentTime > (this.info?.targetDuration ?? 0)) this.seekTo(position);
    } else if (step.kind === 'rate' && video.playbackRate !== step.rate) video.playbackRate = step.rate;
  }

  /** The engine's own seeks are not progress: playback has moved only once the element plays from there. */
  private seekTo(position: number): void {
    this.options.video.currentTime = position;
    this.lastPosition = this.options.video.currentTime;
  }

  private edge() {
    const pausedSeconds = this.pauseStart === null ? 0 : (this.now() - this.pauseStart) / 1000;
    return edgeStatus({ latency: this.latency(), targetLatency: this.targetLatency(), pausedSeconds, latencyAtPause: this.latencyAtPause });
  }

  /** From the frame's program date-time to now when locked; else hls.js's, from its estimate of the edge. */
  private latency(): number {
    return (this.lock.locked ? this.lock.latency(this.options.video.currentTime) : null) ?? this.options.hls.latency;
  }

  /** The lock's; else hls.js's own (it knows HOLD-BACK and the configured target), three target durations until it does. */
  private targetLatency(): number {
    if (this.lock.locked) return this.lock.targetLatency;
    return this.options.hls.targetLatency ?? this.options.live.targetLatencySeconds ?? 3 * (this.info?.targetDuration ?? 2);
  }

  private stuck(): boolean {
    return !this.options.video.paused && this.now() - this.lastProgress >= STUCK_MS;
  }

  private waiting(): boolean {
    const stale = this.info !== null && playlistStale(this.now() - this.lastAdvance, this.info.targetDuration);
    return this.running && this.stuck() && (stale || this.trouble);
  }

  private publish(): void {
    const next = this.describe();
    if (sameLive(next, this.state)) return;
    this.state = next;
    this.options.onChange(next);
  }

  private describe(): LiveState | null {
    const { info } = this;
    if (!info || !this.everLive) return null;
    const edge = this.edge();
    return liveState({
      info,
      kind: this.kind,
      ended: this.isEnded,
      behindSeconds: edge.behindSeconds,
      targetLatency: this.targetLatency(),
      heldBack: this.heldBack || edge.heldBack,
      waiting: this.waiting(),
    });
  }
}

function buffered(video: HTMLVideoElement, position: number): boolean {
  const ranges = video.buffered;
  for (let i = 0; i < ranges.length; i++) if (ranges.start(i) <= position && position < ranges.end(i)) return true;
  return false;
}
