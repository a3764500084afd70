import { useTranslation } from 'react-i18next';
import { formatConcertTime, useConcertPhase, type ConcertPhase, type ProgrammeConcert } from '@/features/concerts';
import { useDisplayLanguage } from '@/i18n/use-display-language';

/**
 * What the concert's night means for its page, as the browser's clock says: cancelled or postponed (as an admin
 * set it), doors open with the start on the venue's clock, or live now. Nothing on an ordinary day.
 */
export function PhaseNotice({ concert }: { concert: ProgrammeConcert }) {
  const { t } = useTranslation('concerts');
  const language = useDisplayLanguage();
  const phase = useConcertPhase(concert);
  const texts: Partial<Record<ConcertPhase, string>> = {
    cancelled: t('phaseNotice.cancelled'),
    postponed: t('phaseNotice.postponed'),
    'doors-open': t('phaseNotice.doorsOpen', { time: formatConcertTime(concert, language) }),
    live: t('phaseNotice.live'),
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
