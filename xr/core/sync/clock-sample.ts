/**
 * One ping's four timestamps turned into an offset and a round trip, as NTP does. The offset's error is at
 * most half the round trip whatever the split between the two directions, which is why the clock trusts the
 * fastest exchanges most.
 */

/** t0 `sentAt` and t3 `receivedAt` on this device's clock; t1 and t2 on the leader's. All in ms. */
export interface ClockSample {
  sentAt: number;
  leaderReceivedAt: number;
  leaderSentAt: number;
  receivedAt: number;
}

export interface Measurement {
  /** Leader minus local (ms). */
  offset: number;
  /** Round trip spent on the network (ms), without the leader's own turnaround. */
  delay: number;
}

/** The sample's offset and delay, or null when its timestamps cannot be right (a negative or unreal delay). */
export function measure(sample: ClockSample): Measurement | null {
  const { sentAt: t0, leaderReceivedAt: t1, leaderSentAt: t2, receivedAt: t3 } = sample;
  const offset = (t1 - t0 + (t2 - t3)) / 2;
  const delay = t3 - t0 - (t2 - t1);
  if (!Number.isFinite(offset) || !Number.isFinite(delay) || delay < 0) return null;
  return { offset, delay };
}
