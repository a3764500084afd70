import { useEffect } from 'react';
import { useFrame, useThree } from '@react-three/fiber';

// Typed in lib.dom, yet missing from older browsers (Firefox before 132): checked at run time.
const hasFrameCallback = (video: HTMLVideoElement): boolean => typeof video.requestVideoFrameCallback === 'function';

/**
 * Draws when the video shows a new frame, not on every display refresh: a 30 fps concert on a 60 or
 * 120 Hz screen needs a half or a quarter of the draws (cooler phones, longer batteries). Input asks
 * for its own frames. Where the browser cannot say when a frame arrives, every refresh draws.
 */
export function useVideoFrameRedraw(video: HTMLVideoElement) {
  const invalidate = useThree((state) => state.invalidate);
  const supported = hasFrameCallback(video);

  useEffect(() => {
    if (!hasFrameCallback(video)) return;
    let handle = 0;
    const onFrame = () => {
      invalidate();
      handle = video.requestVideoFrameCallback(onFrame);
    };
    handle = video.requestVideoFrameCallback(onFrame);
    // A stream started before the canvas (the route's preload) may already show a picture: draw it now,
    // not at the next decoded frame.
    if (video.readyState >= video.HAVE_CURRENT_DATA) invalidate();
    return () => video.cancelVideoFrameCallback(handle);
  }, [video, invalidate]);

  useFrame(() => {
    if (!supported && !video.paused) invalidate();
  });
}
