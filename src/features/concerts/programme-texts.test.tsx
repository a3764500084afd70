// @vitest-environment jsdom
import { Suspense, startTransition, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { useProgrammeTexts } from './programme-texts';
import { hasSampleTexts } from './sample/sample-texts';

/** A reader of the programme: hooks before the texts' wait (the display language's) and after it (TanStack Query's). */
function Reader({ onShown }: { onShown(): void }) {
  useState(0);
  useProgrammeTexts();
  const [shown] = useState('texts ready');
  useEffect(onShown, [onShown]);
  return <p>{shown}</p>;
}

describe('useProgrammeTexts', () => {
  it('lets React replay a reader that waited for its texts in place (a page coming alive: React #467, then #422)', async () => {
    expect(hasSampleTexts('en')).toBe(false);
    const errors: unknown[] = [];
    // React's development build says so on the console ('…did not call use() when it finished'); its
    // production build throws #467 in the replay, which a page reports as #422.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    const root = createRoot(container, { onRecoverableError: (error) => errors.push(error), onUncaughtError: (error) => errors.push(error), onCaughtError: (error) => errors.push(error) });
    const page = (reader: React.ReactNode) => (
      <Suspense fallback={<p>waiting</p>}>
        <h1>page</h1>
        {reader}
      </Suspense>
    );
    await new Promise<void>((shown) => {
      root.render(page(null));
      setTimeout(shown);
    });
    // The boundary is on screen, so a transition keeps it there and React waits for the texts in place,
    // then replays the reader's render where it stopped (as it does for a part of a prerendered page).
    await new Promise<void>((shown) => startTransition(() => root.render(page(<Reader onShown={shown} />))));
    expect(errors).toEqual([]);
    expect(logged.mock.calls.map(([first]) => String(first))).toEqual([]);
    logged.mockRestore();
    expect(container.textContent).toBe('pagetexts ready');
    root.unmount();
  });
});
