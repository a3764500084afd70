/**
 * The follower's side of the clock exchange: pings the leader in a quick burst (a usable estimate within about
 * a second of joining), then often until the clock's window is full, then every few seconds to follow clock
 * drift, and turns each answer into a sample.
 */
import { DEFAULT_CLOCK_WINDOW, type SharedClock } from './shared-clock';
import { globalTimers, localNow, timerSlot, type Timers } from './time-sources';

export interface Ping {
  /** The follower's id: the leader's answer goes to the whole channel, so each follower picks out its own. */
  id: string;
  /** Numbers this follower's pings, to pair each answer with its ping. */
  n: number;
  /** Follower clock (ms). */
  sentAt: number;
}

export interface Pong extends Ping {
  /** Leader clock (ms). */
  leaderReceivedAt: number;
  leaderSentAt: number;
}

/** The leader's answer; call it as soon as the ping arrives, so the turnaround stays small. */
export function answerPing(ping: Ping, leaderNow: () => number): Pong {
  const leaderReceivedAt = leaderNow();
  return { id: ping.id, n: ping.n, sentAt: ping.sentAt, leaderReceivedAt, leaderSentAt: leaderNow() };
}

export interface ClockPingerOptions {
  id: string;
  clock: Pick<SharedClock, 'add'>;
  send(ping: Ping): void;
  /** This device's clock in ms: the same one the SharedClock reads (both default to `localNow`). */
  now?: () => number;
  timers?: Timers;
  burst?: number;
  burstSpacingMs?: number;
  /** Pings after the burst at `fillIntervalMs`, before the usual `intervalMs`. */
  fill?: number;
  fillIntervalMs?: number;
  intervalMs?: number;
}

export interface ClockPinger {
  start(): void;
  receive(pong: Pong): void;
  /** Pings in a quick burst now (after a reconnect or a wake), then at the usual interval. */
  burst(): void;
  dispose(): void;
}

export const DEFAULT_PING_BURST = 8;
export const DEFAULT_BURST_SPACING_MS = 150;
/**
 * The estimate is only as close as the fastest exchange each way in its window (SharedClock): 16 samples left
 * two headsets' clocks up to 20 ms apart on 20–150 ms of jitter, the whole of a group's budget, where 48 keep
 * them within a few ms. Pinging every 2 s fills the window in a minute and a half without the burst's pace;
 * after that one ping every 5 s keeps it fresh, so a long concert costs the channel no more than before.
 */
export const DEFAULT_FILL_PINGS = DEFAULT_CLOCK_WINDOW - 8;
export const DEFAULT_FILL_INTERVAL_MS = 2000;
export const DEFAULT_PING_INTERVAL_MS = 5000;
/** Unanswered pings remembered; older answers are dropped (a lost ping must not grow memory for ever). */
const MAX_PENDING = 32;

export function createClockPinger(options: ClockPingerOptions): ClockPinger {
  const { id, clock, send, timers = globalTimers } = options;
  const now = options.now ?? localNow;
  const burstSize = Math.max(1, options.burst ?? DEFAULT_PING_BURST);
  const spacingMs = options.burstSpacingMs ?? DEFAULT_BURST_SPACING_MS;
  const fillSize = Math.max(0, options.fill ?? DEFAULT_FILL_PINGS);
  const fillIntervalMs = options.fillIntervalMs ?? DEFAULT_FILL_INTERVAL_MS;
  const intervalMs = options.intervalMs ?? DEFAULT_PING_INTERVAL_MS;
  const pending = new Map<number, number>();
  let n = 0;
  /** Pings sent since the last burst began. */
  let sinceBurst = 0;
  const timer = timerSlot(timers);
  let running = false;

  const nextInMs = () => {
    if (sinceBurst < burstSize) return spacingMs;
    return sinceBurst < burstSize + fillSize ? fillIntervalMs : intervalMs;
  };

  const ping = () => {
    const sentAt = now();
    pending.set(n, sentAt);
    if (pending.size > MAX_PENDING) pending.delete(n - MAX_PENDING);
    send({ id, n: n++, sentAt });
    sinceBurst++;
    timer.set(ping, nextInMs());
  };

  const burst = () => {
    if (!running) return;
    sinceBurst = 0;
    ping();
  };

  return {
    start() {
      if (running) return;
      running = true;
      burst();
    },
    receive(pong) {
      const receivedAt = now();
      // Checking `sentAt` too drops an answer meant for this id before a reload, whose numbering began anew.
      if (!running || pong.id !== id || pending.get(pong.n) !== pong.sentAt) return;
      pending.delete(pong.n);
      clock.add({ sentAt: pong.sentAt, leaderReceivedAt: pong.leaderReceivedAt, leaderSentAt: pong.leaderSentAt, receivedAt });
    },
    burst,
    dispose() {
      running = false;
      timer.clear();
      pending.clear();
    },
  };
}
