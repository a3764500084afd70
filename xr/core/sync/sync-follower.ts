/**
 * Drives one headset's media element to follow the leader's playback state: prepares and starts on the shared
 * clock, then keeps within a few ms of it by nudging the rate, seeking only for gaps too big to play away.
 * A headset that falls behind (buffering, taken off) catches up on its own; nobody waits for it.
 */
import { correctionFor, DEFAULT_SEEK_ABOVE_S, rateCatchesMs, type CorrectionOptions } from './drift-correction';
import { createReportGate, type FollowerReport, type FollowerStatus, type ReportGate } from './follower-report';
import { positionAt, type PlaybackState } from './playback-state';
import { PlayLead } from './play-lead';
import { DEFAULT_SEEK_LEAD_MS, learnSeekLead } from './seek-lead';
import { supersedes } from './state-order';
import { globalTimers, localNow, timerSlot, type TimerSlot, type Timers } from './time-sources';

/** The part of a media element the follower drives; a thin adapter over HTMLVideoElement. */
export interface SyncMedia {
  readonly currentTime: number;
  readonly paused: boolean;
  /** Seconds; NaN or Infinity while unknown. */
  readonly duration: number;
  readonly playbackRate: number;
  /** Through the player's controller: nothing outside the player writes to its element. */
  setPlaybackRate(rate: number): void;
  /** true while it cannot play for lack of data (seeking, waiting, stalled, readyState < 3). */
  readonly buffering: boolean;
  seek(seconds: number): void;
  /** Must not throw; a refused play (autoplay policy) shows as `paused` staying true, and is tried again. */
  play(): void;
  pause(): void;
}

/** The shared clock as the follower needs it (a SharedClock; the leader's own player passes its local clock). */
export interface FollowerClock {
  readonly ready: boolean;
  now(): number;
}

export interface SyncFollowerOptions {
  media: SyncMedia;
  clock: FollowerClock;
  /** This device's clock (ms), for the follower's own timing. */
  now?: () => number;
  timers?: Timers;
  tickMs?: number;
  onReport?: (report: FollowerReport) => void;
  /** A drift within this (ms) reports as in sync. */
  inSyncMs?: number;
  correction?: Omit<CorrectionOptions, 'currentRate'>;
}

export interface SyncFollower {
  apply(state: PlaybackState): void;
  tick(): void;
  report(): FollowerReport;
  /** The headset was taken off: stop correcting (the page decides whether to pause or mute). */
  suspend(): void;
  /** Put back on: land where the session is now. */
  resume(): void;
  dispose(): void;
}

export const DEFAULT_TICK_MS = 200;
export const DEFAULT_IN_SYNC_MS = 80;
/** After a seek the playhead needs time to settle (buffer, decoder, rate); judged sooner, seeks would chain. */
export const SEEK_SETTLE_MS = 1500;
/** A paused headset this close to its position stays put: seeking would only throw its buffer away. */
const PAUSED_SEEK_THRESHOLD_S = 0.05;
/** This close to the end there is nothing to join: the concert is over here. */
const END_MARGIN_S = 0.25;
/** Joins that did not get it playing wait 2×, 4×… SEEK_SETTLE_MS before the next, up to 16× (24 s). */
const MAX_BACKOFF_DOUBLINGS = 4;

export function createSyncFollower(options: SyncFollowerOptions): SyncFollower {
  return new Follower(options);
}

class Follower implements SyncFollower {
  private readonly media: SyncMedia;
  private readonly clock: FollowerClock;
  private readonly now: () => number;
  private readonly startTimer: TimerSlot;
  private readonly tickTimer: TimerSlot;
  private readonly gate: ReportGate | null;
  private state: PlaybackState | null = null;
  /** The newest state has yet to be acted on (the clock was not ready, or the headset was off). */
  private pending = false;
  /** Seeked and paused for a shared start that is still to come. */
  private prepared = false;
  private suspended = false;
  private disposed = false;
  private lastSeekAt = -Infinity;
  private seekLeadMs = DEFAULT_SEEK_LEAD_MS;
  /** The lead the last seek used, until its landing has been measured. */
  private measuring: number | null = null;
  private readonly playLead = new PlayLead();
  private lastTickAt = -Infinity;
  private stepMs = DEFAULT_TICK_MS;
  /** Joins in a row after which the media stayed paused (play refused, e.g. by the autoplay policy). */
  private failedJoins = 0;

  constructor(private readonly options: SyncFollowerOptions) {
    this.media = options.media;
    this.clock = options.clock;
    this.now = options.now ?? localNow;
    const timers = options.timers ?? globalTimers;
    this.startTimer = timerSlot(timers);
    this.tickTimer = timerSlot(timers);
    const send = options.onReport;
    this.gate = send ? createReportGate({ now: this.now, send }) : null;
    this.scheduleTick();
  }

  apply(next: PlaybackState): void {
    if (this.disposed || !supersedes(next, this.state)) return;
    this.state = next;
    this.pending = true;
    this.enact();
    this.offerReport();
  }

  tick(): void {
    if (this.disposed) return;
    // Until the next tick, about as long as since the last: a busy page's ticks come late.
    const now = this.now();
    this.stepMs = Math.max(this.options.tickMs ?? DEFAULT_TICK_MS, Math.min(now - this.lastTickAt, SEEK_SETTLE_MS));
    this.lastTickAt = now;
    if (!this.suspended) this.step();
    this.offerReport();
  }

  report(): FollowerReport {
    const status = this.status();
    const driftMs = this.driftMs();
    const inSyncMs = this.options.inSyncMs ?? DEFAULT_IN_SYNC_MS;
    const inSync = driftMs !== null && Math.abs(driftMs) <= inSyncMs && status !== 'buffering';
    return { status, driftMs, inSync };
  }

  suspend(): void {
    if (this.disposed || this.suspended) return;
    this.suspended = true;
    this.pending = true;
    this.unprepare();
    this.setRate(this.state?.rate ?? 1);
  }

  resume(): void {
    if (this.disposed || !this.suspended) return;
    this.suspended = false;
    // Landing where the session is now is the point of resuming; the last seek is long past in any case.
    this.lastSeekAt = -Infinity;
    this.enact();
    this.offerReport();
  }

  dispose(): void {
    if (this.disposed) return;
    this.unprepare();
    this.tickTimer.clear();
    this.setRate(1);
    this.disposed = true;
  }

  /** Acts on the newest state, once it can. */
  private enact(): void {
    const state = this.state;
    if (!state || this.suspended) return;
    // Without the offset a start time means nothing; a paused or waiting state needs no clock.
    if (state.status === 'playing' && !this.clock.ready) return;
    this.pending = false;
    this.failedJoins = 0;
    this.playLead.forget();
    this.unprepare();
    if (state.status !== 'playing') return this.hold(state.status === 'paused' ? state.position : null);
    if (this.clock.now() < state.at) return this.prepare(state);
    this.land(state);
  }

  private step(): void {
    if (this.pending) this.enact();
    const state = this.state;
    if (this.pending || !state) return;
    // The leader decides: a play pressed on the headset itself while the session is paused is undone.
    if (state.status !== 'playing') return this.media.paused ? undefined : this.media.pause();
    // A clock being estimated afresh (reset after a change of leader or a wake) says nothing yet: play on.
    if (!this.clock.ready) return;
    // The start timer may be late or lost (a throttled page); the tick is the fallback.
    if (this.prepared) {
      if (this.clock.now() >= state.at - this.playLead.ms) this.startNow(state);
      return;
    }
    this.follow(state);
  }

  private hold(position: number | null): void {
    this.media.pause();
    this.setRate(this.state?.rate ?? 1);
    if (position !== null && Math.abs(this.media.currentTime - position) > PAUSED_SEEK_THRESHOLD_S) this.media.seek(position);
  }

  private prepare(state: PlaybackState): void {
    this.hold(state.position);
    this.prepared = true;
    this.scheduleStart(state);
  }

  private scheduleStart(state: PlaybackState): void {
    const wait = Math.max(0, state.at - this.playLead.ms - this.clock.now());
    this.startTimer.set(() => {
      // Without a ready clock the tick starts it, once the clock is back.
      if (!this.prepared || this.state !== state || !this.clock.ready) return;
      // The clock estimate may have moved while waiting: check against it again.
      if (state.at - this.playLead.ms - this.clock.now() > 1) this.scheduleStart(state);
      else this.startNow(state);
    }, wait);
  }

  private startNow(state: PlaybackState): void {
    this.unprepare();
    // A start timer late on a busy page starts all the same, and the rate catches up under the fade-in; only
    // one later than that (a throttled page) seeks, whose landing is only as close as its lead guessed.
    const leadMs = state.at - this.clock.now();
    if (this.playLead.ms - leadMs > rateCatchesMs(this.options.correction)) return this.join(state);
    this.setRate(state.rate);
    this.media.play();
    this.playLead.began(this.media.currentTime, leadMs, this.now(), this.media.buffering);
  }

  private unprepare(): void {
    this.prepared = false;
    this.startTimer.clear();
  }

  /** Arrives in a session already playing: seeks only if not playing or far off; the rate does the rest. */
  private land(state: PlaybackState): void {
    const drift = this.media.currentTime - this.expected(state);
    const seekAbove = this.options.correction?.seekAbove ?? DEFAULT_SEEK_ABOVE_S;
    if (this.media.paused || Math.abs(drift) > seekAbove) this.join(state);
  }

  /** Seeks ahead of the expected position by what a seek takes, and plays. */
  private join(state: PlaybackState): void {
    const target = this.expected(state) + (this.seekLeadMs / 1000) * state.rate;
    if (this.atEnd(target)) return;
    this.playLead.forget();
    this.media.seek(target);
    this.setRate(state.rate);
    this.media.play();
    this.lastSeekAt = this.now();
    this.measuring = this.seekLeadMs;
  }

  /** One tick of keeping in step while the session plays. */
  private follow(state: PlaybackState): void {
    // Buffering: nothing to correct until data comes; the gap is dealt with once it plays again.
    if (this.media.buffering) return this.playLead.stalled();
    const expected = this.expected(state);
    if (this.media.paused) return this.rejoin(state, expected);
    const drift = this.media.currentTime - expected;
    this.failedJoins = 0;
    if (!this.playLead.underWay(this.media.currentTime, (drift / state.rate) * 1000, this.now())) return;
    this.learnLanding(drift);
    const currentRate = this.media.playbackRate / state.rate;
    const correction = correctionFor(drift, { ...this.options.correction, currentRate, stepSeconds: this.stepMs / 1000 }, this.media.currentTime);
    if (correction.kind === 'seek') {
      if (this.seekAllowed()) this.join(state);
      return;
    }
    this.setRate(state.rate * (correction.kind === 'rate' ? correction.rate : 1));
  }

  /** Paused while the session plays: the page or the person paused it, or play was refused. */
  private rejoin(state: PlaybackState, expected: number): void {
    if (this.atEnd(expected)) return;
    // A join whose play did not take is still being measured. Each try seeks, and a seek may fetch a segment
    // of 360° video: a headset that cannot play must not fetch one every 1.5 s on the care home's Wi-Fi.
    const refused = this.measuring !== null;
    const doublings = refused ? Math.min(this.failedJoins + 1, MAX_BACKOFF_DOUBLINGS) : 0;
    if (this.now() - this.lastSeekAt < SEEK_SETTLE_MS * 2 ** doublings) return;
    if (refused) this.failedJoins++;
    this.join(state);
  }

  /** The first settled tick after a seek shows how long the seek took. */
  private learnLanding(driftSeconds: number): void {
    if (this.measuring === null) return;
    this.seekLeadMs = learnSeekLead(this.seekLeadMs, this.measuring, driftSeconds * 1000);
    this.measuring = null;
  }

  private seekAllowed(): boolean {
    return this.now() - this.lastSeekAt >= SEEK_SETTLE_MS;
  }

  private expected(state: PlaybackState): number {
    return positionAt(state, this.clock.now(), this.media.duration);
  }

  private atEnd(position: number): boolean {
    const duration = this.media.duration;
    return Number.isFinite(duration) && duration > 0 && position >= duration - END_MARGIN_S;
  }

  private setRate(rate: number): void {
    if (this.media.playbackRate !== rate) this.media.setPlaybackRate(rate);
  }

  private status(): FollowerStatus {
    const state = this.state;
    if (!state || state.status === 'waiting') return 'waiting';
    if (state.status === 'ended') return 'ended';
    if (this.media.buffering) return 'buffering';
    if (state.status === 'paused') return 'paused';
    if (this.prepared || (this.clock.ready && this.clock.now() < state.at)) return 'waiting';
    if (!this.media.paused) return 'playing';
    if (!this.clock.ready) return 'waiting';
    return this.atEnd(this.media.currentTime) ? 'ended' : 'paused';
  }

  private driftMs(): number | null {
    const state = this.state;
    if (!state || (state.status === 'playing' && !this.clock.ready)) return null;
    if (state.status !== 'playing' && state.status !== 'paused') return null;
    const expected = state.status === 'paused' ? state.position : this.expected(state);
    return Math.round((this.media.currentTime - expected) * 1000);
  }

  private offerReport(): void {
    if (!this.disposed) this.gate?.offer(this.report());
  }

  private scheduleTick(): void {
    this.tickTimer.set(() => {
      this.tick();
      if (!this.disposed) this.scheduleTick();
    }, this.options.tickMs ?? DEFAULT_TICK_MS);
  }
}
