import type { Page } from '@playwright/test';
import { DEFAULT_CLOCK_WINDOW, SharedClock, type ClockSample } from '../xr/core/sync';

/**
 * How wrong each headset's shared clock is, for bench:sync's account of where a spread comes from. A page's
 * WebSockets are tapped to note when each pong reached the page's code (on its own clock, as the session's
 * code notes it); with the ping's and the leader's timestamps, which the pong carries, the bench repeats the
 * headset's estimate and holds it against the truth it alone knows: how far each page's clock is off this
 * machine's wall clock. Also the fastest trip each way in the window: a slow trip one way and not the other
 * is what moves an estimate.
 */

declare global {
  interface Window {
    __tuttiPongs?: Array<{ at: number; data: string }>;
  }
}

/** Before the page's own scripts: note every text frame that carries a pong, with when the page took it in. */
export async function tapPongs(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.WebSocket;
    const log: Array<{ at: number; data: string }> = [];
    window.__tuttiPongs = log;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        this.addEventListener('message', (event: MessageEvent) => {
          if (typeof event.data === 'string' && event.data.includes('"pong"')) log.push({ at: performance.timeOrigin + performance.now(), data: event.data });
        });
      }
    };
  });
}

/** How far a page's clock (the one the sync code reads) runs ahead of this machine's wall clock (ms). */
export const clockAhead = (page: Page): Promise<number> => page.evaluate(() => performance.timeOrigin + performance.now() - Date.now());

export interface ClockAccount {
  /** Estimated minus true offset (ms): + means the headset thinks the room is later than it is, so it plays ahead. */
  errorMs: number;
  /** The fastest trip to the leader and back (ms) in the estimate's window. */
  fastestThere: number;
  fastestBack: number;
}

interface PongFrame {
  id: string;
  sentAt: number;
  leaderReceivedAt: number;
  leaderSentAt: number;
}

function pongOf(data: string): PongFrame | null {
  try {
    const message = JSON.parse(data) as unknown[];
    const body = message[4] as { event?: string; payload?: PongFrame } | undefined;
    return body?.event === 'pong' && body.payload ? body.payload : null;
  } catch {
    return null;
  }
}

/** The headset's clock error now, repeated from the pongs it took in; null before it has any. */
export async function accountFor(page: Page, deviceId: string, leaderAhead: number): Promise<ClockAccount | null> {
  const [frames, ahead] = await Promise.all([page.evaluate(() => window.__tuttiPongs ?? []), clockAhead(page)]);
  const samples: ClockSample[] = frames.flatMap(({ at, data }) => {
    const pong = pongOf(data);
    return pong && pong.id === deviceId ? [{ sentAt: pong.sentAt, leaderReceivedAt: pong.leaderReceivedAt, leaderSentAt: pong.leaderSentAt, receivedAt: at }] : [];
  });
  if (samples.length === 0) return null;
  const clock = new SharedClock({ now: () => 0 });
  samples.forEach((sample) => clock.add(sample));
  const truth = leaderAhead - ahead;
  const recent = samples.slice(-DEFAULT_CLOCK_WINDOW);
  return {
    errorMs: clock.offset - truth,
    fastestThere: Math.min(...recent.map((s) => s.leaderReceivedAt - truth - s.sentAt)),
    fastestBack: Math.min(...recent.map((s) => s.receivedAt - (s.leaderSentAt - truth))),
  };
}
