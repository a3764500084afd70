import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * True in the browser once the page is live; false on the server and while a prerendered page hydrates, so
 * what depends on the visitor's browser (stored choices, a kept draft, the analytics loader) renders right
 * after hydration instead of making the server's HTML and the browser's first render disagree.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
