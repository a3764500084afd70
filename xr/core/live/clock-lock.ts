import type { CatchUp } from './catch-up';
import { MAX_CATCH_UP_RATE, MAX_CATCH_UP_SECONDS } from './live-config';

/**
 * The default distance from a frame's program date-time to the moment it shows, in target durations (5 s with
 * 2 s segments). A segment is published when it is complete, one target duration after its date-time; hls.js
 * finds it at its next playlist reload, up to one more target duration later (it reloads once per target
 * duration); fetching it costs a round trip and its transfer, a few hundred milliseconds. So the segment that
 * starts at date-time p is in the player by p + 2 target durations + ~0.5 s at the latest (4.5 s), and is
 * needed at p + the latency: 5 s leaves half a second for the unluckiest reload timing (1.5 s on average) while
 * the latency, which the lock holds, stays a second under the 6 s that standard HLS is allowed (issue 24).
 */
export const LOCK_TARGET_DURATIONS = 2.5;

/**
 * Within this of the locked position the rate stays 1. Two viewers held each within it of one position show
 * moments at most 0.2 s apart, below what a listener comparing two rooms on a call would notice.
 */
export const LOCK_DEAD_BAND_SECONDS = 0.1;
/**
 * The band for the headsets of one room (LiveOptions.lockBandSeconds): they sit side by side with open speakers,
 * where about 30 ms apart is heard as an echo; each within 10 ms of the room's position keeps two within 20 ms.
 */
export const ROOM_LOCK_BAND_SECONDS = 0.01;
/**
 * The rate a room's headset rests at within its band: a hair off normal speed, never exactly 1, towards the locked
 * position. Chrome plays exactly 1 without its time-stretcher and any other rate through it (WSOLA), and each
 * switch into it put the picture's clock 15–30 ms later (bench:live: a headset going from 1 to 1.01 read 5.054 s
 * behind, then 5.086 s), so a headset held within 10 ms by switching between 1 and 1.01 paid that at every
 * correction and wandered 30–40 ms from the others. Always through the stretcher, every headset carries the same
 * delay and none jumps; 0.1 % off normal speed moves it 1 ms a second, inaudibly.
 */
export const ROOM_REST_RATE_DELTA = 0.001;
/**
 * How far off a room's headset may be before it jumps instead of catching up by rate (LiveOptions.jumpAboveSeconds).
 * A lone viewer catches up for up to MAX_CATCH_UP_SECONDS: only they hear it, as a concert that presses on. In a
 * room the headset's neighbours hear it too, as an echo, and the rate closes a gap slowly at its end (at 0.5 s off
 * it plays at 1.05, and the last 0.1 s alone takes ten seconds at 1.01): one short cut ends the echo at once, as
 * Jellyfin's SyncPlay skips to sync beyond half a second and the recordings' follower seeks beyond one.
 */
export const ROOM_JUMP_ABOVE_SECONDS = 0.5;
/** Each second off the locked position changes the rate by this much (1.05 at 0.5 s), at least by 0.01. */
const RATE_PER_SECOND_OFF = 0.1;
const SMALLEST_RATE_STEP = 0.01;
/** The slowest the lock plays: as far below normal speed as the catch-up goes above it. */
export const MIN_LOCK_RATE = Math.round((2 - MAX_CATCH_UP_RATE) * 100) / 100;

/** The latency the lock holds: the concert's own when it sets one, else the default for the stream's segments. */
export function lockLatency(targetDuration: number, configured?: number): number {
  return configured ?? LOCK_TARGET_DURATIONS * targetDuration;
}

export interface LockInput {
  /** Seconds behind the locked position (negative when ahead of it). */
  behindSeconds: number;
  paused: boolean;
  /** The viewer held playback back themselves: they return with 'back to live'. */
  heldBack: boolean;
  /**
   * The first frame since the engine placed playback (the join, a resume, 'back to live'): nothing has been
   * heard from here yet, so a jump to the exact position costs nothing.
   */
  placing?: boolean;
  /** Within this of the locked position the rate stays 1 (LOCK_DEAD_BAND_SECONDS when absent). */
  bandSeconds?: number;
  /**
   * Within the band, rest at this far from normal speed, towards the locked position, instead of at 1: a room's
   * headsets (ROOM_REST_RATE_DELTA), so that they never switch the browser's time-stretcher on and off.
   */
  restRateDelta?: number;
  /** Further off than this, jump (MAX_CATCH_UP_SECONDS when absent; ROOM_JUMP_ABOVE_SECONDS for a room's headsets). */
  jumpAboveSeconds?: number;
}

/**
 * How playback is held at the wall clock: a gentle rate towards the locked position, faster when behind and
 * slower when ahead, never beyond the catch-up's bounds; a jump only when too far off to close by rate within
 * about a minute (a room's headset: half a second), or on the first frame after the engine placed playback. Nothing while paused, and normal speed for a viewer who
 * held playback back.
 */
export function lockStep(input: LockInput): CatchUp {
  const { behindSeconds, paused, heldBack, placing = false, bandSeconds = LOCK_DEAD_BAND_SECONDS, restRateDelta = 0, jumpAboveSeconds = MAX_CATCH_UP_SECONDS } = input;
  if (paused) return { kind: 'leave' };
  if (heldBack) return { kind: 'rate', rate: 1 };
  const off = Math.abs(behindSeconds);
  if (off <= bandSeconds) return { kind: 'rate', rate: behindSeconds > 0 ? 1 + restRateDelta : 1 - restRateDelta };
  // A placing jump only beyond the usual band: a seek lands tens of ms late, and one to close less would repeat.
  if ((placing && off > LOCK_DEAD_BAND_SECONDS) || off > jumpAboveSeconds) return { kind: 'jump' };
  const step = Math.max(SMALLEST_RATE_STEP, off * RATE_PER_SECOND_OFF);
  const rate = behindSeconds > 0 ? Math.min(MAX_CATCH_UP_RATE, 1 + step) : Math.max(MIN_LOCK_RATE, 1 - step);
  return { kind: 'rate', rate: Math.round(rate * 100) / 100 };
}
