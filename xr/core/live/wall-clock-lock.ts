import { LOCK_DEAD_BAND_SECONDS, lockLatency, lockStep, type LockInput } from './clock-lock';
import type { LiveOptions } from './live-types';
import { datedFragments, datedWindow, dateTimeAt, positionAt } from './program-date-time';
import type { PlaylistDetails } from './playlist-kind';

/** What to do to playback: seek (a jump, always to within the playlist), set the rate, or leave it. */
export type LockAction = { kind: 'seek'; position: number } | { kind: 'rate'; rate: number } | { kind: 'leave' };

/** What the lock reads of a playlist: its kind, its segment length, and its dated segments. */
export type LockDetails = Pick<PlaylistDetails, 'live' | 'targetduration' | 'partTarget' | 'canBlockReload' | 'fragments'>;

/**
 * A standard live stream that carries EXT-X-PROGRAM-DATE-TIME, read against one wall clock: the position whose
 * frame was filmed the target latency ago. Every viewer on the same clock computes the same position from the
 * same playlist, whenever they loaded it (hls.js's own live sync position counts from when each viewer happened
 * to load the playlist, and put viewers up to a segment and more apart). Low-Latency HLS keeps hls.js's
 * part hold-back, which already follows the edge part by part; a stream without date-times, hls.js's edge.
 */
export class WallClockLock {
  private dated: ReturnType<typeof datedFragments> = [];
  private targetDuration = 0;
  private readonly clock: () => number;

  constructor(private readonly live: LiveOptions) {
    this.clock = live.wallClock ?? Date.now;
  }

  /** Each playlist as hls.js has placed it on the timeline; answers whether the lock holds for it. */
  read(details: LockDetails): boolean {
    const lowLatency = details.partTarget > 0 && details.canBlockReload;
    this.dated = details.live && !lowLatency ? datedFragments(details.fragments) : [];
    this.targetDuration = details.targetduration;
    return this.locked;
  }

  get locked(): boolean {
    return this.dated.length > 0;
  }

  /** The latency held, from a frame's program date-time to its showing (seconds). */
  get targetLatency(): number {
    return lockLatency(this.targetDuration, this.live.targetLatencySeconds);
  }

  /** Where playback belongs now, within what the playlist offers; null when not locked. */
  position(): number | null {
    const exact = positionAt(this.dated, this.clock() - this.targetLatency * 1000);
    const window = datedWindow(this.dated);
    if (exact === null || window === null) return null;
    return Math.min(Math.max(exact, window.start), window.end);
  }

  /** The exact position is in what the playlist offers (not in a hole before its first segment). */
  available(): boolean {
    const exact = positionAt(this.dated, this.clock() - this.targetLatency * 1000);
    const window = datedWindow(this.dated);
    return exact !== null && window !== null && exact >= window.start;
  }

  /** Seconds from the frame at `position` to now on the wall clock; null when not locked. */
  latency(position: number): number | null {
    const dateTime = dateTimeAt(this.dated, position);
    return dateTime === null ? null : (this.clock() - dateTime) / 1000;
  }

  /** Seconds behind the locked position (negative when ahead), counted on the wall clock, not the window. */
  behind(position: number): number | null {
    const latency = this.latency(position);
    return latency === null ? null : latency - this.targetLatency;
  }

  /**
   * What to do about playback at `position` (lockStep). A jump goes no further than the playlist: with the
   * playlist stalled the position stops at its end, where a seek every second would only stutter.
   */
  hold(position: number, state: Omit<LockInput, 'behindSeconds'>): LockAction {
    const behind = this.behind(position);
    if (behind === null) return { kind: 'leave' };
    const { lockBandSeconds: bandSeconds, restRateDelta, jumpAboveSeconds } = this.live;
    const step = lockStep({ ...state, behindSeconds: behind, bandSeconds, restRateDelta, jumpAboveSeconds });
    if (step.kind !== 'jump') return step;
    const target = this.position();
    return target === null || Math.abs(target - position) <= LOCK_DEAD_BAND_SECONDS ? { kind: 'leave' } : { kind: 'seek', position: target };
  }
}
