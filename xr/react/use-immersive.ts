import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PlayerController } from '../core/player';
import { detectXrSupport, type XrNavigator } from '../core/session/xr-support';

type ImmersiveModule = typeof import('./immersive');

export interface Immersive {
  /** Loaded for a browser that supports `immersive-vr`: 'Enter VR' may show. */
  loaded: { module: ImmersiveModule; store: ReturnType<ImmersiveModule['createImmersiveStore']> } | null;
}

/**
 * WebXR for the player, downloaded only where a headset can use it: the check is tiny, while the
 * session store, the gaze interface and its three.js parts come as their own chunk. Once loaded, the
 * engine gets a way in and out of VR and hears when a session starts and ends.
 */
export function useImmersive(player: PlayerController): Immersive {
  const [loaded, setLoaded] = useState<Immersive['loaded']>(null);
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
      const unsubscribe = store.subscribe((state) => player.setInVr(state.session != null));
      player.bindXr({
        enter: () => store.enterVR().then(() => undefined),
        exit: async () => store.getState().session?.end(),
      });
      cleanup = () => {
        unsubscribe();
        player.bindXr(null);
        store.destroy();
      };
      setLoaded({ module, store });
    })();
    return () => {
      live = false;
      cleanup();
    };
  }, [player]);

  // The same object until the module loads: the canvas below it is memoised on it.
  return useMemo(() => ({ loaded }), [loaded]);
}
