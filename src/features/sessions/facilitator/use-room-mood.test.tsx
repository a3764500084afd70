// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TuttiClient } from '@/lib/supabase/client';
import { applyRoomCommand, initialRoom, type RoomCommand } from '../room-commands';
import type { RoomState } from '../session-messages';
import { useRoomMood, type RoomMood } from './use-room-mood';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SESSION = '3b7a1c9e-5d2f-4a8b-9c6d-1e2f3a4b5c6d';
const FACILITY = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const leader = { tab: 'tab-1', epoch: 1_000, name: 'Anna' };

/** A client answering the facility's row as PostgREST does, and record_mood as asked. */
function fakeClient(row: unknown, rpcError: { code: string; message: string } | null = null) {
  const reads: string[] = [];
  const rpc = vi.fn(() => Promise.resolve({ data: rpcError ? null : 'answer-id', error: rpcError }));
  const query = {
    select: (columns: string) => (reads.push(columns), query),
    eq: (column: string, value: string) => (reads.push(`${column}=${value}`), query),
    maybeSingle: () => Promise.resolve({ data: row, error: null }),
  };
  const client = { from: (table: string) => (reads.push(table), query), rpc } as unknown as TuttiClient;
  return { client, rpc, reads };
}

describe('the room’s mood check on the tablet', () => {
  let root: Root;
  let seen: RoomMood | null;
  let room: RoomState;
  let command: ReturnType<typeof vi.fn<(command: RoomCommand) => void>>;

  function Probe({ client, state, facility }: { client: TuttiClient; state: RoomState; facility: string | undefined }) {
    seen = useRoomMood(client, { id: SESSION, facility }, { room: state, leading: true, command });
    return null;
  }
  async function mount(client: TuttiClient, state: RoomState, { facility }: { facility?: string } = { facility: FACILITY }) {
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await act(async () => root.render(<QueryClientProvider client={queries}><Probe client={client} state={state} facility={facility} /></QueryClientProvider>));
    // The read settles, and TanStack Query tells its observers, over the next few turns of the event loop.
    for (let turn = 0; turn < 5; turn++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }

  beforeEach(() => {
    root = createRoot(document.createElement('div'));
    seen = null;
    room = initialRoom(leader, 'demo');
    command = vi.fn<(next: RoomCommand) => void>((next) => {
      room = applyRoomCommand(room, next, 0);
    });
  });
  afterEach(() => act(() => root.unmount()));

  it('reads the session’s facility’s setting, tells the headsets the check is on, and offers rating with the room’s moment', async () => {
    const { client, reads } = fakeClient({ mood_check: true });
    await mount(client, room);
    expect(reads).toEqual(['facilities', 'mood_check', `id=${FACILITY}`]);
    expect(command).toHaveBeenCalledWith({ type: 'mood', on: true });
    expect(seen?.momentFor('dev-a')).toBe('before');
    expect(seen?.isRated('dev-a', 'before')).toBe(false);
    const rated = applyRoomCommand(room, { type: 'mood-rated', device: 'dev-a', concert: 'demo', moment: 'before' }, 0);
    await mount(client, rated);
    expect(seen?.isRated('dev-a', 'before')).toBe(true);
    expect(seen?.momentFor('dev-a')).toBe('after');
    expect(seen?.momentFor('dev-b')).toBe('before');
    // Another concert's ratings are its own.
    const other = applyRoomCommand(rated, { type: 'mood-rated', device: 'dev-b', concert: 'other', moment: 'before' }, 0);
    await mount(client, other);
    expect(seen?.isRated('dev-b', 'before')).toBe(false);
    const playing = applyRoomCommand(room, { type: 'start' }, 0);
    await mount(client, playing);
    expect(seen?.momentFor('dev-b')).toBe('after');
  });

  it('saves what staff observed for the session, then tells the room that headset was rated', async () => {
    const { client, rpc } = fakeClient({ mood_check: true });
    await mount(client, room);
    await seen?.save({ device: 'dev-a', resident: '1', moment: 'before', observed: { pleasure: 5, alertness: 4, anxiety: 1, sadness: 2 } });
    expect(rpc).toHaveBeenCalledWith('record_mood', { facility: FACILITY, concert: 'demo', viewing: SESSION, resident: '1', moment: 'before', pleasure: 5, alertness: 4, anxiety: 1, sadness: 2 });
    expect(command).toHaveBeenLastCalledWith({ type: 'mood-rated', device: 'dev-a', concert: 'demo', moment: 'before' });
  });

  it('does not tell the room of a rating the database refused', async () => {
    const { client } = fakeClient({ mood_check: true }, { code: 'P0001', message: 'session_over' });
    await mount(client, room);
    await expect(seen?.save({ device: 'dev-a', resident: '1', moment: 'before', observed: { pleasure: 5, alertness: 4, anxiety: 1, sadness: 2 } })).rejects.toMatchObject({ reason: 'session_over' });
    expect(command).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'mood-rated' }));
  });

  it('offers no rating when the facility has the check off, and tells the headsets', async () => {
    const { client } = fakeClient({ mood_check: false });
    await mount(client, room);
    expect(command).toHaveBeenCalledWith({ type: 'mood', on: false });
    expect(seen).toBeNull();
  });

  it('offers no rating, and says nothing to the room, for a facility it cannot read or before a concert is chosen', async () => {
    await mount(fakeClient(null).client, room);
    expect(seen).toBeNull();
    expect(command).not.toHaveBeenCalled();
    await mount(fakeClient({ mood_check: true }).client, initialRoom(leader, null));
    expect(seen).toBeNull();
  });

  it('reads nothing for a session stored before sessions kept their facility, and offers no rating', async () => {
    const { client, reads } = fakeClient({ mood_check: true });
    await mount(client, room, {});
    expect(reads).toEqual([]);
    expect(seen).toBeNull();
    expect(command).not.toHaveBeenCalled();
  });
});
