import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TuttiClient } from '@/lib/supabase/client';
import { ROOM_PRESENCE_MIN_GAP_MS } from './room-presence';
import { openStagePresence } from './room-stage-presence';

const SESSION = '3b7a1c9e-5d2f-4a8b-9c6d-1e2f3a4b5c6d';

/** supabase-js at its edge: a channel whose joins the test reports, recording what is tracked on it. */
function fakeClient() {
  const tracked: unknown[] = [];
  let report: ((status: string) => void) | null = null;
  const channel = {
    subscribe: (callback: (status: string) => void) => ((report = callback), channel),
    track: (meta: unknown) => (tracked.push(meta), Promise.resolve('ok')),
  };
  const client = {
    channel: vi.fn(() => channel),
    removeChannel: vi.fn(() => Promise.resolve('ok')),
    realtime: { setAuth: () => Promise.resolve() },
  } as unknown as TuttiClient;
  return { client, tracked, status: (status: string) => report?.(status) };
}

describe('openStagePresence', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('tracks the room once joined, keyed by its session, then its changes no closer than the gap', async () => {
    const { client, tracked, status } = fakeClient();
    const presence = openStagePresence(client, 'amsterdam-philharmonic', SESSION, Date.now);
    expect(client.channel).toHaveBeenCalledWith('concert:amsterdam-philharmonic:rooms', { config: { private: true, presence: { key: SESSION } } });
    presence.update(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(tracked).toEqual([]);
    status('SUBSCRIBED');
    expect(tracked).toEqual([{ headsets: 3 }]);
    presence.update(4);
    presence.update(5);
    expect(tracked).toEqual([{ headsets: 3 }]);
    await vi.advanceTimersByTimeAsync(ROOM_PRESENCE_MIN_GAP_MS);
    expect(tracked).toEqual([{ headsets: 3 }, { headsets: 5 }]);
    presence.close();
  });

  it('tracks again at once after the channel rejoined (its presence went with it)', async () => {
    const { client, tracked, status } = fakeClient();
    const presence = openStagePresence(client, 'amsterdam-philharmonic', SESSION, Date.now);
    presence.update(2);
    await vi.advanceTimersByTimeAsync(0);
    status('SUBSCRIBED');
    status('CHANNEL_ERROR');
    status('SUBSCRIBED');
    expect(tracked).toEqual([{ headsets: 2 }, { headsets: 2 }]);
    presence.close();
    expect(client.removeChannel).toHaveBeenCalledTimes(1);
  });
});
