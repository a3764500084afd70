import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { player360Loader, preparePlayer, takePrestarted, useLoadedModule } from '@xr/react/load-player';
import type { HeadsetWaitingRoom } from '@xr/react/headset-waiting-room';
import type { Player360Props } from '@xr/react/player-360';
import { DEMO_ENTRY_ID, liveEntry, useProgrammePlaylist, type ProgrammeConcert } from '@/features/concerts';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { readCaptionPreference, usePlayerComfort, writeCaptionPreference } from '@/features/player-settings';
import { useIsClient } from '@/ui/client-only';
import { ProgressBar } from '@/ui/progress-bar';
import { usePlayerLabels } from './use-player-labels';

interface ConcertPlayerProps {
  /** The concert to start on: a concert's id, or the demo's (`DEMO_ENTRY_ID`). The others are a choice away. */
  startId: string;
  loop?: boolean;
  /**
   * The demo and the kiosk: at a concert's end in a headset the next one starts (or the only one again)
   * instead of the chooser, which stays in the menu for a person who asks for it. The flat end card stays.
   */
  playOnInHeadset?: boolean;
  /** Unattended screens (the conference demo): after an error, try again by itself after this delay. */
  autoRetryMs?: number;
  /** Offered beside 'Watch next' when a concert ends on a flat screen. */
  endActions?: ReactNode;
  /** Every change of the player's state (an unattended kiosk watches for one that lasts). */
  onStateChange?: (state: string) => void;
  /** False: wait to be started (a group session's headset starts with the room). */
  autoplay?: boolean;
  /** The engine, for a group session to lead (null when the player goes). */
  onPlayer?: Player360Props['onPlayer'];
  /** The concert of the page, when it has one: in the playlist before the programme's list is read. */
  current?: ProgrammeConcert;
  /** Only these concerts besides the demo, by id: the kiosk offers what it keeps offline, nothing that would not play. */
  only?: readonly string[];
  /** A concert playing live now: its live stream is the entry of its id (start on it with `startId`). */
  liveConcert?: ProgrammeConcert;
  /** Its live stream is still to come: the player loads nothing while true, and starts it when it turns false (a headset waits in it). */
  hold?: boolean;
  /** While held: the waiting room shown in the headset (its words and its targets' actions, made by the page). */
  waitingRoom?: HeadsetWaitingRoom | null;
  /** Hold the concert at its beginning while true (the mood check's question before it); it starts once false. */
  holdStart?: boolean;
  /** The clock the live concert's program date-times are read against (a group session's shared clock); Date.now without. */
  liveClock?: () => number;
}

/**
 * For a player page's preload (before React renders it): starts the stream and the player's code at once.
 * Give the same `loop` and `autoRetryMs` as the page's ConcertPlayer, which then adopts the stream.
 */
export function prepareConcertPlayer(src: string, options: { loop?: boolean; autoRetryMs?: number } = {}): void {
  void preparePlayer({ src, ...options });
}

/** Only the player's code, ahead of a stream still to come (a live concert's waiting room). Never rejects. */
export function preloadConcertPlayer(): void {
  player360Loader.load().catch(() => undefined);
}

/** A concert's 360° player, in the visitor's language, with their comfort settings and caption choice. */
export function ConcertPlayer({ startId, loop = false, playOnInHeadset, autoRetryMs, endActions, onStateChange, autoplay, onPlayer, current, only, liveConcert, liveClock, hold, waitingRoom, holdStart }: ConcertPlayerProps) {
  const labels = usePlayerLabels();
  const playlist = usePlaylist(current, only, liveConcert, liveClock);
  const { dwellMs, volumeCeiling } = usePlayerComfort();
  const { i18n } = useTranslation();
  const captionLanguages = useMemo(() => [i18n.language], [i18n.language]);
  // Its own chunks: three.js, React Three Fiber and hls.js download only where a player shows.
  const Player360 = useLoadedModule(player360Loader)?.Player360;
  // Video and WebGL are the browser's: a prerendered page shows the loading state until it is live.
  const live = useIsClient();
  if (!Player360 || !live) return <PlayerLoading />;
  return (
    <Player360
      playlist={playlist}
      startId={startId}
      loop={loop}
      playOnInHeadset={playOnInHeadset}
      autoRetryMs={autoRetryMs}
      labels={labels}
      dwellMs={dwellMs}
      volumeCeiling={volumeCeiling}
      // Read at each render: the engine takes it when it starts on a concert, and another player may have changed it.
      captions={readCaptionPreference()}
      captionLanguages={captionLanguages}
      onCaptionsChange={writeCaptionPreference}
      endActions={endActions}
      onStateChange={onStateChange}
      autoplay={autoplay}
      hold={hold}
      waitingRoom={waitingRoom}
      holdStart={holdStart}
      onPlayer={onPlayer}
      adopt={takePrestarted}
    />
  );
}

/** The demo and every recording of the programme, titled in the visitor's language (the demo alone until it is read); a live concert first. */
function usePlaylist(current: ProgrammeConcert | undefined, only: readonly string[] | undefined, liveConcert: ProgrammeConcert | undefined, liveClock?: () => number) {
  const { t } = useTranslation('player');
  const language = useDisplayLanguage();
  const { entries } = useProgrammePlaylist({ demoTitle: t('demoTitle'), current });
  return useMemo(() => {
    const offered = only ? entries.filter((entry) => entry.id === DEMO_ENTRY_ID || only.includes(entry.id)) : entries;
    const live = liveConcert && liveEntry(liveConcert, language, Date.now(), liveClock);
    return live ? [live, ...offered.filter((entry) => entry.id !== live.id)] : offered;
  }, [entries, only, liveConcert, language, liveClock]);
}

function PlayerLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-4 rounded-xl bg-slate-100 p-6 sm:aspect-video dark:bg-slate-800" aria-busy="true">
      <p className="text-lg font-medium">{t('loading.page')}</p>
      <ProgressBar label={t('loading.progressLabel')} className="max-w-xs" />
    </div>
  );
}
