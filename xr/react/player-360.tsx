import { useCallback, useEffect, useRef, useState } from 'react';
import type { RootState } from '@react-three/fiber';
import type { Group } from 'three';
import { createViewState, recenterView } from '../core/controls/view-controls';
import type { PlayerErrorCode, PlayerState } from '../core/media/player-state';
import type { StereoLayout } from '../core/projection';
import type { Player360Labels } from './labels';
import { playerCanvasLoader } from './player-canvas-loader';
import { useLoadedModule } from './module-loader';
import { PlayerControls } from './player-controls';
import { PlayerStatus } from './player-status';
import { SoundPrompt } from './sound-prompt';
import { useFullscreen } from './use-fullscreen';
import { useImmersive } from './use-immersive';
import { useMediaSource } from './use-media-source';
import { useMenuActions } from './use-menu-actions';
import { useMotionControl } from './use-motion-control';
import { usePlayerAudio } from './use-player-audio';
import { useResumeWhenVisible } from './use-resume-when-visible';
import { useViewInput } from './use-view-input';

export interface Player360Props {
  src: string;
  poster?: string;
  labels: Player360Labels;
  loop?: boolean;
  /** How the frame holds the picture: one view, or one per eye (top-bottom or side-by-side). */
  layout?: StereoLayout;
  /** After a fatal error, try again by itself after this delay (the unattended conference demo). */
  autoRetryMs?: number;
  /** How long a look at a headset menu item takes to act (default 1.5 s). */
  dwellMs?: number;
  onStateChange?: (state: PlayerState, error: PlayerErrorCode | null) => void;
}

const SHOWN: readonly PlayerState[] = ['ready', 'playing', 'paused', 'buffering', 'ended'];

/**
 * A 360° video: on a flat screen the picture on a sphere (drag, pinch, wheel, arrow keys, motion
 * control), in a headset the same sphere (or an XR media layer) with a gaze menu. Unmounting releases
 * everything: the media source is destroyed, three's objects disposed, the XR session ended, and R3F's
 * own unmount disposes the renderer and calls `forceContextLoss()`.
 */
export function Player360({ src, poster, labels, loop = false, layout = 'mono', autoRetryMs, dwellMs, onStateChange }: Player360Props) {
  const container = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLDivElement>(null);
  const videoHost = useRef<HTMLDivElement>(null);
  const sphere = useRef<Group>(null);
  const [maxTextureSize, setMaxTextureSize] = useState<number | null>(null);
  const PlayerCanvas = useLoadedModule(playerCanvasLoader)?.default;
  const { media, state, error, levels } = useMediaSource({ src, loop, maxTextureSize, autoRetryMs });
  const [view] = useState(() => createViewState());
  const [invertEyes, setInvertEyes] = useState(false);
  const invalidate = useRef<() => void>(() => undefined);
  const redraw = useCallback(() => invalidate.current(), []);
  const input = useViewInput(region, view, redraw);
  const fullscreen = useFullscreen(container);
  const audio = usePlayerAudio(media);
  const motion = useMotionControl(useCallback(() => view.yaw, [view]));
  const immersive = useImmersive();
  const running = state === 'playing' || state === 'buffering';
  const menu = useMenuActions(media, running, audio, labels, immersive.inSession);
  // The poster stays until the picture can be drawn: the stream may play before three.js has loaded.
  const [pictureShown, setPictureShown] = useState(false);
  const [canvasReady, setCanvasReady] = useState(false);
  const stateListener = useRef(onStateChange);
  stateListener.current = onStateChange;
  useResumeWhenVisible(media);

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
    setCanvasReady(true);
  }, []);

  // In the same press that asks for the session: sound and playback may only start from a gesture.
  const enterVr = () => {
    if (audio.muted) audio.setMuted(false);
    void media?.play();
    immersive.enter();
  };

  const { loaded } = immersive;
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
          {PlayerCanvas && (
            <PlayerCanvas
              media={media}
              view={view}
              layout={layout}
              invertEyes={invertEyes}
              sphere={sphere}
              orient={motion.orient}
              immersive={immersive}
              menu={{ labels: menu.menuLabels, isDisabled: menu.isDisabled, onAction: menu.onAction, dwellMs }}
              onCreated={onCreated}
            />
          )}
        </div>
        {poster && !(pictureShown && canvasReady) && <img src={poster} alt="" className="pointer-events-none absolute inset-0 h-full w-full object-cover" />}
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
        motion={motion}
        // The session draws through the canvas: no 'Enter VR' before three.js is there.
        vr={loaded && canvasReady ? { inSession: immersive.inSession, toggle: immersive.inSession ? immersive.exit : enterVr } : null}
        eyes={layout === 'mono' ? null : { inverted: invertEyes, toggle: () => setInvertEyes((inverted) => !inverted) }}
        onRecenter={() => {
          recenterView(view);
          motion.recenter();
          redraw();
        }}
      />
    </div>
  );
}
