import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaSourceHandle } from '../core/media/media-source';

export interface PlayerAudio {
  muted: boolean;
  volume: number;
  /** The person has set the sound themselves: the 'tap for sound' prompt stays away from then on. */
  chosen: boolean;
  setMuted: (muted: boolean) => void;
  setVolume: (volume: number) => void;
}

/** Sound as the person set it. Playback starts muted (browsers only autoplay muted video). */
export function usePlayerAudio(media: MediaSourceHandle | null): PlayerAudio {
  const [muted, setMutedState] = useState(true);
  const [volume, setVolumeState] = useState(1);
  const [chosen, setChosen] = useState(false);
  const current = useRef({ muted, volume });
  current.current = { muted, volume };

  // A new media source starts muted by the engine: carry the person's choice over to it.
  useEffect(() => {
    media?.setMuted(current.current.muted);
    media?.setVolume(current.current.volume);
  }, [media]);

  const setMuted = useCallback(
    (next: boolean) => {
      media?.setMuted(next);
      setMutedState(next);
      setChosen(true);
    },
    [media],
  );

  const setVolume = useCallback(
    (next: number) => {
      media?.setVolume(next);
      setVolumeState(next);
      if (next > 0 && muted) setMuted(false);
    },
    [media, muted, setMuted],
  );

  return { muted, volume, chosen, setMuted, setVolume };
}
