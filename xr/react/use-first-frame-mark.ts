import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Texture } from 'three';

/** The performance mark `bench/player.mjs` reads: the first frame drawn with a decoded video picture. */
export const FIRST_FRAME_MARK = 'tutti:player-first-frame';

/**
 * Marks the first video picture on screen. A video texture's version leaves 0 only when three has a
 * decoded frame to upload (its requestVideoFrameCallback, or `update()` where that is missing), so the
 * render that follows this check draws the picture; when the next animation frame begins, the browser
 * has shown it. Waiting for R3F's next frame instead would wait for the next video frame (on demand).
 */
export function useFirstFrameMark(texture: Texture) {
  const seen = useRef(false);
  useFrame(() => {
    if (seen.current || texture.version === 0) return;
    seen.current = true;
    requestAnimationFrame(() => performance.mark(FIRST_FRAME_MARK));
  });
}
