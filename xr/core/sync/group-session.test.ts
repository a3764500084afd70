/**
 * The whole folder together: a leader and headsets with clocks of their own, talking over a channel with
 * 20–150 ms of jitter each way, as a room does over the broadcast channel.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerPing, createClockPinger, type Ping, type Pong } from './clock-pinger';
import { INITIAL_PLAYBACK_STATE, positionAt, type PlaybackState } from './playback-state';
import { pause, resume, seek, start } from './session-commands';
import { SharedClock } from './shared-clock';
import { createSyncFollower } from './sync-follower';
import { FakeMedia } from './testing/fake-media';
import { between, seededRandom } from './testing/random';

beforeEach(() => vi.useFakeTimers({ now: 5_000_000 }));
afterEach(() => vi.useRealTimers());

const HEADSETS = [
  { id: 'a', skew: -5000, seekMs: 100 },
  { id: 'b', skew: 1234, seekMs: 300 },
  { id: 'c', skew: 777_777, seekMs: 600 },
  { id: 'd', skew: 42, seekMs: 200 },
];

function room(seed: number) {
  const random = seededRandom(seed);
  const leaderNow = () => Date.now();
  const deliver = (run: () => void) => setTimeout(run, between(random, 20, 150));
  const headsets = HEADSETS.map(({ id, skew, seekMs }) => {
    const localNow = () => Date.now() + skew;
    const clock = new SharedClock({ now: localNow });
    const media = new FakeMedia({ now: localNow, seekMs });
    const follower = createSyncFollower({ media, clock, now: localNow });
    const pinger = createClockPinger({
      id,
      clock,
      now: localNow,
      send: (ping: Ping) => deliver(() => answer(answerPing(ping, leaderNow))),
    });
    return { id, clock, media, follower, pinger };
  });
  // The leader's answers go to everyone; each pinger keeps its own.
  const answer = (pong: Pong) => headsets.forEach((headset) => deliver(() => headset.pinger.receive(pong)));
  let state: PlaybackState = INITIAL_PLAYBACK_STATE;
  const lead = (command: (state: PlaybackState, now: number) => PlaybackState) => {
    state = command(state, leaderNow());
    const sent = state;
    headsets.forEach((headset) => deliver(() => headset.follower.apply(sent)));
  };
  const gapsMs = () => headsets.map((h) => (h.media.currentTime - positionAt(state, leaderNow())) * 1000);
  headsets.forEach((headset) => headset.pinger.start());
  return { headsets, lead, gapsMs };
}

describe('a group session', () => {
  it('starts every headset together and keeps them within 50 ms, then 20 ms of each other, whatever their clocks say', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { headsets, lead, gapsMs } = room(seed);
      vi.advanceTimersByTime(1500);
      expect(headsets.every((headset) => headset.clock.ready)).toBe(true);
      lead((s, at) => start(s, 'concert', at));
      vi.advanceTimersByTime(2500);
      for (const gap of gapsMs()) expect(Math.abs(gap)).toBeLessThan(50);
      vi.advanceTimersByTime(60_000);
      for (const gap of gapsMs()) expect(Math.abs(gap)).toBeLessThan(50);
      // Once each clock's window is full, any two headsets rest within the 20 ms a room is held to.
      vi.advanceTimersByTime(30_000);
      for (let second = 0; second < 30; second++) {
        vi.advanceTimersByTime(1000);
        const gaps = gapsMs();
        expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThan(20);
      }
      headsets.forEach((headset) => {
        headset.follower.dispose();
        headset.pinger.dispose();
      });
    }
  });

  it('pauses, seeks and resumes together', () => {
    const { headsets, lead, gapsMs } = room(99);
    vi.advanceTimersByTime(1500);
    lead((s, at) => start(s, 'concert', at));
    vi.advanceTimersByTime(20_000);
    lead((s, at) => pause(s, at));
    vi.advanceTimersByTime(500);
    expect(headsets.every((headset) => headset.media.paused)).toBe(true);
    lead((s, at) => seek(s, 300, at));
    vi.advanceTimersByTime(500);
    lead((s, at) => resume(s, at));
    vi.advanceTimersByTime(2000);
    for (const gap of gapsMs()) expect(Math.abs(gap)).toBeLessThan(50);
    expect(headsets.every((headset) => !headset.media.paused)).toBe(true);
  });

  it('brings a headset that joins late into step with the others', () => {
    const { headsets, lead, gapsMs } = room(7);
    const late = headsets[3];
    if (!late) throw new Error('no late headset');
    late.pinger.dispose();
    vi.advanceTimersByTime(1500);
    lead((s, at) => start(s, 'concert', at));
    vi.advanceTimersByTime(30_000);
    late.pinger.start();
    lead((s) => s);
    vi.advanceTimersByTime(4000);
    for (const gap of gapsMs()) expect(Math.abs(gap)).toBeLessThan(50);
  });
});
