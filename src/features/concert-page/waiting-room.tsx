import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { POSTER_SIZE } from '@/content/media';
import type { ProgrammeConcert } from '@/features/concerts';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { Button } from '@/ui/button';
import { PosterImage } from '@/ui/poster-image';
import { useNow } from './use-now';
import { useSoundCheck } from './use-sound-check';
import { waitingWords } from './waiting-words';

/**
 * Doors open (issue 24): a calm room before the concert. The hall's picture, the time left in numbers and in
 * words, the start on the venue's clock (and the visitor's, where it differs), a sound check so staff can set
 * the volume before residents put headsets on, and the caption language the player will start with.
 */
interface WaitingRoomProps {
  concert: ProgrammeConcert;
  /** The caption language's field, made by the page (features/player-settings keeps the choice). */
  captionChoice?: ReactNode;
  /** This browser can enter VR and the player above waits in it: a headset can be put on now. */
  headset?: boolean;
}

export function WaitingRoom({ concert, captionChoice, headset = false }: WaitingRoomProps) {
  const { t } = useTranslation('concerts');
  const language = useDisplayLanguage();
  const headingId = useId();
  const now = useNow();
  const { clock, words, startsAt } = waitingWords(concert, language, now, t);
  return (
    <section data-phase="doors-open" aria-labelledby={headingId} className="grid max-w-5xl gap-6 rounded-2xl border-2 border-brand-700 bg-white p-5 sm:p-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] dark:border-stage-300 dark:bg-slate-900">
      <PosterImage src={concert.posterUrl} sizes="(min-width: 768px) 380px, 100vw" width={POSTER_SIZE.width} height={POSTER_SIZE.height} className="block aspect-video h-auto w-full rounded-xl object-cover" />
      <div className="space-y-4">
        <h2 id={headingId} className="text-3xl font-bold text-slate-900 dark:text-white">{t('waitingRoom.title')}</h2>
        <p role="timer" aria-label={t('waitingRoom.clockLabel')} className="text-5xl font-bold tabular-nums text-slate-900 dark:text-white">
          {clock}
        </p>
        <p className="text-xl text-slate-900 dark:text-white">{words}</p>
        <p className="text-lg text-slate-800 dark:text-slate-200">{startsAt}</p>
        {concert.liveStream && <p className="text-lg text-slate-800 dark:text-slate-200">{t('waitingRoom.byItself')}</p>}
        {headset && <p className="text-lg font-semibold text-slate-900 dark:text-white">{t('waitingRoom.headsetNow')}</p>}
        <SoundCheck />
        {captionChoice}
      </div>
    </section>
  );
}

function SoundCheck() {
  const { t } = useTranslation('concerts');
  const { state, said, play } = useSoundCheck();
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
