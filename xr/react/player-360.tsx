import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { RootState } from '@react-three/fiber';
import type { Group } from 'three';
import type { PlayerErrorCode, PlayerState } from '../core/media/player-state';
import { isRunning, type CreatePlayerOptions, type PlayerController, type PlayerSnapshot } from '../core/player';
import { CaptionOverlay } from './caption-overlay';
import { EndCard } from './end-card';
import { FOCUS_INSIDE_PICTURE } from './focus-ring';
import { useHeadsetWaitingRoom, type HeadsetWaitingRoom } from './headset-waiting-room';
import type { Player360Labels } from './labels';
import { playerCanvasLoader } from './player-canvas-loader';
import { useLoadedModule } from './module-loader';
import { PlayerControls } from './player-controls';
import { PlayerStatus } from './player-status';
import { SoundPrompt } from './sound-prompt';
import { useFullscreen } from './use-fullscreen';
import { useImmersive } from './use-immersive';
import { useMotionControl } from './use-motion-control';
import { usePlayer } from './use-player';
import { useResumeWhenVisible } from './use-resume-when-visible';
import { useViewInput } from './use-view-input';

/** The engine's options (documented in xr/core/player/create-player.ts), the site's texts and the end card's offers. */
export interface Player360Props
  extends Pick<CreatePlayerOptions, 'playlist' | 'startId' | 'loop' | 'playOnInHeadset' | 'autoplay' | 'hold' | 'autoRetryMs' | 'dwellMs' | 'volumeCeiling' | 'captions' | 'captionLanguages' | 'onCaptionsChange' | 'adopt'> {
  labels: Player360Labels;
  /** Offered beside 'Watch next' when a concert ends on a flat screen (e.g. the demo's 'Book a concert pilot'). */
  endActions?: ReactNode;
  onStateChange?: (state: PlayerState, error: PlayerErrorCode | null) => void;
  /** The engine once it exists (null when it goes): a group session drives it from outside. */
  onPlayer?: (player: PlayerController | null) => void;
  /** Before a held live concert's stream: the waiting room shown in the headset (headset-waiting-room.ts). */
  waitingRoom?: HeadsetWaitingRoom | null;
  /** The page holds the concert at its beginning while true (a question before it); it starts there once false. */
  holdStart?: boolean;
}

const SHOWN: readonly PlayerState[] = ['ready', 'playing', 'paused', 'buffering', 'ended'];

/**
 * A 360° video: on a flat screen the picture on a sphere (drag, pinch, wheel, arrow keys, motion control)
 * with the site's own controls, in a headset the same sphere (or an XR media layer) with the gaze
 * interface. It draws the engine's snapshot and forwards input to it (xr/core/player): no player logic here.
 * Unmounting releases everything: the engine, three's objects, the XR session and the renderer.
 */
export function Player360({ labels, endActions, onStateChange, onPlayer, waitingRoom = null, holdStart = false, ...options }: Player360Props) {
  const { player, snapshot } = usePlayer({ ...options, texts: labels.gaze });
  useEffect(() => player?.holdStart(holdStart), [player, holdStart]);
  useHeadsetWaitingRoom(player, waitingRoom, options.hold === true, options.captions);
  const playerListener = useRef(onPlayer);
  playerListener.current = onPlayer;
  useEffect(() => {
    if (!player) return;
    playerListener.current?.(player);
    return () => playerListener.current?.(null);
  }, [player]);
  const poster = options.playlist.find((entry) => entry.id === options.startId)?.poster ?? options.playlist[0]?.poster;
  if (!player || !snapshot) return <PlayerFrame poster={poster} />;
  return <PlayerView player={player} snapshot={snapshot} labels={labels} endActions={endActions} onStateChange={onStateChange} />;
}

/** The player's box before its engine exists (the first render): the same size, with the poster. */
function PlayerFrame({ poster }: { poster: string | undefined }) {
  return (
    <div className="relative overflow-hidden rounded-xl bg-slate-950">
      <div className="relative aspect-[4/3] w-full sm:aspect-video">
        {poster && <img src={poster} alt="" className="pointer-events-none absolute inset-0 h-full w-full object-cover" />}
      </div>
    </div>
  );
}

interface PlayerViewProps extends Pick<Player360Props, 'labels' | 'endActions' | 'onStateChange'> {
  player: PlayerController;
  snapshot: PlayerSnapshot;
}

function PlayerView({ player, snapshot, labels, endActions, onStateChange }: PlayerViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLDivElement>(null);
  const videoHost = useRef<HTMLDivElement>(null);
  const sphere = useRef<Group>(null);
  const PlayerCanvas = useLoadedModule(playerCanvasLoader)?.default;
  const [invertEyes, setInvertEyes] = useState(false);
  const invalidate = useRef<() => void>(() => undefined);
  const redraw = useCallback(() => invalidate.current(), []);
  const input = useViewInput(region, player.view, redraw);
  const fullscreen = useFullscreen(container);
  const motion = useMotionControl(useCallback(() => player.view.yaw, [player]), redraw);
  const immersive = useImmersive(player);
  // The poster stays until the picture can be drawn: the stream may play before three.js has loaded.
  const [pictureShown, setPictureShown] = useState(false);
  const [canvasReady, setCanvasReady] = useState(false);
  const stateListener = useRef(onStateChange);
  stateListener.current = onStateChange;
  const { state, error, media, entry, captions, audio, vr } = snapshot;
  useResumeWhenVisible(media);

  useEffect(() => {
    stateListener.current?.(state, error);
    if (SHOWN.includes(state)) setPictureShown(true);
  }, [state, error]);

  // The element sits hidden in the player, so it is released with it and visible to the page's tools.
  const { video } = media;
  useEffect(() => {
    const host = videoHost.current;
    if (!host) return;
    host.appendChild(video);
    return () => video.remove();
  }, [video]);

  const onCreated = useCallback(
    ({ gl, invalidate: next }: RootState) => {
      invalidate.current = () => next();
      player.setMaxTextureSize(gl.capabilities.maxTextureSize);
      setCanvasReady(true);
    },
    [player],
  );

  const running = isRunning(snapshot);
  const layout = entry.layout ?? 'mono';
  return (
    <div ref={container} data-player="" className="relative overflow-hidden rounded-xl bg-slate-950 text-white">
      {/* A size container: what lies over the picture adapts to the picture's width in rem (the text size). */}
      <div className="@container relative aspect-[4/3] w-full sm:aspect-video">
        {/* Only the picture is the drag surface: the buttons over it are its siblings, so a press on them is never a drag. */}
        <div
          ref={region}
          role="application"
          aria-label={labels.region}
          tabIndex={0}
          className={`absolute inset-0 cursor-grab touch-none select-none active:cursor-grabbing ${FOCUS_INSIDE_PICTURE}`}
          {...input}
        >
          {PlayerCanvas && (
            <PlayerCanvas player={player} video={video} layout={layout} invertEyes={invertEyes} sphere={sphere} orient={motion.orient} immersive={immersive} onCreated={onCreated} />
          )}
          {/* Over the canvas until the picture is drawn, and under the region's focus ring (drawn after it). */}
          {entry.poster && !(pictureShown && canvasReady) && <img src={entry.poster} alt="" className="pointer-events-none absolute inset-0 h-full w-full object-cover" />}
        </div>
        <div ref={videoHost} hidden />
        <CaptionOverlay text={captions.text} lang={captions.lang} />
        <PlayerStatus state={state} error={error} labels={labels} liveWaiting={snapshot.live?.waiting === true} onRetry={() => player.retry()} />
        {state === 'ended' && !snapshot.following && <EndCard player={player} snapshot={snapshot} labels={labels} actions={endActions} />}
        {audio.muted && !audio.chosen && running && <SoundPrompt label={labels.tapForSound} onPress={() => player.setMuted(false)} />}
      </div>
      <PlayerControls
        player={player}
        snapshot={snapshot}
        labels={labels}
        fullscreen={fullscreen}
        motion={motion}
        // The session draws through the canvas: no 'Enter VR' before three.js is there.
        vr={immersive.loaded && canvasReady ? { inSession: vr.active, toggle: vr.active ? () => player.exitVr() : () => player.enterVr() } : null}
        eyes={layout === 'mono' ? null : { inverted: invertEyes, toggle: () => setInvertEyes((inverted) => !inverted) }}
        onRecenter={() => {
          player.recenter();
          motion.recenter();
          redraw();
        }}
      />
    </div>
  );
}
