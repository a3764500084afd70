import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { POSTER_SIZE } from '@/content/media';
import { formatConcertTime, formatStartForVisitor, type ProgrammeConcert } from '@/features/concerts';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { Button } from '@/ui/button';
import { PosterImage } from '@/ui/poster-image';
import { countdownClock, countdownWords } from './countdown';
import { playTestTone } from './test-tone';

/** The clock's step: the countdown shows seconds. */
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
 * Doors open (issue 24): a calm room before the concert. The hall's picture, the time left in numbers and in
 * words, the start on the venue's clock (and the visitor's, where it differs), a sound check so staff can set
 * the volume before residents put headsets on, and the caption language the player will start with.
 */
interface WaitingRoomProps {
  concert: ProgrammeConcert;
  /** The caption language's field, made by the page (features/player-settings keeps the choice). */
  captionChoice?: ReactNode;
}

export function WaitingRoom({ concert, captionChoice }: WaitingRoomProps) {
  const { t } = useTranslation('concerts');
  const language = useDisplayLanguage();
  const headingId = useId();
  const left = Date.parse(concert.startsAt) - useNow();
  const time = formatConcertTime(concert, language);
  const yourTime = formatStartForVisitor(concert, language, Intl.DateTimeFormat().resolvedOptions().timeZone);
  return (
    <section data-phase="doors-open" aria-labelledby={headingId} className="grid max-w-5xl gap-6 rounded-2xl border-2 border-brand-700 bg-white p-5 sm:p-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] dark:border-stage-300 dark:bg-slate-900">
      <PosterImage src={concert.posterUrl} sizes="(min-width: 768px) 380px, 100vw" width={POSTER_SIZE.width} height={POSTER_SIZE.height} className="block aspect-video h-auto w-full rounded-xl object-cover" />
      <div className="space-y-4">
        <h2 id={headingId} className="text-3xl font-bold text-slate-900 dark:text-white">{t('waitingRoom.title')}</h2>
        <p role="timer" aria-label={t('waitingRoom.clockLabel')} className="text-5xl font-bold tabular-nums text-slate-900 dark:text-white">
          {countdownClock(left)}
        </p>
        <p className="text-xl text-slate-900 dark:text-white">{t('waitingRoom.startsIn', { words: countdownWords(left, language) })}</p>
        <p className="text-lg text-slate-800 dark:text-slate-200">
          {yourTime ? t('waitingRoom.startsAtYourTime', { time, yourTime }) : t('phaseNotice.doorsOpen', { time })}
        </p>
        {concert.liveStream && <p className="text-lg text-slate-800 dark:text-slate-200">{t('waitingRoom.byItself')}</p>}
        <SoundCheck />
        {captionChoice}
      </div>
    </section>
  );
}

function SoundCheck() {
  const { t } = useTranslation('concerts');
  const [state, setState] = useState<'idle' | 'playing' | 'played' | 'failed'>('idle');
  const play = () => {
    if (state === 'playing') return;
    setState('playing');
    void playTestTone().then(
      (played) => setState(played ? 'played' : 'failed'),
      () => setState('failed'),
    );
  };
  const said = { idle: '', playing: t('waitingRoom.soundCheckPlaying'), played: t('waitingRoom.soundCheckAsk'), failed: t('waitingRoom.soundCheckFailed') }[state];
  return (
    <div className="space-y-3 rounded-xl bg-slate-100 p-4 dark:bg-slate-800">
      <h3 className="text-xl font-bold text-slate-900 dark:text-white">{t('waitingRoom.soundCheckTitle')}</h3>
      <p className="text-lg text-slate-800 dark:text-slate-200">{t('waitingRoom.soundCheckText')}</p>
      <Button variant="secondary" aria-disabled={state === 'playing' || undefined} onClick={play}>
        {t('waitingRoom.soundCheckButton')}
      </Button>
      <p role="status" className="text-lg font-semibold text-slate-900 dark:text-white">
        {said}
      </p>
    </div>
  );
}
