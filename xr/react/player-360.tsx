import { useCallback, useEffect, useRef, useState } from 'react';
import { Canvas, type RootState } from '@react-three/fiber';
import { createViewState, recenterView } from '../core/controls/view-controls';
import type { PlayerErrorCode, PlayerState } from '../core/media/player-state';
import type { Player360Labels } from './labels';
import { PlayerControls } from './player-controls';
import { PlayerScene } from './player-scene';
import { PlayerStatus } from './player-status';
import { SoundPrompt } from './sound-prompt';
import { useFullscreen } from './use-fullscreen';
import { useMediaSource } from './use-media-source';
import { usePlayerAudio } from './use-player-audio';
import { useViewInput } from './use-view-input';

export interface Player360Props {
  src: string;
  poster?: string;
  labels: Player360Labels;
  loop?: boolean;
  onStateChange?: (state: PlayerState, error: PlayerErrorCode | null) => void;
}

/** At the sphere's centre, looking ahead; the view state turns it from the first frame on. */
const CAMERA = { fov: 75, position: [0, 0, 0], rotation: [0, 0, 0], near: 0.1, far: 1100 } as const;

const SHOWN: readonly PlayerState[] = ['ready', 'playing', 'paused', 'buffering', 'ended'];

/**
 * A 360° video on a flat screen: the picture on a sphere (drag, wheel, arrow keys), the player's own
 * HTML controls and its status. Unmounting releases everything: the media source is destroyed, three's
 * objects disposed, and R3F's own unmount disposes the renderer and calls `forceContextLoss()`.
 */
export function Player360({ src, poster, labels, loop = false, onStateChange }: Player360Props) {
  const container = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLDivElement>(null);
  const videoHost = useRef<HTMLDivElement>(null);
  const [maxTextureSize, setMaxTextureSize] = useState<number | null>(null);
  const { media, state, error, levels } = useMediaSource({ src, loop, maxTextureSize });
  const [view] = useState(() => createViewState());
  const invalidate = useRef<() => void>(() => undefined);
  const redraw = useCallback(() => invalidate.current(), []);
  const input = useViewInput(region, view, redraw);
  const fullscreen = useFullscreen(container);
  const audio = usePlayerAudio(media);
  const [pictureShown, setPictureShown] = useState(false);
  const stateListener = useRef(onStateChange);
  stateListener.current = onStateChange;

  useEffect(() => {
    stateListener.current?.(state, error);
    if (SHOWN.includes(state)) setPictureShown(true);
  }, [state, error]);

  // The element sits hidden in the player, so it is released with it and visible to the page's tools.
  useEffect(() => {
    const host = videoHost.current;
    if (!media || !host) return;
    host.appendChild(media.video);
    return () => media.video.remove();
  }, [media]);

  const onCreated = useCallback(({ gl, invalidate: next }: RootState) => {
    invalidate.current = () => next();
    setMaxTextureSize(gl.capabilities.maxTextureSize);
  }, []);

  const running = state === 'playing' || state === 'buffering';
  return (
    <div ref={container} className="relative overflow-hidden rounded-xl bg-slate-950 text-white">
      <div className="relative aspect-[4/3] w-full sm:aspect-video">
        {/* Only the picture is the drag surface: the buttons over it are its siblings, so a press on them is never a drag. */}
        <div
          ref={region}
          role="application"
          aria-label={labels.region}
          tabIndex={0}
          className="absolute inset-0 cursor-grab touch-none select-none focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-amber-300 active:cursor-grabbing"
          {...input}
        >
          <Canvas flat frameloop={running ? 'always' : 'demand'} camera={CAMERA} onCreated={onCreated}>
            {media && <PlayerScene video={media.video} view={view} />}
          </Canvas>
        </div>
        {poster && !pictureShown && <img src={poster} alt="" className="pointer-events-none absolute inset-0 h-full w-full object-cover" />}
        <div ref={videoHost} hidden />
        <PlayerStatus state={state} error={error} labels={labels} onRetry={() => media?.retry()} />
        {audio.muted && !audio.chosen && running && <SoundPrompt label={labels.tapForSound} onPress={() => audio.setMuted(false)} />}
      </div>
      <PlayerControls
        media={media}
        state={state}
        levels={levels}
        labels={labels}
        audio={audio}
        fullscreen={fullscreen}
        onRecenter={() => {
          recenterView(view);
          redraw();
        }}
      />
    </div>
  );
}
