import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { concertText, type ProgrammeConcert } from '@/features/concerts';
import { useDisplayLanguage } from '@/i18n/use-display-language';

/** The time left in numbers and in words: the concert page's countdown, handed in by the page (features stay apart). */
export interface CountdownFormat {
  clock(msLeft: number): string;
  words(msLeft: number, language: string): string;
}

/** The countdown's step: it shows seconds. */
const TICK_MS = 1000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Doors open in a group session: a calm waiting state on the headset, large enough to read before it goes on.
 * The concert's title, the time left in numbers and words, and the promise that it starts by itself (it does:
 * the headset watches for the stream).
 */
export function LiveWaiting({ concert, countdown }: { concert: ProgrammeConcert; countdown: CountdownFormat }) {
  const { t } = useTranslation('sessions');
  const language = useDisplayLanguage();
  const headingId = useId();
  const left = Date.parse(concert.startsAt) - useNow();
  return (
    <section data-live-waiting aria-labelledby={headingId} className="space-y-3 rounded-xl border-2 border-brand-700 bg-white p-5 dark:border-brand-300 dark:bg-slate-900">
      <p className="text-xl font-semibold text-slate-800 dark:text-slate-200">{t('join.live.doorsOpen')}</p>
      <h2 id={headingId} className="text-3xl font-bold text-slate-900 dark:text-white">
        {concertText(concert, language).title}
      </h2>
      <p role="timer" aria-label={t('join.live.clockLabel')} className="text-5xl font-bold tabular-nums text-slate-900 dark:text-white">
        {countdown.clock(left)}
      </p>
      <p className="text-xl text-slate-900 dark:text-white">{left > 0 ? t('join.live.startsIn', { words: countdown.words(left, language) }) : t('join.live.startingNow')}</p>
      <p className="text-xl font-semibold text-slate-900 dark:text-white">{t('join.live.byItself')}</p>
    </section>
  );
}
