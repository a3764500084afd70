// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeViewings, viewingKey } from './viewings';
import { changeViewings, keepViewing, loadViewings, watchViewings } from './viewings-store';

const FACILITY = 'f-1';
const KEY = `mood-viewings:${FACILITY}`;

afterEach(() => localStorage.clear());

describe('the viewings kept on this device', () => {
  it('changes what is stored now, so a viewing another tab made meanwhile stays', () => {
    const mine = keepViewing(FACILITY, viewingKey('harbour', 'R-17'));
    // Another tab (the concert page's headset check) stores a viewing of its own after this one read the store.
    const other = { id: crypto.randomUUID(), saved: ['before'] as const, at: Date.now() };
    localStorage.setItem(KEY, storeViewings(new Map(loadViewings(FACILITY)).set(viewingKey('harbour', 'R-18'), { ...other, saved: [...other.saved] })));
    changeViewings(FACILITY, (known) => new Map(known).set(viewingKey('lake', 'R-2'), { id: crypto.randomUUID(), saved: [], at: Date.now() }));
    const stored = loadViewings(FACILITY);
    expect(stored.get(viewingKey('harbour', 'R-17'))?.id).toBe(mine.id);
    expect(stored.get(viewingKey('harbour', 'R-18'))?.id).toBe(other.id);
    expect(stored.has(viewingKey('lake', 'R-2'))).toBe(true);
  });

  it('keeps one viewing id per concert and resident', () => {
    const first = keepViewing(FACILITY, viewingKey('harbour', 'R-17'));
    const again = keepViewing(FACILITY, viewingKey('harbour', 'R-17'));
    expect(again.id).toBe(first.id);
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("hears another tab's change of this facility's viewings, and only those", () => {
    const changed = vi.fn();
    const stop = watchViewings(FACILITY, changed);
    keepViewing(FACILITY, viewingKey('harbour', 'R-17'));
    window.dispatchEvent(new StorageEvent('storage', { key: 'mood-viewings:other' }));
    expect(changed).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(changed).toHaveBeenCalledTimes(1);
    expect([...(changed.mock.calls[0]?.[0] as Map<string, unknown>).keys()]).toEqual([viewingKey('harbour', 'R-17')]);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
