/**
 * How a headset closes the gap to where it should be, as a pure decision (Jellyfin SyncPlay's "speed to sync"
 * and "skip to sync"). Small gaps are played away by running a little slow or fast, which nobody notices;
 * only a gap too big to play away in reasonable time is worth a seek and the rebuffering it brings.
 */

export type Correction = { kind: 'none' } | { kind: 'rate'; rate: number } | { kind: 'seek'; to: number };

export interface CorrectionOptions {
  /** A gap above this (seconds) is closed by seeking. */
  seekAbove?: number;
  /** A gap within this (ms) is left alone. */
  toleranceMs?: number;
  /** The most the rate may differ from 1: time-stretched music starts to sound wrong beyond a few percent. */
  maxRateDelta?: number;
  /** The rate is chosen to close the gap in about this long (seconds), within `maxRateDelta`. */
  settleSeconds?: number;
  /** The correcting rate in force now (1 when none); see the hysteresis below. */
  currentRate?: number;
  /**
   * Seconds until the next decision. A held rate never closes more than the gap before then: at 8 % and a
   * decision every 200 ms it would otherwise pass the room by up to 16 ms, and take seconds to come back.
   */
  stepSeconds?: number;
}

export const DEFAULT_SEEK_ABOVE_S = 1;
/**
 * Each headset keeps within this of where it believes it should be, so two of them can rest twice it apart
 * before their clocks' errors are counted. A group is held to 20 ms between any two headsets (p95; about
 * 30 ms is heard as an echo from the open speakers of residents side by side): at 15 ms the band alone took
 * 30 of it. `currentTime` reads steady to about a millisecond, so a 5 ms band does not chase its own noise,
 * and a gap this small is played away at a fraction of a percent off normal speed, which nobody hears.
 */
export const DEFAULT_TOLERANCE_MS = 5;
export const DEFAULT_MAX_RATE_DELTA = 0.08;
export const DEFAULT_SETTLE_S = 2;
/**
 * Hysteresis. A correction under way carries on until the gap is within a third of the tolerance, and keeps
 * at least its rate until then. Without it the rate would flicker on and off at the tolerance's edge with
 * every few ms of noise in `currentTime` and in the clock estimate (a rate change can click on some
 * browsers), and re-deciding each tick would slow the rate as the gap shrinks, so the gap would close
 * exponentially, never quite reaching the tolerance, instead of in about `settleSeconds`.
 */
const RELEASE_FRACTION = 1 / 3;

/**
 * The largest gap (ms) a rate plays away in about `settleSeconds` at the most it may differ from normal: a
 * start this late is better caught up than sought, since a seek lands only as close as its lead guessed.
 */
export function rateCatchesMs(options: Pick<CorrectionOptions, 'maxRateDelta' | 'settleSeconds'> = {}): number {
  const { maxRateDelta = DEFAULT_MAX_RATE_DELTA, settleSeconds = DEFAULT_SETTLE_S } = options;
  return maxRateDelta * settleSeconds * 1000;
}

/**
 * `driftSeconds` is actual minus expected: positive means ahead. A seek goes `to` the expected position,
 * `actualSeconds - driftSeconds`; without `actualSeconds` it is relative to the playhead.
 */
export function correctionFor(driftSeconds: number, options: CorrectionOptions = {}, actualSeconds = 0): Correction {
  const {
    seekAbove = DEFAULT_SEEK_ABOVE_S,
    toleranceMs = DEFAULT_TOLERANCE_MS,
    maxRateDelta = DEFAULT_MAX_RATE_DELTA,
    settleSeconds = DEFAULT_SETTLE_S,
    currentRate = 1,
    stepSeconds,
  } = options;
  const gap = Math.abs(driftSeconds);
  if (!Number.isFinite(gap)) return { kind: 'none' };
  if (gap > seekAbove) return { kind: 'seek', to: actualSeconds - driftSeconds };
  // Ahead means slower.
  const direction = driftSeconds > 0 ? -1 : 1;
  const held = Math.max(0, (currentRate - 1) * direction);
  const release = held > 0 ? toleranceMs * RELEASE_FRACTION : toleranceMs;
  if (gap * 1000 <= release) return { kind: 'none' };
  const beforeNextStep = stepSeconds && stepSeconds > 0 ? gap / stepSeconds : Infinity;
  const delta = Math.min(maxRateDelta, Math.max(gap / Math.max(settleSeconds, 0.001), held), beforeNextStep);
  return { kind: 'rate', rate: Math.round((1 + direction * delta) * 1000) / 1000 };
}
