/// <reference types="webxr" />
/**
 * The Quest Browser's WebXR Layers path: the compositor samples the video itself (no texture upload, no
 * resampling through the eye buffer), so the picture is sharper than on a textured sphere.
 */
import { xrLayerLayout, type StereoLayout } from '../projection';

export interface MediaLayerOptions {
  layout: StereoLayout;
  invertEyes?: boolean;
}

/** A full 360°×180° sphere at infinity (radius 0), so the picture has no parallax as the head moves. */
export function equirectLayerInit(space: XRSpace, { layout, invertEyes = false }: MediaLayerOptions): XRMediaEquirectLayerInit {
  return {
    space,
    layout: xrLayerLayout(layout),
    invertStereo: invertEyes,
    radius: 0,
    centralHorizontalAngle: 2 * Math.PI,
    upperVerticalAngle: Math.PI / 2,
    lowerVerticalAngle: -Math.PI / 2,
  };
}

/**
 * The layer's pose turned as the picture is turned after recentring (yaw, pitch and roll), where the
 * picture turns and the camera never does: `layer.transform = new XRRigidTransform(p.position, p.orientation)`.
 */
export function turnedPose(turn: { x: number; y: number; z: number; w: number }): { position: DOMPointInit; orientation: DOMPointInit } {
  return { position: { x: 0, y: 0, z: 0, w: 1 }, orientation: { x: turn.x, y: turn.y, z: turn.z, w: turn.w } };
}

/** What the core needs of the XRSession: its frame loop. */
export type XrFrameSource = Pick<XRSession, 'requestAnimationFrame'>;

/** `window.XRMediaBinding`, passed in so the core never reads globals behind the caller's back. */
export type MediaBindingConstructor<S extends XrFrameSource = XRSession> = new (session: S) => Pick<XRMediaBinding, 'createEquirectLayer'>;

export interface CreateMediaLayer<S extends XrFrameSource> extends MediaLayerOptions {
  session: S;
  space: XRSpace;
  video: HTMLVideoElement;
  Binding: MediaBindingConstructor<S>;
}

/**
 * Creates the layer once the session has run its first frame: created during `sessionstart`, it has been
 * seen to lose the WebGL context. The caller puts it in `session.updateRenderState({ layers })` below the
 * projection layer (so menus stay on top) and falls back to the sphere if this throws.
 */
export async function createEquirectMediaLayer<S extends XrFrameSource>({ session, space, video, Binding, ...options }: CreateMediaLayer<S>): Promise<XREquirectLayer> {
  await new Promise<void>((resolve) => session.requestAnimationFrame(() => resolve()));
  const binding = new Binding(session);
  return binding.createEquirectLayer(video, equirectLayerInit(space, options));
}
