import { describe, expect, it, vi } from 'vitest';
import { createStateStore } from './state-store';

describe('createStateStore', () => {
  it('reports each change once, with the error code while failed', () => {
    const listener = vi.fn();
    const store = createStateStore(listener);
    store.send({ type: 'load' });
    store.send({ type: 'pause' }); // ignored in loading: no call
    store.send({ type: 'error', code: 'network' });
    store.send({ type: 'retry' });
    expect(listener.mock.calls).toEqual([
      ['loading', null],
      ['error', 'network'],
      ['loading', null],
    ]);
    expect(store.state).toBe('loading');
    expect(store.error).toBeNull();
  });

  it('reports a new error code even when already failed', () => {
    const listener = vi.fn();
    const store = createStateStore(listener);
    store.send({ type: 'load' });
    store.send({ type: 'error', code: 'network' });
    store.send({ type: 'error', code: 'media' });
    expect(listener).toHaveBeenLastCalledWith('error', 'media');
  });

  it('stays silent once muted', () => {
    const listener = vi.fn();
    const store = createStateStore(listener);
    store.mute();
    store.send({ type: 'load' });
    expect(listener).not.toHaveBeenCalled();
    expect(store.state).toBe('loading');
  });
});
