import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerPing, createClockPinger, type Ping } from './clock-pinger';
import { DEFAULT_CLOCK_WINDOW, SharedClock } from './shared-clock';

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

/** A follower 40 ms from the leader each way; the leader's clock runs 5000 ms ahead. */
function rig(options: { burst?: number; fill?: number } = {}) {
  const leaderNow = () => Date.now() + 5000;
  const clock = new SharedClock({ now: () => Date.now() });
  const sent: Ping[] = [];
  const pinger = createClockPinger({ id: 'headset-1', clock, now: () => Date.now(), send: (ping) => sent.push(ping), ...options });
  /** Delivers every ping sent so far and brings its answer back, 40 ms each way. */
  const answerAll = () => {
    const pings = sent.splice(0);
    vi.advanceTimersByTime(40);
    const pongs = pings.map((ping) => answerPing(ping, leaderNow));
    vi.advanceTimersByTime(40);
    pongs.forEach((pong) => pinger.receive(pong));
  };
  return { clock, sent, pinger, answerAll };
}

describe('answerPing', () => {
  it("stamps the ping with the leader's clock", () => {
    const times = [100, 103];
    const pong = answerPing({ id: 'a', n: 2, sentAt: 7 }, () => times.shift() ?? 0);
    expect(pong).toEqual({ id: 'a', n: 2, sentAt: 7, leaderReceivedAt: 100, leaderSentAt: 103 });
  });
});

describe('createClockPinger', () => {
  it('sends a burst of 8 pings 150 ms apart, then 40 every 2 s to fill the clock window of 48, then one every 5 s', () => {
    const { sent, pinger } = rig();
    pinger.start();
    vi.advanceTimersByTime(7 * 150);
    expect(sent.map((ping) => ping.sentAt)).toEqual([0, 150, 300, 450, 600, 750, 900, 1050]);
    expect(sent.map((ping) => ping.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    vi.advanceTimersByTime(1999);
    expect(sent).toHaveLength(8);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(9);
    vi.advanceTimersByTime(39 * 2000);
    expect(sent).toHaveLength(48);
    expect(DEFAULT_CLOCK_WINDOW).toBe(48);
    vi.advanceTimersByTime(4999);
    expect(sent).toHaveLength(48);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(49);
  });

  it('fills the window again after a new burst (a new leader, a wake)', () => {
    const { sent, pinger } = rig({ burst: 2, fill: 3 });
    pinger.start();
    vi.advanceTimersByTime(150 + 3 * 2000 + 5000);
    expect(sent.map((ping) => ping.sentAt)).toEqual([0, 150, 2150, 4150, 6150, 11_150]);
    pinger.burst();
    vi.advanceTimersByTime(150 + 2000);
    expect(sent.map((ping) => ping.sentAt).slice(6)).toEqual([11_150, 11_300, 13_300]);
  });

  it('turns answers into samples: the clock is ready and right after the burst', () => {
    const { clock, pinger, answerAll } = rig();
    pinger.start();
    for (let i = 0; i < 2; i++) {
      answerAll();
      vi.advanceTimersByTime(70);
    }
    expect(clock.ready).toBe(false);
    answerAll();
    expect(clock.ready).toBe(true);
    expect(clock.offset).toBe(5000);
    expect(clock.delay).toBe(80);
  });

  it('ignores answers for another follower, unknown pings, repeats and replies from before a reload', () => {
    const add = vi.fn();
    const sent: Ping[] = [];
    const pinger = createClockPinger({ id: 'me', clock: { add }, now: () => Date.now(), send: (ping) => sent.push(ping) });
    pinger.start();
    const ping = sent[0];
    if (!ping) throw new Error('no ping');
    const pong = answerPing(ping, () => 1);
    pinger.receive({ ...pong, id: 'someone-else' });
    pinger.receive({ ...pong, n: 99 });
    pinger.receive({ ...pong, sentAt: ping.sentAt - 60_000 });
    expect(add).not.toHaveBeenCalled();
    pinger.receive(pong);
    pinger.receive(pong);
    expect(add).toHaveBeenCalledOnce();
  });

  it('bursts again on demand, and sends nothing before start or after dispose', () => {
    const { sent, pinger } = rig({ burst: 3 });
    pinger.burst();
    vi.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(0);
    pinger.start();
    vi.advanceTimersByTime(2000);
    expect(sent).toHaveLength(3);
    pinger.burst();
    vi.advanceTimersByTime(300);
    expect(sent).toHaveLength(6);
    pinger.dispose();
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(6);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('schedules with the timers it is given', () => {
    const scheduled: Array<{ callback: () => void; ms: number }> = [];
    const timers = { setTimeout: (callback: () => void, ms: number) => scheduled.push({ callback, ms }), clearTimeout: vi.fn() };
    const send = vi.fn();
    const pinger = createClockPinger({ id: 'a', clock: { add: vi.fn() }, send, now: () => 0, timers, burst: 2 });
    pinger.start();
    scheduled.shift()?.callback();
    expect(send).toHaveBeenCalledTimes(2);
    expect(scheduled.map((entry) => entry.ms)).toEqual([2000]);
    pinger.dispose();
    expect(timers.clearTimeout).toHaveBeenCalledOnce();
  });
});
