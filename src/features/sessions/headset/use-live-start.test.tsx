// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionPlayer } from '../session-player';
import { useLiveStart } from './use-live-start';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The headset's player as far as the start needs it: what it holds, what it offers, and choose(). */
function fakePlayer(playlist: string[]) {
  const listeners = new Set<() => void>();
  const snapshot = { entry: { id: 'demo' }, playlist: playlist.map((id) => ({ id })) };
  const choose = vi.fn((id: string) => {
    snapshot.entry = { id };
  });
  const player = {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose,
  } as unknown as SessionPlayer;
  const offer = (id: string) => {
    snapshot.playlist = [...snapshot.playlist, { id }];
    for (const listener of [...listeners]) listener();
  };
  return { player, choose, offer, listeners };
}

function Start({ player, ready }: { player: SessionPlayer; ready: boolean }) {
  useLiveStart(player, 'tonight', ready);
  return null;
}

describe('useLiveStart', () => {
  let root: Root;
  beforeEach(() => {
    root = createRoot(document.createElement('div'));
  });
  afterEach(() => act(() => root.unmount()));

  it('starts the live concert by itself once its stream is there, with no press, and once', () => {
    const { player, choose } = fakePlayer(['demo', 'tonight']);
    act(() => root.render(<Start player={player} ready={false} />));
    expect(choose).not.toHaveBeenCalled();
    act(() => root.render(<Start player={player} ready />));
    expect(choose).toHaveBeenCalledExactlyOnceWith('tonight', { start: true });
    act(() => root.render(<Start player={player} ready />));
    expect(choose).toHaveBeenCalledOnce();
  });

  it('waits for the concert to reach the player’s playlist, then starts it', () => {
    const { player, choose, offer, listeners } = fakePlayer(['demo']);
    act(() => root.render(<Start player={player} ready />));
    expect(choose).not.toHaveBeenCalled();
    offer('tonight');
    expect(choose).toHaveBeenCalledExactlyOnceWith('tonight', { start: true });
    expect(listeners.size).toBe(0);
  });
});
