import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { describeVenue, formatConcertDates } from '@/content/concert-rules';
import type { SampleConcert } from '@/content/concerts';
import { buttonClasses } from '@/ui/button';
import { NoRecording } from './no-recording';
import { FactList } from './fact-list';
import { useDisplayLanguage } from '@/i18n/use-display-language';

interface ConcertDetailsProps {
  concert: SampleConcert;
  /** The player of its 360° recording, made by the page (a feature never imports another feature). */
  player?: ReactNode;
}

/** One concert of the programme: what, who, when and where, and its 360° recording when it has one. */
export function ConcertDetails({ concert, player }: ConcertDetailsProps) {
  const { t } = useTranslation('concerts');
  const language = useDisplayLanguage();
  const dates = formatConcertDates(concert, language);
  return (
    <article className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
      <header className="space-y-2">
        <h1 className="text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl dark:text-white">
          {t(`items.${concert.id}.title`)}
        </h1>
        <p className="text-xl font-medium text-slate-700 dark:text-slate-300">{concert.artist}</p>
      </header>
      {player ?? <NoRecordingMedia concert={concert} />}
      <p className="max-w-3xl text-lg leading-relaxed text-slate-800 dark:text-slate-200">
        {t(`items.${concert.id}.description`)}
      </p>
      <FactList
        facts={[
          { term: t('details.artist'), value: concert.artist },
          { term: t('details.date'), value: concert.endDate ? dates : <time dateTime={concert.date}>{dates}</time> },
          { term: t('details.venue'), value: venueText(concert.venue, language) },
          { term: t('details.genre'), value: t(`genres.${concert.genre}`) },
        ]}
      />
    </article>
  );
}

/** In place of a player: the artist's page for an artist video, else the demo concert. */
function NoRecordingMedia({ concert }: { concert: SampleConcert }) {
  const { t } = useTranslation('concerts');
  if (concert.video?.kind === 'artistVideo') {
    return (
      <NoRecording imageUrl={concert.imageUrl} message={t('artistVideo.text')}>
        <Link to={`/artist/${concert.id}`} className={buttonClasses('primary')}>
          {t('artistVideo.meetArtist')}
        </Link>
      </NoRecording>
    );
  }
  return (
    <NoRecording imageUrl={concert.imageUrl} message={t('recording.none')}>
      <p className="text-slate-700 dark:text-slate-300">{t('recording.noneHint')}</p>
      <Link to="/concert/demo" className={buttonClasses('secondary')}>
        {t('recording.watchDemo')}
      </Link>
    </NoRecording>
  );
}

/** Hall, locality, state and country, the country named in the visitor's language (names stay as they are). */
function venueText(venue: string, language: string): string {
  const { name, locality, region, country } = describeVenue(venue);
  const countryName = new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
  return [name, locality, region, countryName].filter(Boolean).join(', ');
}
