// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TuttiClient } from '@/lib/supabase/client';
import { applyRoomCommand, initialRoom } from '../room-commands';
import type { RoomState } from '../session-messages';
import { RETRY_AFTER_MS, THANKS_MS } from '@/lib/mood/use-mood-answers';
import { useHeadsetMood, type HeadsetMood } from './use-headset-mood';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SESSION = '3b7a1c9e-5d2f-4a8b-9c6d-1e2f3a4b5c6d';
const DEVICE = 'quest-1';
const IDLE = { entry: 'demo', state: 'ready' };
const NETWORK = { error: { code: '', message: 'TypeError: Failed to fetch' } };
const refusal = (message: string) => ({ error: { code: 'P0001', message } });
const SAVED = { error: null };

/** A room on 'jazz-quartet' with the check on and this headset as number 3. */
const room = (): RoomState => ({ ...initialRoom({ tab: 't', epoch: 1, name: 'Anna' }, 'jazz-quartet'), labels: { [DEVICE]: { n: 3 } }, mood: { on: true, rated: [] } });

describe('a headset’s mood check', () => {
  let root: Root;
  let seen: HeadsetMood;
  let replies: { error: { code: string; message: string } | null }[];
  const rpc = vi.fn((name: string, args: unknown) => {
    void name;
    void args;
    return Promise.resolve({ data: null, ...(replies.shift() ?? SAVED) });
  });
  const client = { rpc } as unknown as TuttiClient;

  function Probe({ state }: { state: RoomState }) {
    seen = useHeadsetMood(client, SESSION, DEVICE, state, IDLE);
    return null;
  }
  const show = (state: RoomState) => act(() => root.render(<Probe state={state} />));
  /** Lets the saves' promises settle, then time pass. */
  const pass = async (ms: number) => {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  };

  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    replies = [];
    rpc.mockClear();
    root = createRoot(document.createElement('div'));
  });
  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
  });

  it('asks before, thanks at once, saves the face for the room’s concert by the headset’s number, and asks no more', async () => {
    show(room());
    expect(seen.ask).toEqual({ concert: 'jazz-quartet', moment: 'before', resident: '3' });
    act(() => seen.answer(4));
    expect(seen.ask).toBeNull();
    expect(seen.thanked).toBe('before');
    await pass(0);
    expect(rpc).toHaveBeenCalledWith('record_session_mood', { session: SESSION, concert: 'jazz-quartet', resident: '3', moment: 'before', face: 4 });
    await pass(THANKS_MS);
    expect(seen.thanked).toBeNull();
    // A reload of the page remembers it.
    act(() => root.unmount());
    root = createRoot(document.createElement('div'));
    show(room());
    expect(seen.ask).toBeNull();
  });

  it('sends a save that failed on the network again by itself, more slowly each time, then offers to send it', async () => {
    replies = [NETWORK, NETWORK, NETWORK, NETWORK, NETWORK];
    show(room());
    act(() => seen.answer(2));
    await pass(0);
    for (const wait of RETRY_AFTER_MS) {
      expect(seen.problem).toBeNull();
      const calls = rpc.mock.calls.length;
      await pass(wait - 1);
      expect(rpc.mock.calls.length).toBe(calls);
      await pass(1);
      expect(rpc.mock.calls.length).toBe(calls + 1);
    }
    expect(rpc).toHaveBeenCalledTimes(5);
    expect(seen.problem).toBe('failed');
    act(() => seen.retry());
    await pass(0);
    expect(rpc).toHaveBeenCalledTimes(6);
    expect(rpc).toHaveBeenLastCalledWith('record_session_mood', expect.objectContaining({ moment: 'before', face: 2 }));
    expect(seen.problem).toBeNull();
  });

  it('keeps each moment’s unsent answer: answering after does not drop a before still failing', async () => {
    // Every try of both answers fails: five each.
    replies = Array.from({ length: 10 }, () => NETWORK);
    show(room());
    act(() => seen.answer(1));
    await pass(0);
    const ended = applyRoomCommand(applyRoomCommand(room(), { type: 'start' }, 2), { type: 'end' }, 3);
    show(ended);
    expect(seen.ask?.moment).toBe('after');
    act(() => seen.answer(5));
    await pass(RETRY_AFTER_MS.reduce((sum, wait) => sum + wait, 0));
    expect(seen.problem).toBe('failed');
    rpc.mockClear();
    act(() => seen.retry());
    await pass(0);
    expect(rpc.mock.calls.map(([, args]) => (args as { moment: string; face: number }).moment).sort()).toEqual(['after', 'before']);
  });

  it('says nothing when the check was turned off or staff answered meanwhile; a closed session is said, and not sent again', async () => {
    replies = [refusal('mood_check_off')];
    show(room());
    act(() => seen.answer(3));
    await pass(60_000);
    expect(seen.problem).toBeNull();
    expect(rpc).toHaveBeenCalledTimes(1);
    const ended = applyRoomCommand(room(), { type: 'end' }, 3);
    replies = [refusal('session_over')];
    show(ended);
    act(() => seen.answer(3));
    await pass(60_000);
    expect(seen.problem).toBe('sessionOver');
    expect(rpc).toHaveBeenCalledTimes(2);
  });

  it('skips without saving, and asks again for the next concert of the session', async () => {
    show(room());
    act(() => seen.skip());
    expect(seen.ask).toBeNull();
    show(applyRoomCommand(room(), { type: 'choose', concertId: 'amsterdam-philharmonic' }, 5));
    expect(seen.ask).toEqual({ concert: 'amsterdam-philharmonic', moment: 'before', resident: '3' });
    expect(rpc).not.toHaveBeenCalled();
  });
});
