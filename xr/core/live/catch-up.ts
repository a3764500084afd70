import { MAX_CATCH_UP_RATE, MAX_CATCH_UP_SECONDS } from './live-config';

/** Within this of the target latency the rate stays 1: closer than that is noise in hls.js's latency estimate. */
export const CATCH_UP_DEAD_BAND_SECONDS = 0.5;
/** Each second behind the target adds this to the rate, up to the ceiling: 1.05 at 1 s, 1.1 from 2 s. */
const RATE_PER_SECOND_BEHIND = 0.05;

export interface CatchUpInput {
  /** Seconds behind the target latency (negative when ahead of it). */
  behindSeconds: number;
  paused: boolean;
  /** The viewer held playback back themselves (a long pause, a seek back): they return with 'back to live'. */
  heldBack: boolean;
}

export type CatchUp = { kind: 'rate'; rate: number } | { kind: 'jump' } | { kind: 'leave' };

/**
 * What to do about the distance to the live edge: a gentle rate proportional to it (so the rate eases back to 1
 * as the gap closes, without overshoot), a jump when it is too far to catch up by rate, or nothing at all
 * while paused (a rate set on a paused element would be heard as a jump in tempo when it starts).
 */
export function catchUp({ behindSeconds, paused, heldBack }: CatchUpInput): CatchUp {
  if (paused) return { kind: 'leave' };
  if (heldBack || behindSeconds <= CATCH_UP_DEAD_BAND_SECONDS) return { kind: 'rate', rate: 1 };
  if (behindSeconds > MAX_CATCH_UP_SECONDS) return { kind: 'jump' };
  const rate = Math.min(MAX_CATCH_UP_RATE, 1 + behindSeconds * RATE_PER_SECOND_BEHIND);
  return { kind: 'rate', rate: Math.round(rate * 100) / 100 };
}
