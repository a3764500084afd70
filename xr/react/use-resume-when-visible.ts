import { useEffect } from 'react';
import type { MediaSourceHandle } from '../core/media/media-source';

/**
 * Back from a hidden tab or a headset's standby (the Quest pauses and mutes media there), playback goes
 * on if the person had it playing; their own pause stays.
 */
export function useResumeWhenVisible(media: MediaSourceHandle | null) {
  useEffect(() => {
    if (!media) return;
    const onChange = () => {
      if (document.visibilityState === 'visible') void media.resume();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [media]);
}
