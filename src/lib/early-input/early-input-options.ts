/**
 * What the inline capture (capture-early-input.ts) and the replay (replay-early-input.ts) agree on. Plain
 * values only: the build serialises them into the page's inline start script.
 */
export interface EarlyInputOptions {
  /** The window property that holds the queue, from the inline script to the app. */
  global: string;
  /** The element the app renders into: only what is inside it waits for the app's code. */
  rootId: string;
  /** On <html> while something typed or pressed early is still held (for tests, and styles if ever needed). */
  pendingAttribute: string;
  /** On <html> once the app has taken over the page (src/app/layout/use-shell-ready.ts, APP_READY_ATTRIBUTE). */
  readyAttribute: string;
  /** A part of the page whose code comes later (src/ui/when-near.tsx)… */
  waitingSelector: string;
  /** …and the attribute that marks it live. */
  partLiveAttribute: string;
  /** How React marks an element it has adopted (hydrated or rendered): its props under `__reactProps$<id>`. */
  liveKeyPrefix: string;
}

export const EARLY_INPUT_OPTIONS: EarlyInputOptions = {
  global: '__earlyInput',
  rootId: 'root',
  pendingAttribute: 'data-early-input',
  readyAttribute: 'data-app-ready',
  waitingSelector: '[data-when-near]:not([data-live])',
  partLiveAttribute: 'data-live',
  liveKeyPrefix: '__reactProps$',
};
