import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Artist } from '@/content/artists';
import { findConcert, formatConcertDates, venueLocality } from '@/content/concert-rules';
import type { SampleConcert } from '@/content/concerts';
import { useDisplayLanguage } from '@/i18n/use-display-language';

/** The artist's concerts in the programme: title (to /concert/<id>), dates in the visitor's language, town. */
export function ArtistConcerts({ artist }: { artist: Artist }) {
  const { t } = useTranslation('artist');
  const headingId = useId();
  const concerts = artist.concertIds.map(findConcert).filter((concert) => concert !== undefined);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900 dark:text-white">
        {t('profile.concertsHeading')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {concerts.map((concert) => (
          <ConcertItem key={concert.id} concert={concert} />
        ))}
      </ul>
    </section>
  );
}

function ConcertItem({ concert }: { concert: SampleConcert }) {
  const { t } = useTranslation('concerts');
  const language = useDisplayLanguage();
  const dates = formatConcertDates(concert, language);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <Link
        to={`/concert/${concert.id}`}
        className="inline-flex min-h-11 items-center text-lg font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950 dark:text-brand-200 dark:hover:text-white"
      >
        {t(`items.${concert.id}.title`)}
      </Link>
      <p className="text-base text-slate-700 dark:text-slate-300">
        {concert.endDate ? dates : <time dateTime={concert.date}>{dates}</time>}
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        {venueLocality(concert.venue)}
      </p>
    </li>
  );
}
