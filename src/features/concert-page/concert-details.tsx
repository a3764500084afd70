import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { concertText, type ProgrammeConcert } from '@/features/concerts';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { buttonClasses } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { ConcertFacts } from './concert-facts';
import { NoRecording } from './no-recording';

interface ConcertDetailsProps {
  concert: ProgrammeConcert;
  /** The player of its 360° recording, made by the page (a feature never imports another feature). */
  player?: ReactNode;
  /** Where the concert's night stands (PhaseNotice: cancelled, postponed, the waiting room, live), made by the page. */
  notice?: ReactNode;
  /** The player plays the concert live, not its recording. */
  live?: boolean;
  /** The player waits for the live stream (doors open, a headset may wait in it). */
  waiting?: boolean;
}

/** A concert that has taken place: what, who, when and where, and its 360° recording when it has one. */
export function ConcertDetails({ concert, player, notice, live = false, waiting = false }: ConcertDetailsProps) {
  const { t } = useTranslation('concerts');
  const language = useDisplayLanguage();
  const { title, description } = concertText(concert, language);
  return (
    <article>
      <PageHeader as="header" eyebrow={live ? t('phase.live') : waiting ? t('phase.doorsOpen') : player ? t('recording.kicker') : undefined} title={title} lead={concert.artistName ?? undefined}>
        {/* The player and the poster card bring their own surfaces; what they leave uncoloured reads as on the page. */}
        <div className="text-slate-900 dark:text-slate-100">{player ?? <NoRecordingMedia concert={concert} />}</div>
      </PageHeader>
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
        {notice}
        {description && <p className="max-w-3xl text-lg leading-relaxed text-slate-800 dark:text-slate-200">{description}</p>}
        <ConcertFacts concert={concert} withTimeAndPrice={false} />
      </div>
    </article>
  );
}

/** In place of a player: the artist's page for an artist video, else the demo concert. */
function NoRecordingMedia({ concert }: { concert: ProgrammeConcert }) {
  const { t } = useTranslation('concerts');
  if (concert.youtubeId && concert.artistId) {
    return (
      <NoRecording imageUrl={concert.posterUrl} message={t('artistVideo.text')} priority>
        <Link to={`/artist/${encodeURIComponent(concert.artistId)}`} className={buttonClasses('primary')}>
          {t('artistVideo.meetArtist')}
        </Link>
      </NoRecording>
    );
  }
  return (
    <NoRecording imageUrl={concert.posterUrl} message={t('recording.none')} priority>
      <p className="text-slate-700 dark:text-slate-300">{t('recording.noneHint')}</p>
      <Link to="/concert/demo" className={buttonClasses('secondary')}>
        {t('recording.watchDemo')}
      </Link>
    </NoRecording>
  );
}
