// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIEWER_APPLAUSE_LIMIT } from './applause-limiter';
import { useApplause, type Applause } from './use-applause';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A sender whose claps the test settles, one by one, in the order it likes. */
function pendingSends() {
  const settles: { resolve: () => void; reject: () => void }[] = [];
  const send = vi.fn(() => new Promise<void>((resolve, reject) => settles.push({ resolve, reject })));
  return { send, settles };
}

describe('useApplause', () => {
  let root: Root;
  let seen: Applause;
  function Probe({ send }: { send: () => Promise<void> }) {
    seen = useApplause(send);
    return null;
  }
  const mount = (send: () => Promise<void>) => act(() => root.render(<Probe send={send} />));

  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    root = createRoot(document.createElement('div'));
  });
  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
  });

  it('sends a clap and says so once it went', async () => {
    const { send, settles } = pendingSends();
    await mount(send);
    expect(seen.ready).toBe(true);
    act(() => seen.clap());
    expect(send).toHaveBeenCalledTimes(1);
    expect(seen.ready).toBe(false);
    await act(async () => settles[0]?.resolve());
    expect(seen.outcome).toBe('sent');
  });

  it('takes no clap too soon after the last, says to wait, and is ready again by itself', async () => {
    const { send, settles } = pendingSends();
    await mount(send);
    act(() => seen.clap());
    act(() => seen.clap());
    expect(send).toHaveBeenCalledTimes(1);
    expect(seen.outcome).toBe('wait');
    // The first clap arrives after the second press: the press that is answered is the latest.
    await act(async () => settles[0]?.resolve());
    expect(seen.outcome).toBe('wait');
    await act(async () => vi.advanceTimersByTime(VIEWER_APPLAUSE_LIMIT.minGapMs));
    expect(seen.ready).toBe(true);
    act(() => seen.clap());
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('says when a clap could not be sent', async () => {
    const { send, settles } = pendingSends();
    await mount(send);
    act(() => seen.clap());
    await act(async () => settles[0]?.reject());
    expect(seen.outcome).toBe('failed');
  });

  it('keeps to the allowance of a minute however patiently pressed', async () => {
    const { send } = pendingSends();
    await mount(send);
    for (let press = 0; press < 10; press++) {
      act(() => seen.clap());
      await act(async () => vi.advanceTimersByTime(VIEWER_APPLAUSE_LIMIT.minGapMs));
    }
    expect(send).toHaveBeenCalledTimes(VIEWER_APPLAUSE_LIMIT.perMinute);
  });
});
