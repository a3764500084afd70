import type { Plugin } from 'vite';

/** React Three Fiber's events chunk, where its render loop lives (its file name carries a content hash). */
const R3F_EVENTS = /[\\/]@react-three[\\/]fiber[\\/]dist[\\/]events-[\w]+\.esm\.js$/;

/**
 * [what R3F 9's loop does, the same with a local variable] — each must be found exactly once. Locals, not
 * module variables cleared afterwards: a frame callback that advances the loop itself re-enters update().
 */
const RELEASES: readonly (readonly [string, string])[] = [
  // update(): the last root's subscriptions, and the last useFrame callback with the store it was given.
  ['  subscribers = state.internal.subscribers;\n', '  const subscribers = state.internal.subscribers;\n'],
  ['    subscription = subscribers[i];\n', '    const subscription = subscribers[i];\n'],
  // loop(): the state of the last root it looked at.
  ['    state = root.store.getState();\n', '    const state = root.store.getState();\n'],
];

/**
 * React Three Fiber's render loop keeps, in module variables, the state of the last root it drew and the last
 * useFrame subscription it ran. Once the player's canvas has gone nothing runs the loop again, so they keep
 * the last player alive: its canvas (the state's renderer) and the video a frame callback closed over
 * (bench/player's round trips: one detached <video> and one <canvas> after every visit to a concert). This
 * makes them local to each pass. Should R3F's code change, the build fails here rather than leak.
 */
export function r3fLoopRelease(): Plugin {
  return {
    name: 'tutti-r3f-loop-release',
    transform(code, id) {
      if (!R3F_EVENTS.test(id)) return null;
      return { code: releaseLoopState(code), map: null };
    },
  };
}

export function releaseLoopState(code: string): string {
  return RELEASES.reduce((patched, [from, to]) => {
    const at = patched.indexOf(from);
    if (at < 0 || patched.indexOf(from, at + 1) >= 0) {
      throw new Error(`r3f-loop-release: React Three Fiber's render loop changed (expected once: ${JSON.stringify(from.trim())}); check whether it still keeps the last root, and update scripts/vite-plugin-r3f-loop-release.ts`);
    }
    return patched.slice(0, at) + to + patched.slice(at + from.length);
  }, code);
}
