// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TuttiClient } from '@/lib/supabase/client';
import type { AloneHeadsetPlayer } from './alone-headset-player';
import { useAloneHeadsetMood, type AloneHeadsetMood } from './use-alone-headset-mood';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const FACILITY = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const CONCERT = 'harbour';

/** The page's player, by shape: its state and the page's hold, changed by the test. */
function fakePlayer() {
  const listeners = new Set<() => void>();
  let snapshot: ReturnType<AloneHeadsetPlayer['getSnapshot']> = { entry: { id: CONCERT }, state: 'idle', time: 0, live: null, vr: { active: false }, pageHold: false };
  const player: AloneHeadsetPlayer = {
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    getSnapshot: () => snapshot,
    mood: { show: vi.fn(), hide: vi.fn() },
    gaze: { close: vi.fn() },
  };
  const set = (change: Partial<typeof snapshot>) => {
    snapshot = { ...snapshot, ...change };
    listeners.forEach((listener) => listener());
  };
  return { player, set };
}

describe('the mood check of a concert watched alone, in the headset', () => {
  let root: Root;
  let seen: AloneHeadsetMood;
  const rpc = vi.fn((_name: string, _args: Record<string, unknown>) => Promise.resolve({ data: null, error: null }));
  const client = { rpc } as unknown as TuttiClient;
  let fake: ReturnType<typeof fakePlayer>;

  function Probe() {
    seen = useAloneHeadsetMood(client, FACILITY, CONCERT, fake.player);
    return null;
  }
  const show = () => act(() => root.render(<Probe />));
  const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    localStorage.clear();
    rpc.mockClear();
    fake = fakePlayer();
    root = createRoot(document.createElement('div'));
  });
  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
  });

  it('asks nothing until staff set the code; then before, and after once the concert has ended, to one viewing', async () => {
    show();
    expect(seen.asking).toBeNull();
    act(() => seen.start('R-17'));
    expect(seen.asking).toBe('before');
    act(() => seen.answers.answer(4));
    await settle();
    expect(seen.asking).toBeNull();
    act(() => fake.set({ state: 'ended' }));
    expect(seen.asking).toBe('after');
    act(() => seen.answers.answer(5));
    await settle();
    expect(seen.asking).toBeNull();
    const [before, after] = rpc.mock.calls.map(([, args]) => args);
    expect(before).toMatchObject({ facility: FACILITY, concert: CONCERT, resident: 'R-17', moment: 'before', face: 4 });
    expect(after).toMatchObject({ moment: 'after', face: 5, viewing: before?.viewing });
  });

  it('after a reload, goes on where it was: a moment saved is not asked again', async () => {
    show();
    act(() => seen.start('R-17'));
    act(() => seen.answers.answer(3));
    await settle();
    act(() => root.unmount());
    root = createRoot(document.createElement('div'));
    show();
    expect(seen.code).toBe('R-17');
    expect(seen.asking).toBeNull();
    act(() => fake.set({ state: 'ended' }));
    expect(seen.asking).toBe('after');
  });

  it('a press on play while before is asked passes it over, unanswered', () => {
    show();
    act(() => seen.start('R-17'));
    act(() => fake.set({ pageHold: true, state: 'paused' }));
    expect(seen.asking).toBe('before');
    act(() => fake.set({ pageHold: false, state: 'playing' }));
    expect(seen.asking).toBeNull();
    expect(rpc).not.toHaveBeenCalled();
  });

  it('in VR, closes the menu (the chooser at the end) so the question after the concert has its place', () => {
    show();
    act(() => seen.start('R-17'));
    act(() => seen.answers.skip());
    act(() => fake.set({ vr: { active: true }, state: 'ended' }));
    expect(seen.asking).toBe('after');
    expect(fake.player.gaze.close).toHaveBeenCalled();
  });

  it('sends an answer that failed again as the resident’s who gave it, even once the check is set for another', async () => {
    rpc.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    rpc.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    show();
    act(() => seen.start('R-17'));
    act(() => fake.set({ state: 'ended' }));
    act(() => seen.answers.skip());
    act(() => seen.stop());
    act(() => seen.start('R-18'));
    act(() => fake.set({ state: 'ended' }));
    act(() => seen.answers.answer(2));
    // Every automatic try fails (2, 5, 15 and 30 s); then staff press 'Try again' with the network back.
    await act(async () => void (await vi.advanceTimersByTimeAsync(60_000)));
    expect(seen.answers.problem).toBe('failed');
    rpc.mockImplementation(() => Promise.resolve({ data: null, error: null }));
    act(() => seen.stop());
    act(() => seen.start('R-19'));
    act(() => seen.answers.retry());
    await settle();
    const last = rpc.mock.calls.at(-1)?.[1];
    expect(last).toMatchObject({ resident: 'R-18', moment: 'after', face: 2 });
  });

  it('set once the concert is under way, asks nothing before it and never sends it back to its beginning', () => {
    fake.set({ state: 'playing', time: 600 });
    show();
    act(() => seen.start('R-17'));
    expect(seen.asking).toBeNull();
    act(() => fake.set({ state: 'ended' }));
    expect(seen.asking).toBe('after');
  });

  it('a player that goes while before is asked does not pass it over: only a press on play does', () => {
    show();
    act(() => seen.start('R-17'));
    act(() => fake.set({ pageHold: true, state: 'paused' }));
    // The page switches players (the recording to the live stream): the new one is held too.
    fake = fakePlayer();
    show();
    expect(seen.asking).toBe('before');
    act(() => fake.set({ pageHold: true }));
    expect(seen.asking).toBe('before');
  });
});
