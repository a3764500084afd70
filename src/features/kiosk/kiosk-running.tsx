import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createPlaybackWatchdog } from './playback-watchdog';
import { StaffExit } from './staff-exit';
import { useWakeLock } from './use-wake-lock';

/**
 * The player the page gives the kiosk: a new `attempt` mounts a new player; `onStateChange` feeds the watchdog;
 * `concerts` are those kept offline besides the demo, the only ones it may offer (others would not play offline).
 */
export type KioskPlayer = (props: { attempt: number; onStateChange: (state: string) => void; concerts: readonly string[] }) => ReactNode;

interface KioskRunningProps {
  code: string;
  concerts: readonly string[];
  player: KioskPlayer;
  onExit: () => void;
}

/**
 * The kiosk at work: the demo playing on a loop over the whole screen, the screen kept on, an invitation to
 * put on the headset, and the staff's corner. If playback stays stuck, a new player starts by itself.
 */
export function KioskRunning({ code, concerts, player, onExit }: KioskRunningProps) {
  const { t } = useTranslation('kiosk');
  // The button's own words in this language, as the player shows them.
  const { t: tPlayer } = useTranslation('player');
  const [attempt, setAttempt] = useState(0);
  const [watchdog] = useState(() => createPlaybackWatchdog(() => setAttempt((n) => n + 1)));
  useEffect(() => watchdog.stop, [watchdog]);
  useWakeLock(true);
  return (
    <div className="relative flex min-h-svh flex-col bg-slate-950 text-white" data-kiosk="running">
      <StaffExit code={code} onExit={onExit} />
      <h1 className="px-4 pt-14 pb-4 text-center text-3xl font-bold text-balance sm:text-4xl">{t('invitation', { button: tPlayer('enterVr') })}</h1>
      <div className="mx-auto w-full max-w-6xl flex-1 px-2 pb-4">{player({ attempt, onStateChange: (state) => watchdog.stateChanged(state), concerts })}</div>
    </div>
  );
}
