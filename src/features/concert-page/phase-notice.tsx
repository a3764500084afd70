import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConcertPhase, type ConcertPhase, type ProgrammeConcert } from '@/features/concerts';
import { WaitingRoom } from './waiting-room';

/**
 * What the concert's night means for its page, as the browser's clock says: cancelled or postponed (as an admin
 * set it), doors open (the waiting room), or live now. Nothing on an ordinary day.
 */
interface PhaseNoticeProps {
  concert: ProgrammeConcert;
  /** The live stream has appeared and plays (the player is the page's). */
  streaming: boolean;
  captionChoice?: ReactNode;
  /** The player above waits for the stream in a headset (this browser can enter VR): the waiting room says so. */
  headset?: boolean;
}

export function PhaseNotice({ concert, streaming, captionChoice, headset }: PhaseNoticeProps) {
  const { t } = useTranslation('concerts');
  const phase = useConcertPhase(concert);
  if (phase === 'doors-open' && !streaming) return <WaitingRoom concert={concert} captionChoice={captionChoice} headset={headset} />;
  const texts: Partial<Record<ConcertPhase, string>> = {
    cancelled: t('phaseNotice.cancelled'),
    postponed: t('phaseNotice.postponed'),
    // Playing; about to (its address is set, the stream not there yet); or taking place without a stream here.
    'doors-open': t('phaseNotice.live'),
    live: streaming ? t('phaseNotice.live') : concert.liveStream ? t('phaseNotice.liveSoon') : t('phaseNotice.liveElsewhere'),
  };
  const text = texts[phase];
  if (!text) return null;
  return (
    <p
      data-phase={phase}
      className="max-w-3xl rounded-xl border-2 border-brand-700 bg-brand-50 p-4 text-lg font-semibold text-slate-900 dark:border-stage-300 dark:bg-slate-900 dark:text-white"
    >
      {text}
    </p>
  );
}
