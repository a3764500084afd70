import { useEffect, useState } from 'react';

/** A lazily imported module that remembers itself once loaded, so later renders need no wait at all. */
export interface ModuleLoader<T> {
  load(): Promise<T>;
  /** The module, if it has loaded already. */
  current(): T | undefined;
}

export function createModuleLoader<T>(importModule: () => Promise<T>): ModuleLoader<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      pending ??= importModule().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = undefined; // a later mount may try again (the network may be back)
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
  };
}

/**
 * A code-split module for rendering without Suspense. React holds back each Suspense boundary's reveal
 * until 300 ms after the previous fallback or reveal (its fallback throttle), so the player's chain of
 * code splits (page, player, three.js) waited that long at every step. An ordinary state update commits at
 * once. A failed download is thrown while rendering, to the nearest error boundary, as `lazy()` does.
 */
export function useLoadedModule<T>(loader: ModuleLoader<T>): T | undefined {
  const [state, setState] = useState<{ module: T } | { error: unknown } | undefined>(() => {
    const module = loader.current();
    return module === undefined ? undefined : { module };
  });
  useEffect(() => {
    if (state) return;
    let live = true;
    loader.load().then(
      (module) => live && setState({ module }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [loader, state]);
  if (state && 'error' in state) throw state.error;
  return state?.module;
}
