import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';

/** The performance mark `bench/player.mjs` reads: the first frame drawn with a decoded video picture. */
export const FIRST_FRAME_MARK = 'tutti:player-first-frame';

/**
 * Marks the frame after the one that first saw a decoded picture: that earlier frame's render uploaded it
 * to the sphere's texture, so by now it is on screen.
 */
export function useFirstFrameMark(video: HTMLVideoElement) {
  const stage = useRef<'waiting' | 'uploaded' | 'marked'>('waiting');
  useFrame(() => {
    if (stage.current === 'marked') return;
    if (stage.current === 'uploaded') {
      performance.mark(FIRST_FRAME_MARK);
      stage.current = 'marked';
    } else if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) stage.current = 'uploaded';
  });
}
