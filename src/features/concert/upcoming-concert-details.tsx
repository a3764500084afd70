import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { calendarDay } from '@/content/concert-rules';
import { formatDemoConcertTime, type DemoConcert } from '@/content/demo-concerts';
import { buttonClasses } from '@/ui/button';
import { NoRecording } from './no-recording';
import { FactList } from './fact-list';
import { Registrations } from './registrations';
import { useDisplayLanguage } from '@/i18n/use-display-language';

/** An upcoming concert of the home page's cards: when, how full, and (with the backend issue) reserving spots. */
export function UpcomingConcertDetails({ concert }: { concert: DemoConcert }) {
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
      {/*
        Backend issue: the 'Reserve Spots' form (a reservation against this concert's capacity) replaces
        the contact link of this section. Until then the section says how to reserve, with no form.
      */}
      <section id="reserve-spots" aria-labelledby="reserve-spots-heading" className="max-w-3xl space-y-4">
        <h2 id="reserve-spots-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {t('upcoming.reserveHeading')}
        </h2>
        <p className="text-lg leading-relaxed text-slate-800 dark:text-slate-200">{t('upcoming.reserveText')}</p>
        <Link to="/contact" className={buttonClasses('primary')}>
          {t('upcoming.contact')}
        </Link>
      </section>
      <NoRecording imageUrl={concert.imageUrl} message={t('recording.none')}>
        <Link to="/concert/demo" className={buttonClasses('secondary')}>
          {t('recording.watchDemo')}
        </Link>
      </NoRecording>
    </article>
  );
}
