import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TuttiClient } from '@/lib/supabase/client';
import { ROOM_BATCH_INTERVAL_MS } from './applause-batcher';
import { openApplauseRelay, RELAY_TICK_MS } from './room-applause-relay';

const SESSION = '3b7a1c9e-5d2f-4a8b-9c6d-1e2f3a4b5c6d';
type Reply = { accepted: number; retry_after: number | null };

/**
 * supabase-js at its edge: a channel that hands the test its broadcast listener, and rpc answered as
 * send_room_applause answers (the reply the test sets).
 */
function fakeClient(reply: (claps: number) => Reply) {
  const sent: number[] = [];
  let listener: ((message: { payload: unknown }) => void) | null = null;
  const channel = {
    on: (_type: string, _filter: unknown, handler: (message: { payload: unknown }) => void) => ((listener = handler), channel),
    subscribe: () => channel,
  };
  const client = {
    channel: vi.fn(() => channel),
    removeChannel: vi.fn(() => Promise.resolve('ok')),
    realtime: { setAuth: () => Promise.resolve() },
    rpc: (_name: string, args: { claps: number }) => {
      sent.push(args.claps);
      return Promise.resolve({ data: [reply(args.claps)], error: null });
    },
  } as unknown as TuttiClient;
  const hear = (payload: unknown) => listener?.({ payload });
  return { client, sent, hear };
}

describe('openApplauseRelay', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it("adds up the headsets' claps and the tablet's own into one batch per interval", async () => {
    const accepted: number[] = [];
    const { client, sent, hear } = fakeClient((claps) => ({ accepted: claps, retry_after: null }));
    const relay = openApplauseRelay(client, SESSION, { onAccepted: (claps) => accepted.push(claps), now: Date.now });
    expect(client.channel).toHaveBeenCalledWith(`session:${SESSION}:applause`, { config: { private: true } });
    hear({ claps: 1 });
    hear({ claps: 1 });
    relay.clap();
    await vi.advanceTimersByTimeAsync(RELAY_TICK_MS);
    expect(sent).toEqual([3]);
    expect(accepted).toEqual([3]);
    for (let i = 0; i < 4; i++) hear({ claps: 1 });
    await vi.advanceTimersByTimeAsync(ROOM_BATCH_INTERVAL_MS - RELAY_TICK_MS - 1);
    expect(sent).toEqual([3]);
    await vi.advanceTimersByTimeAsync(RELAY_TICK_MS + 1);
    expect(sent).toEqual([3, 4]);
    relay.close();
  });

  it('ignores what is not a clap (outside data), and sends nothing when nobody claps', async () => {
    const { client, sent, hear } = fakeClient((claps) => ({ accepted: claps, retry_after: null }));
    const relay = openApplauseRelay(client, SESSION, { onAccepted: () => undefined, now: Date.now });
    hear({ claps: 50 });
    hear('clap');
    await vi.advanceTimersByTimeAsync(3 * ROOM_BATCH_INTERVAL_MS);
    expect(sent).toEqual([]);
    relay.close();
  });

  it("keeps a batch the database found too soon for the time it names, and drops claps over the room's allowance", async () => {
    const replies: Reply[] = [{ accepted: 0, retry_after: 2 }, { accepted: 2, retry_after: null }];
    const { client, sent, hear } = fakeClient(() => replies.shift() ?? { accepted: 0, retry_after: null });
    const accepted: number[] = [];
    const relay = openApplauseRelay(client, SESSION, { onAccepted: (claps) => accepted.push(claps), now: Date.now });
    for (let i = 0; i < 5; i++) hear({ claps: 1 });
    await vi.advanceTimersByTimeAsync(RELAY_TICK_MS);
    expect(sent).toEqual([5]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toEqual([5, 5]);
    expect(accepted).toEqual([2]);
    await vi.advanceTimersByTimeAsync(3 * ROOM_BATCH_INTERVAL_MS);
    expect(sent).toEqual([5, 5]);
    relay.close();
  });

  it('stops and leaves the channel when closed', async () => {
    const { client, sent, hear } = fakeClient((claps) => ({ accepted: claps, retry_after: null }));
    const relay = openApplauseRelay(client, SESSION, { onAccepted: () => undefined, now: Date.now });
    relay.close();
    hear({ claps: 1 });
    await vi.advanceTimersByTimeAsync(2 * ROOM_BATCH_INTERVAL_MS);
    expect(sent).toEqual([]);
    expect(client.removeChannel).toHaveBeenCalledTimes(1);
  });
});
