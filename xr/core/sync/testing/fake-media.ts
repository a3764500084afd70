/**
 * A media element in simulated time, for the follower's tests: the playhead moves by rate × elapsed while
 * playing and not buffering; a seek buffers for a while, as a real one does. Time is read from `now` lazily,
 * so the double works with Vitest's fake timers without a loop of its own. Tests only.
 */
import type { SyncMedia } from '../sync-follower';

export interface FakeMediaOptions {
  /** Local clock (ms). */
  now(): number;
  /** How long each seek leaves it buffering. */
  seekMs?: number;
  /** From play() to the playhead moving (a browser starting its audio output and decoder); not buffering. 50 ms when not given, a desktop browser's. */
  playLatencyMs?: number;
  duration?: number;
}

export class FakeMedia implements SyncMedia {
  readonly seeks: Array<{ to: number; at: number }> = [];
  readonly plays: number[] = [];
  readonly rates: number[] = [];
  /** Refuses play() as a browser's autoplay policy does: it stays paused. */
  refusePlay = false;
  private time = 0;
  private rate = 1;
  private isPaused = true;
  private last: number;
  private blockedUntil = -Infinity;
  private movesFrom = -Infinity;

  constructor(private readonly options: FakeMediaOptions) {
    this.last = options.now();
  }

  get currentTime(): number {
    this.settle();
    return this.time;
  }

  get paused(): boolean {
    this.settle();
    return this.isPaused;
  }

  get duration(): number {
    return this.options.duration ?? Number.NaN;
  }

  get playbackRate(): number {
    return this.rate;
  }

  setPlaybackRate(rate: number): void {
    this.settle();
    this.rate = rate;
    this.rates.push(rate);
  }

  get buffering(): boolean {
    return this.options.now() < this.blockedUntil;
  }

  seek(seconds: number): void {
    this.settle();
    this.time = Math.max(0, seconds);
    this.seeks.push({ to: seconds, at: this.options.now() });
    this.block(this.options.seekMs ?? 120);
  }

  play(): void {
    this.settle();
    if (this.refusePlay) return;
    if (this.isPaused) this.movesFrom = this.options.now() + (this.options.playLatencyMs ?? 50);
    this.isPaused = false;
    this.plays.push(this.options.now());
  }

  pause(): void {
    this.settle();
    this.isPaused = true;
  }

  /** Data runs out for a while (a network hiccup). */
  stall(ms: number): void {
    this.settle();
    this.block(ms);
  }

  /** Moves the playhead behind the follower's back, to make drift. */
  shift(seconds: number): void {
    this.settle();
    this.time += seconds;
  }

  private block(ms: number): void {
    this.blockedUntil = Math.max(this.blockedUntil, this.options.now() + ms);
  }

  private settle(): void {
    const now = this.options.now();
    if (now <= this.last) return;
    const from = Math.max(this.last, Math.min(now, this.blockedUntil), Math.min(now, this.movesFrom));
    if (!this.isPaused) this.time += ((now - from) / 1000) * this.rate;
    if (this.time >= this.duration) {
      this.time = this.duration;
      this.isPaused = true;
    }
    this.last = now;
  }
}
