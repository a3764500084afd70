import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { calendarDay } from '@/content/concert-rules';
import { formatDemoConcertTime, type DemoConcert } from '@/content/demo-concerts';
import { buttonClasses } from '@/ui/button';
import { NoRecording } from './no-recording';
import { FactList } from './fact-list';
import { Registrations } from './registrations';
import { useDisplayLanguage } from '@/i18n/use-display-language';

interface UpcomingConcertDetailsProps {
  /** With its live counts when the backend has them. */
  concert: DemoConcert;
  /** The 'Reserve Spots' section, made by the page (a feature never imports another feature). */
  reserve: ReactNode;
}

/** An upcoming concert of the home page's cards: when, how full, and reserving spots. */
export function UpcomingConcertDetails({ concert, reserve }: UpcomingConcertDetailsProps) {
  const { t } = useTranslation('concerts');
  const language = useDisplayLanguage();
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(calendarDay(concert.date));
  return (
    <article className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
      <header className="space-y-2">
        <p className="text-lg font-semibold text-brand-800 dark:text-brand-300">{t('upcoming.kicker')}</p>
        <h1 className="text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl dark:text-white">
          {t(`upcomingItems.${concert.id}.title`)}
        </h1>
      </header>
      <FactList
        facts={[
          { term: t('details.date'), value: <time dateTime={concert.date}>{date}</time> },
          { term: t('details.time'), value: <time dateTime={concert.time}>{formatDemoConcertTime(concert, language)}</time> },
        ]}
      />
      <Registrations concert={concert} />
      {reserve}
      <NoRecording imageUrl={concert.imageUrl} message={t('recording.none')}>
        <Link to="/concert/demo" className={buttonClasses('secondary')}>
          {t('recording.watchDemo')}
        </Link>
      </NoRecording>
    </article>
  );
}
