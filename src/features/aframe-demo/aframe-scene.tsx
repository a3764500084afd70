import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { attachPlayer, type PlayerController, type PlayerSnapshot } from '@xr/aframe/player';
import { readCaptionPreference, useGazeTexts, usePlayerComfort, writeCaptionPreference } from '@/features/player-settings';
import { ClientOnly } from '@/ui/client-only';
import { ProgressBar } from '@/ui/progress-bar';
import { DEMO_ENTRY_ID, useProgrammePlaylist } from '@/features/concerts';
import { FlatOverlay } from './flat-overlay';
import { useAframe } from './use-aframe';
import { useAframePlayer } from './use-aframe-player';

/**
 * The A-Frame 360° scene: the same player engine as the React player (xr/core through xr/aframe), drawn
 * by A-Frame. The concert starts loading at once, while A-Frame's own chunk downloads.
 */
export function AframeScene() {
  const { t } = useTranslation('aframe');
  const descriptionId = useId();
  return (
    <section aria-label={t('regionLabel')} aria-describedby={descriptionId} className="flex flex-col gap-3">
      <div className="relative h-[65svh] min-h-72 max-h-[48rem] w-full overflow-hidden rounded-xl bg-slate-900">
        {/* A-Frame and the stream are the browser's: a prerendered page shows the loading state until hydrated. */}
        <ClientOnly fallback={<SceneLoading label={t('loading')} />}>
          <SceneStage />
        </ClientOnly>
      </div>
      <p id={descriptionId} className="text-base text-slate-700 dark:text-slate-300">
        {t('description')}
      </p>
    </section>
  );
}

function SceneStage() {
  const { t } = useTranslation('aframe');
  const status = useAframe();
  const { player, snapshot } = useDemoPlayer();
  return (
    <>
      {status === 'loading' && <SceneLoading label={t('loading')} />}
      {status === 'error' && (
        <p role="alert" className="flex h-full items-center justify-center p-6 text-center text-lg text-white">
          {t('error')}
        </p>
      )}
      {status === 'ready' && player && snapshot && <SceneContent player={player} snapshot={snapshot} />}
    </>
  );
}

/**
 * The demo first, the concerts with a recording of their own a choice away (the programme as this deployment
 * has it), in the visitor's language and comfort settings.
 */
function useDemoPlayer() {
  const { t, i18n } = useTranslation('player');
  const texts = useGazeTexts();
  const { dwellMs, volumeCeiling } = usePlayerComfort();
  const playlist = useProgrammePlaylist({ demoTitle: t('demoTitle') }).entries;
  const captionLanguages = useMemo(() => [i18n.language], [i18n.language]);
  return useAframePlayer({
    playlist,
    startId: DEMO_ENTRY_ID,
    // The demo plays on at its end in a headset (issue 22): the chooser stays in the menu.
    playOnInHeadset: true,
    texts,
    dwellMs,
    volumeCeiling,
    // Read at each render: the engine takes it when it starts, and the other player may have changed it.
    captions: readCaptionPreference(),
    captionLanguages,
    onCaptionsChange: writeCaptionPreference,
  });
}

function SceneLoading({ label }: { label: string }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-4 p-6 text-white" aria-busy="true">
      <p className="text-lg font-medium">{label}</p>
      <ProgressBar label={label} className="max-w-xs" />
    </div>
  );
}

function SceneContent({ player, snapshot }: { player: PlayerController; snapshot: PlayerSnapshot }) {
  const scene = useRef<HTMLElement>(null);
  const videoHost = useRef<HTMLDivElement>(null);
  const { video } = snapshot.media;

  // The scene's `tutti-player` component draws this engine (xr/aframe/tutti-player.ts).
  useEffect(() => {
    const element = scene.current;
    if (!element) return;
    attachPlayer(element, player);
    return () => attachPlayer(element, null);
  }, [player]);

  // In the page, hidden, as in the React player: the same element plays every concert.
  useEffect(() => {
    videoHost.current?.appendChild(video);
    return () => video.remove();
  }, [video]);

  return (
    <>
      <a-scene
        ref={scene}
        embedded=""
        tutti-player=""
        // Our own 'Enter VR' button (FlatOverlay) asks the engine, which unmutes inside the click.
        xr-mode-ui="enabled: false"
        loading-screen="enabled: false"
        device-orientation-permission-ui="enabled: false"
        webxr="optionalFeatures: hand-tracking"
      >
        <a-entity camera="" position="0 1.6 0" look-controls="magicWindowTrackingEnabled: false" />
      </a-scene>
      <div ref={videoHost} hidden />
      <FlatOverlay player={player} snapshot={snapshot} />
    </>
  );
}
