/**
 * One simulated ping/pong between a follower whose clock reads `true time` and a leader whose clock reads
 * `true time + offset`, with the given one-way delays. Tests only.
 */
import type { ClockSample } from '../clock-sample';

export interface Exchange {
  /** True time the ping leaves (ms). */
  at: number;
  offset: number;
  there: number;
  back: number;
  /** The leader's time between receiving and answering. */
  turnaround?: number;
}

export function exchange({ at, offset, there, back, turnaround = 1 }: Exchange): ClockSample {
  const leaderReceivedAt = at + there + offset;
  return {
    sentAt: at,
    leaderReceivedAt,
    leaderSentAt: leaderReceivedAt + turnaround,
    receivedAt: at + there + turnaround + back,
  };
}
