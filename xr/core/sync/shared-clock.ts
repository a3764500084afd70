/**
 * This headset's estimate of the leader's clock, from NTP-style ping samples. Everything shared in a session
 * (when to start, where the playhead should be) is stated in leader time, so each device only needs this one
 * number, the offset, to act on it.
 */
import { measure, type ClockSample, type Measurement } from './clock-sample';
import { estimateOffset, type OffsetEstimate } from './offset-estimate';
import { localNow } from './time-sources';

export type { ClockSample } from './clock-sample';

/** Enough exchanges that some were fast each way: the estimate's error is half the difference (clock-pinger). */
export const DEFAULT_CLOCK_WINDOW = 48;
/** Fewer samples than this leave the estimate at the mercy of one exchange that was fast one way, slow the other. */
export const READY_SAMPLES = 3;
/**
 * Samples in a row that cannot be true under the current estimate before the clock believes it stepped. A
 * headset that slept (taken off) comes back with its monotonic clock behind, and a new leader device has a
 * clock of its own; old fast samples would otherwise outvote the truth until they left the window.
 */
const STEP_CONFIRMATIONS = 3;
/** Rounding in the timestamps (browsers coarsen `performance.now()`). */
const STEP_SLACK_MS = 5;

export interface SharedClockOptions {
  /** This device's clock in ms; `performance.timeOrigin + performance.now()` by default. */
  now?: () => number;
  /** How many recent samples are kept. */
  window?: number;
}

export class SharedClock {
  private readonly localNow: () => number;
  private readonly window: number;
  private measurements: Measurement[] = [];
  private contradicting: Measurement[] = [];
  private estimate: OffsetEstimate | null = null;

  constructor(options: SharedClockOptions = {}) {
    this.localNow = options.now ?? localNow;
    this.window = Math.max(READY_SAMPLES, Math.floor(options.window ?? DEFAULT_CLOCK_WINDOW));
  }

  add(sample: ClockSample): void {
    const measurement = measure(sample);
    if (!measurement) return;
    if (this.contradicts(measurement)) {
      this.contradicting.push(measurement);
      if (this.contradicting.length < STEP_CONFIRMATIONS) return;
      this.measurements = this.contradicting;
    } else {
      this.measurements.push(measurement);
    }
    this.contradicting = [];
    this.measurements = this.measurements.slice(-this.window);
    this.estimate = estimateOffset(this.measurements);
  }

  get ready(): boolean {
    return this.measurements.length >= READY_SAMPLES;
  }

  /** Leader minus local (ms); 0 before the first sample. */
  get offset(): number {
    return this.estimate?.offset ?? 0;
  }

  /** The typical round trip of the samples that agree with the offset (ms); Infinity before the first sample. */
  get delay(): number {
    return this.estimate?.delay ?? Infinity;
  }

  /** How far the offset can be from the truth at worst (ms), if no clock moved since the samples. */
  get errorBound(): number {
    return this.estimate?.bound ?? Infinity;
  }

  /** The leader's clock now, as far as this device can tell (ms). */
  now(): number {
    return this.localNow() + this.offset;
  }

  reset(): void {
    this.measurements = [];
    this.contradicting = [];
    this.estimate = null;
  }

  /**
   * The true offset lies within half a round trip of every sample's offset, and within `bound` of the
   * estimate; a sample whose interval cannot meet the estimate's means one of the clocks moved.
   */
  private contradicts(measurement: Measurement): boolean {
    if (!this.estimate) return false;
    const gap = Math.abs(measurement.offset - this.estimate.offset);
    return gap > measurement.delay / 2 + this.estimate.bound + STEP_SLACK_MS;
  }
}
