/**
 * How long before a shared start to call `play()`. Between `play()` and the playhead moving a browser starts
 * its audio output and decoder (tens of ms on a desktop, a hundred or more on a busy headset); a headset that
 * calls it at the start time begins that much behind the room, audibly so until a rate has played the gap
 * away. Each headset learns its own from the starts it makes, as it does a seek's (seek-lead.ts).
 */
import { learnSeekLead } from './seek-lead';

/** Before the first start has been measured: a desktop browser's usual latency, a little under a headset's. */
export const DEFAULT_PLAY_LEAD_MS = 50;
/** A start slower than this was a stall, not the device's latency: waited for no longer, and not learned from. */
export const MAX_PLAY_LEAD_MS = 500;

/**
 * The lead to use next time. `usedLeadMs` is how far before the start `play()` was in fact called (less than
 * the lead asked for when the timer fired late), `driftAfterMs` the playhead's drift once it moved.
 */
export function learnPlayLead(leadMs: number, usedLeadMs: number, driftAfterMs: number): number {
  return Math.min(MAX_PLAY_LEAD_MS, learnSeekLead(leadMs, usedLeadMs, driftAfterMs));
}

/** One device's play lead, and the start being measured to learn it. */
export class PlayLead {
  /** How long before a start to call play() (ms). */
  ms = DEFAULT_PLAY_LEAD_MS;
  /** `stalled` once the start waited for data, whose delay says nothing of the device's own. */
  private start: { from: number; leadMs: number; at: number; stalled: boolean } | null = null;

  /** play() was called `leadMs` before the start (negative when late), the playhead at `from`, at local `at`. */
  began(from: number, leadMs: number, at: number, buffering: boolean): void {
    this.start = { from, leadMs, at, stalled: buffering };
  }

  /** The start was overtaken (a new state, a seek): nothing to learn from it. */
  forget(): void {
    this.start = null;
  }

  stalled(): void {
    if (this.start) this.start.stalled = true;
  }

  /**
   * Whether the start is under way. Until its playhead moves the gap is the device's latency, not drift, and
   * a rate set then would only overshoot once it moves; the first reading after it moved shows how long it
   * took (`driftMs`, + ahead). A start that has not moved in the longest a start may take is given up on.
   */
  underWay(currentTime: number, driftMs: number, now: number): boolean {
    const start = this.start;
    if (!start) return true;
    const moved = currentTime !== start.from;
    if (!moved && now - start.at < MAX_PLAY_LEAD_MS) return false;
    this.start = null;
    if (moved && !start.stalled) this.ms = learnPlayLead(this.ms, start.leadMs, driftMs);
    return true;
  }
}
