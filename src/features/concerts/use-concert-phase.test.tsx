// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LifeFacts } from './concert-life';
import { useConcertPhase } from './use-concert-phase';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const START = Date.parse('2026-12-04T18:00:00Z');
const MINUTE = 60_000;
const concert: LifeFacts = { startsAt: new Date(START).toISOString(), endsAt: null, status: 'scheduled', doorsOpenMinutes: 15, published: true, stream: null, timeZone: 'Europe/Amsterdam' };

function Phase({ of }: { of: LifeFacts }) {
  return <p>{useConcertPhase(of)}</p>;
}

describe('useConcertPhase', () => {
  let root: Root;
  let container: HTMLElement;
  const shown = () => container.textContent;

  beforeEach(() => {
    // The clock starts a minute before the doors open.
    vi.useFakeTimers({ now: START - 16 * MINUTE, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    container = document.createElement('div');
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
  });

  it('moves on at each boundary by itself: doors, start, end', async () => {
    act(() => root.render(<Phase of={concert} />));
    expect(shown()).toBe('announced');
    await act(() => vi.advanceTimersByTimeAsync(MINUTE - 1));
    expect(shown()).toBe('announced');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(shown()).toBe('doors-open');
    await act(() => vi.advanceTimersByTimeAsync(15 * MINUTE));
    expect(shown()).toBe('live');
    await act(() => vi.advanceTimersByTimeAsync(120 * MINUTE));
    expect(shown()).toBe('ended');
    // Nothing more to wait for.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('looks again when the tab comes back into view (its timers may have slept)', () => {
    act(() => root.render(<Phase of={concert} />));
    // The laptop slept through the doors and the start: no timer ran, the clock moved on.
    vi.setSystemTime(START + 30 * MINUTE);
    expect(shown()).toBe('announced');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(shown()).toBe('live');
  });

  it('follows a change of the row: cancelled, it waits for nothing', () => {
    act(() => root.render(<Phase of={concert} />));
    act(() => root.render(<Phase of={{ ...concert, status: 'cancelled' }} />));
    expect(shown()).toBe('cancelled');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits in steps for a boundary further away than a timer can', async () => {
    const later = { ...concert, startsAt: new Date(START + 40 * 24 * 60 * MINUTE).toISOString() };
    act(() => root.render(<Phase of={later} />));
    await act(() => vi.advanceTimersByTimeAsync(25 * 24 * 60 * MINUTE));
    expect(shown()).toBe('announced');
    await act(() => vi.advanceTimersByTimeAsync(15 * 24 * 60 * MINUTE + MINUTE));
    expect(shown()).toBe('doors-open');
    await act(() => vi.advanceTimersByTimeAsync(15 * MINUTE));
    expect(shown()).toBe('live');
  });
});
