// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useSubmission, type Submission } from './use-submission';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useSubmission', () => {
  it('refuses a second run while the first is in flight, and allows one after', async () => {
    let latest: Submission | undefined;
    function Probe() {
      latest = useSubmission();
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Probe />));
    const run = () => (latest as Submission).run;

    let finish: () => void = () => {};
    let calls = 0;
    const task = () => {
      calls += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    };
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    act(() => {
      first = run()(task);
      // Same tick, before any re-render: the ref, not the state, must refuse it.
      second = run()(task);
    });
    expect(await second).toBe(false);
    expect(latest?.submitting).toBe(true);
    await act(async () => {
      finish();
      await first;
    });
    expect(await first).toBe(true);
    expect(calls).toBe(1);
    expect(latest?.submitting).toBe(false);
    await act(async () => {
      expect(await run()(() => undefined)).toBe(true);
    });
    act(() => root.unmount());
  });
});
