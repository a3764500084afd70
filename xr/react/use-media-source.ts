import { useEffect, useState } from 'react';
import workerUrl from 'hls.js/dist/hls.worker.js?url';
import { createMediaSource, type LevelsInfo, type MediaSourceHandle } from '../core/media/media-source';
import type { PlayerErrorCode, PlayerState } from '../core/media/player-state';

export interface MediaSourceState {
  media: MediaSourceHandle | null;
  state: PlayerState;
  error: PlayerErrorCode | null;
  levels: LevelsInfo;
}

export interface UseMediaSourceOptions {
  src: string;
  loop?: boolean;
  /** The renderer's MAX_TEXTURE_SIZE, null until the renderer exists: loading does not wait for it. */
  maxTextureSize: number | null;
  autoRetryMs?: number;
}

const NO_LEVELS: LevelsInfo = { levels: [], choice: 'auto', current: null };

/**
 * One media source per mount, on a video element of its own (the caller decides where it lives). hls.js
 * transmuxes in its worker, so fragments never stall the render loop. Unmounting destroys everything:
 * the hls.js instance, the element's source and its decoder.
 */
export function useMediaSource({ src, loop = false, maxTextureSize, autoRetryMs }: UseMediaSourceOptions): MediaSourceState {
  const [media, setMedia] = useState<MediaSourceHandle | null>(null);
  const [status, setStatus] = useState<{ state: PlayerState; error: PlayerErrorCode | null }>({ state: 'idle', error: null });
  const [levels, setLevels] = useState<LevelsInfo>(NO_LEVELS);

  useEffect(() => {
    const handle = createMediaSource({
      video: document.createElement('video'),
      src,
      loop,
      muted: true,
      autoplay: true,
      workerPath: workerUrl,
      autoRetryMs,
      onState: (state, error) => setStatus({ state, error }),
      onLevels: setLevels,
    });
    setMedia(handle);
    setStatus({ state: handle.state, error: handle.error });
    return () => {
      handle.destroy();
      setMedia(null);
      setLevels(NO_LEVELS);
    };
  }, [src, loop, autoRetryMs]);

  useEffect(() => {
    if (media && maxTextureSize !== null) media.setMaxTextureSize(maxTextureSize);
  }, [media, maxTextureSize]);

  return { media, state: status.state, error: status.error, levels };
}
