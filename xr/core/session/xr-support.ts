/**
 * What the browser's WebXR can do here. Structural types instead of the WebXR typings, so a test can pass
 * a plain object as `navigator`.
 */
export interface XrNavigator {
  xr?: { isSessionSupported(mode: 'immersive-vr'): Promise<boolean> };
}

export interface XrSupport {
  /** 'Enter VR' may be offered. */
  immersiveVr: boolean;
  /** The WebXR Layers API (Quest Browser): video can go through an XR media layer, sharper than a sphere. */
  layers: boolean;
}

/**
 * Never throws: no `navigator.xr` (insecure context, old browser) and a rejected or throwing check
 * (a policy forbids XR) both mean "not supported".
 */
export async function detectXrSupport(navigator: XrNavigator, scope: object = globalThis): Promise<XrSupport> {
  let immersiveVr = false;
  try {
    immersiveVr = (await navigator.xr?.isSessionSupported('immersive-vr')) === true;
  } catch {
    immersiveVr = false;
  }
  return { immersiveVr, layers: immersiveVr && 'XRMediaBinding' in scope };
}

/**
 * The session's features. All optional, so a headset without one still enters: 'local-floor' (seated or
 * in bed works with 'local' too), 'layers' for the media layer, 'hand-tracking' for pinch instead of a
 * controller.
 */
export function sessionInit(): { optionalFeatures: string[] } {
  return { optionalFeatures: ['local-floor', 'layers', 'hand-tracking'] };
}

/** A display rate within 1 % of a whole multiple of the video's rate shows every frame equally long. */
const isMultiple = (rate: number, fps: number) => {
  const ratio = rate / fps;
  return Math.round(ratio) >= 1 && Math.abs(ratio - Math.round(ratio)) < 0.01 * Math.round(ratio);
};

/**
 * The headset's refresh rate for a video: a whole multiple of its frame rate (no judder), the one
 * closest to `preferred` (90 Hz: the Quest's default, cooler than 120 over an hour-long concert);
 * without one, the highest rate. Null when the session cannot change its rate.
 */
export function pickFrameRate(supported: ArrayLike<number> | null | undefined, videoFps: number, preferred = 90): number | null {
  const rates = Array.from(supported ?? []).filter((rate) => rate > 0);
  if (rates.length === 0) return null;
  const multiples = videoFps > 0 ? rates.filter((rate) => isMultiple(rate, videoFps)) : [];
  if (multiples.length === 0) return Math.max(...rates);
  return multiples.reduce((best, rate) => {
    const closer = Math.abs(rate - preferred) - Math.abs(best - preferred);
    return closer < 0 || (closer === 0 && rate > best) ? rate : best;
  });
}
