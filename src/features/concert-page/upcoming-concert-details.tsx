import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { concertText, type ProgrammeConcert } from '@/features/concerts';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { buttonClasses } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { ConcertFacts } from './concert-facts';
import { NoRecording } from './no-recording';
import { Registrations } from './registrations';

interface UpcomingConcertDetailsProps {
  /** With its live counts when the backend has them. */
  concert: ProgrammeConcert;
  /** The 'Reserve Spots' section, made by the page (a feature never imports another feature). */
  reserve: ReactNode;
  /** A player when the concert already has a stream (a trailer); else its poster and the demo. */
  player?: ReactNode;
  /** Where the concert's night stands (PhaseNotice: cancelled, postponed, the waiting room, live), made by the page. */
  notice?: ReactNode;
}

/** A concert still to come: when, where, how full; 'Book now' (to /booking, carrying it) and reserving spots. */
export function UpcomingConcertDetails({ concert, reserve, player, notice }: UpcomingConcertDetailsProps) {
  const { t } = useTranslation('concerts');
  const language = useDisplayLanguage();
  const { title, description } = concertText(concert, language);
  return (
    <article>
      <PageHeader as="header" eyebrow={t('upcoming.kicker')} title={title} lead={concert.artistName ?? undefined} />
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
        {notice}
        {description && <p className="max-w-3xl text-lg leading-relaxed text-slate-800 dark:text-slate-200">{description}</p>}
        <ConcertFacts concert={concert} withTimeAndPrice />
        <div className="flex max-w-3xl flex-col items-start gap-3">
          <p className="text-lg text-slate-800 dark:text-slate-200">{t('book.text')}</p>
          <Link to={`/booking?concert=${encodeURIComponent(concert.id)}`} className={buttonClasses('primary')}>
            {t('book.now')}
          </Link>
        </div>
        <Registrations concert={concert} />
        {reserve}
        {player ?? (
          <NoRecording imageUrl={concert.posterUrl} message={t('recording.none')}>
            <Link to="/concert/demo" className={buttonClasses('secondary')}>
              {t('recording.watchDemo')}
            </Link>
          </NoRecording>
        )}
      </div>
    </article>
  );
}
