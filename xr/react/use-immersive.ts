import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { detectXrSupport, type XrNavigator } from '../core/session/xr-support';

type ImmersiveModule = typeof import('./immersive');

export interface Immersive {
  /** Loaded for a browser that supports `immersive-vr`: 'Enter VR' may show. */
  loaded: { module: ImmersiveModule; store: ReturnType<ImmersiveModule['createImmersiveStore']> } | null;
  inSession: boolean;
  /** Must run inside the person's click (browsers require a gesture to start a session). */
  enter: () => void;
  exit: () => void;
}

/**
 * WebXR for the player, downloaded only where a headset can use it: the check is tiny, while the
 * session store, menu and its three.js parts come as their own chunk. Leaving ends the session.
 */
export function useImmersive(): Immersive {
  const [loaded, setLoaded] = useState<Immersive['loaded']>(null);
  const [inSession, setInSession] = useState(false);
  const current = useRef<Immersive['loaded']>(null);
  current.current = loaded;

  // A layout effect's cleanup runs before the canvas (a child) releases its WebGL context: a session
  // still drawing into a lost context fails its next frame.
  useLayoutEffect(() => () => void current.current?.store.getState().session?.end().catch(() => undefined), []);

  useEffect(() => {
    let live = true;
    let cleanup = () => undefined as void;
    void (async () => {
      const support = await detectXrSupport(navigator as XrNavigator);
      if (!live || !support.immersiveVr) return;
      const module = await import('./immersive');
      if (!live) return;
      const store = module.createImmersiveStore();
      const unsubscribe = store.subscribe((state) => setInSession(state.session != null));
      cleanup = () => {
        unsubscribe();
        store.destroy();
      };
      setLoaded({ module, store });
    })();
    return () => {
      live = false;
      cleanup();
    };
  }, []);

  return {
    loaded,
    inSession,
    enter: () => void loaded?.store.enterVR().catch(() => undefined),
    exit: () => void loaded?.store.getState().session?.end().catch(() => undefined),
  };
}
