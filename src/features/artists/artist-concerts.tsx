import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { venueLocality } from '@/features/concerts';
import { byStart, concertDays, concertText, formatConcertDates, useConcerts, type ProgrammeArtist, type ProgrammeConcert } from '@/features/concerts';
import { useDisplayLanguage } from '@/i18n/use-display-language';

/** The artist's concerts in the programme: title (to /concert/<id>), dates in the visitor's language, town. */
export function ArtistConcerts({ artist }: { artist: ProgrammeArtist }) {
  const { t } = useTranslation('artist');
  const headingId = useId();
  const concerts = (useConcerts().data ?? []).filter((concert) => concert.artistId === artist.id).sort(byStart);
  if (concerts.length === 0) return null;
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

function ConcertItem({ concert }: { concert: ProgrammeConcert }) {
  const language = useDisplayLanguage();
  const dates = formatConcertDates(concert, language);
  const { date, endDate } = concertDays(concert);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <Link
        to={`/concert/${encodeURIComponent(concert.id)}`}
        className="inline-flex min-h-11 items-center text-lg font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950 dark:text-stage-300 dark:hover:text-stage-100"
      >
        {concertText(concert, language).title}
      </Link>
      <p className="text-base text-slate-700 dark:text-slate-300">
        {endDate ? dates : <time dateTime={date}>{dates}</time>}
        {concert.venue && (
          <>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {venueLocality(concert.venue)}
          </>
        )}
      </p>
    </li>
  );
}
