import { describe, expect, it, vi } from 'vitest';
import { createReportGate, type FollowerReport } from './follower-report';

function rig() {
  let time = 0;
  const send = vi.fn<(report: FollowerReport) => void>();
  const gate = createReportGate({ now: () => time, send });
  return { gate, send, advance: (ms: number) => (time += ms) };
}

const playing = (driftMs: number | null, inSync = true): FollowerReport => ({ status: 'playing', driftMs, inSync });

describe('createReportGate', () => {
  it('sends the first report, and any change of status or of being in sync at once', () => {
    const { gate, send } = rig();
    gate.offer(playing(5));
    gate.offer({ status: 'buffering', driftMs: 5, inSync: false });
    gate.offer(playing(5, false));
    gate.offer(playing(5));
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('sends a drift change only when it is over 20 ms, and at most once a second', () => {
    const { gate, send, advance } = rig();
    gate.offer(playing(5));
    advance(2000);
    gate.offer(playing(24));
    expect(send).toHaveBeenCalledTimes(1);
    gate.offer(playing(30));
    expect(send).toHaveBeenCalledTimes(2);
    advance(500);
    gate.offer(playing(60));
    expect(send).toHaveBeenCalledTimes(2);
    advance(500);
    gate.offer(playing(60));
    expect(send).toHaveBeenLastCalledWith(playing(60));
  });

  it('sends a drift that appears or goes away', () => {
    const { gate, send } = rig();
    gate.offer({ status: 'waiting', driftMs: null, inSync: false });
    gate.offer({ status: 'waiting', driftMs: 0, inSync: false });
    gate.offer({ status: 'waiting', driftMs: null, inSync: false });
    expect(send).toHaveBeenCalledTimes(3);
  });
});
