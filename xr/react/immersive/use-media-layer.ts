import { useEffect, useState, type RefObject } from 'react';
import { useThree } from '@react-three/fiber';
import type { Group } from 'three';
import type { StereoLayout } from '../../core/projection';
import type { Quat } from '../../core/gaze/math';
import { createEquirectMediaLayer, turnedPose } from '../../core/session/media-layer';
import type { ImmersiveStore } from './immersive-store';

interface MediaLayerOptions {
  store: ImmersiveStore;
  video: HTMLVideoElement;
  sphere: RefObject<Group | null>;
  layout: StereoLayout;
  invertEyes: boolean;
}

/**
 * Where the browser has the WebXR Layers API (Quest Browser), the video goes through an equirect media
 * layer, which the compositor samples directly (sharper than the sphere); the sphere hides while the
 * layer shows. Anywhere else, or if creating the layer throws, the sphere stays. Returns the layer, so
 * recentring can turn it.
 */
export function useMediaLayer({ store, video, sphere, layout, invertEyes }: MediaLayerOptions): XREquirectLayer | null {
  const [layer, setLayer] = useState<XREquirectLayer | null>(null);
  const gl = useThree((state) => state.gl);

  useEffect(() => {
    const { session, originReferenceSpace } = store.getState();
    const Binding = typeof XRMediaBinding === 'undefined' ? undefined : XRMediaBinding;
    const group = sphere.current;
    if (!session || !originReferenceSpace || !Binding || !group || session.renderState.layers === undefined) return;
    let live = true;
    let entry: { layer: XREquirectLayer; renderOrder: number; object3D: Group } | null = null;
    createEquirectMediaLayer({ session, space: originReferenceSpace, video, Binding, layout, invertEyes })
      .then((created) => {
        if (!live) return;
        entry = { layer: created, renderOrder: -1, object3D: group };
        store.addLayerEntry(entry);
        // The scene's layer lies over the video: only the menu may cover it, the cleared rest must not.
        const base = gl.xr.getBaseLayer();
        if ('blendTextureSourceAlpha' in base) base.blendTextureSourceAlpha = true;
        gl.setClearAlpha(0);
        group.visible = false;
        setLayer(created);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (entry) store.removeLayerEntry(entry);
      gl.setClearAlpha(1);
      group.visible = true;
      setLayer(null);
    };
  }, [gl, store, video, sphere, layout, invertEyes]);

  return layer;
}

/** Turns the media layer with the sphere when the person recentres. */
export function turnMediaLayer(layer: XREquirectLayer | null, turn: Quat): void {
  if (!layer) return;
  const { position, orientation } = turnedPose(turn);
  layer.transform = new XRRigidTransform(position, orientation);
}
