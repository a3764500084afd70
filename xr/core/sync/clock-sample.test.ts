import { describe, expect, it } from 'vitest';
import { measure } from './clock-sample';

describe('measure', () => {
  it("finds the offset and the network round trip, leaving out the leader's turnaround", () => {
    // Leader 1000 ms ahead; 30 ms there, 50 ms back, 5 ms to answer.
    const sample = { sentAt: 0, leaderReceivedAt: 1030, leaderSentAt: 1035, receivedAt: 85 };
    expect(measure(sample)).toEqual({ offset: 990, delay: 80 });
  });

  it('is exact when both directions take as long', () => {
    expect(measure({ sentAt: 100, leaderReceivedAt: -460, leaderSentAt: -460, receivedAt: 180 })).toEqual({ offset: -600, delay: 80 });
  });

  it('rejects timestamps that cannot be right', () => {
    expect(measure({ sentAt: 100, leaderReceivedAt: 0, leaderSentAt: 50, receivedAt: 120 })).toBeNull();
    expect(measure({ sentAt: Number.NaN, leaderReceivedAt: 0, leaderSentAt: 0, receivedAt: 1 })).toBeNull();
  });
});
