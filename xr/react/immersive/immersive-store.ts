import { createXRStore } from '@react-three/xr';
import { pickFrameRate } from '../../core/session/xr-support';

export type ImmersiveStore = ReturnType<typeof createImmersiveStore>;

/**
 * The store reads every controller's button layout from an input-profile list, by default on a CDN:
 * in a hospital, nothing may come from a third-party host. The site serves a one-profile list of its own
 * (public/xr/input-profiles): every controller falls back to the generic trigger, all our menu needs.
 */
export const INPUT_PROFILES_PATH = '/xr/input-profiles/';

/**
 * The WebXR session store for a concert. Everything that would fetch from a CDN, emulate a headset or
 * ask for sensors a concert does not need is off: no controller or hand models (our menu reads the
 * input rays itself), no emulator (tests bring iwer), no planes, meshes, anchors, hit tests or DOM
 * overlay. Kept: hand tracking (pinch), layers (the media layer), low fixed
 * foveation (the sphere's sharp edges show its artefacts) and a refresh rate that is a whole multiple of
 * the video's.
 */
export function createImmersiveStore(videoFps = 30) {
  return createXRStore({
    emulate: false,
    baseAssetPath: new URL(INPUT_PROFILES_PATH, location.origin).href,
    offerSession: false,
    enterGrantedSession: false,
    controller: false,
    hand: false,
    gaze: false,
    screenInput: false,
    transientPointer: false,
    anchors: false,
    meshDetection: false,
    planeDetection: false,
    hitTest: false,
    domOverlay: false,
    depthSensing: false,
    handTracking: true,
    layers: true,
    foveation: 0,
    frameRate: (rates) => pickFrameRate(rates, videoFps) ?? false,
  });
}
