import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { concertText, formatConcertDates, formatConcertTime, formatPrice, isBookable, isConcertNight, isRecording, useConcertPhase, type ConcertPhase } from '@/features/concerts';
import { POSTER_SIZE } from '@/content/media';
import { buttonClasses } from '@/ui/button';
import { PosterImage } from '@/ui/poster-image';
import type { AgendaConcert } from './agenda-concert';
import { formatLocation } from './agenda-format';
import { useLanguage } from './use-language';

interface ConcertCardProps {
  concert: AgendaConcert;
  today: Date;
  /** h3 in the list, h4 under a calendar day's heading: the outline stays in order. */
  headingLevel: 3 | 4;
}

/**
 * One concert with its details and what can be done with it: 'Book now' (to /booking, carrying the concert)
 * while it is still to come, 'Watch the recording' once it has taken place and was filmed; and its page.
 */
export function ConcertCard({ concert, today, headingLevel }: ConcertCardProps) {
  const { t } = useTranslation('agenda');
  const { t: tConcerts } = useTranslation('concerts');
  const { language } = useLanguage();
  const { title } = concertText(concert, language);
  const phase = useConcertPhase(concert);
  // Until it starts (the page's clock moves on by itself; `today` is read once per page view).
  const bookable = isBookable(concert, today) && (phase === 'announced' || phase === 'doors-open');
  const dates = formatConcertDates(concert, language);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const headingId = `concert-${concert.id}-${headingLevel}`;
  const details = [
    concert.artistName && { term: t('concert.artist'), value: concert.artistName },
    // A range has no single machine-readable day, so only a one-day concert gets a <time>.
    { term: t('concert.date'), value: concert.endDate ? dates : <time dateTime={concert.date}>{dates}</time> },
    { term: t('concert.time'), value: <time dateTime={concert.startsAt}>{formatConcertTime(concert, language)}</time> },
    concert.venue && { term: t('concert.location'), value: formatLocation(concert.venue, language) },
    concert.genre && { term: t('concert.genre'), value: tConcerts(`genres.${concert.genre}`) },
    bookable && { term: t('concert.price'), value: formatPrice(concert, language) },
  ].filter((detail) => !!detail);
  const id = encodeURIComponent(concert.id);
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:grid sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] dark:border-slate-700 dark:bg-slate-900"
    >
      <PosterImage
        src={concert.posterUrl}
        // Two fifths of the max-w-5xl list beside the text from sm up, the whole width below.
        sizes="(min-width: 1024px) 390px, (min-width: 640px) 40vw, 100vw"
        width={POSTER_SIZE.width}
        height={POSTER_SIZE.height}
        className="block aspect-video h-auto w-full object-cover sm:aspect-auto sm:h-full"
      />
      <div className="space-y-4 p-5 sm:p-6">
        <PhaseLine phase={phase} streams={concert.liveStream !== null} />
        <Heading id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {title}
        </Heading>
        <dl className="grid grid-cols-[minmax(0,1fr)] gap-x-4 gap-y-1 text-lg sm:grid-cols-[max-content_minmax(0,1fr)]">
          {details.map(({ term, value }) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-slate-700 dark:text-slate-300">{term}</dt>
              <dd className="mb-2 min-w-0 break-words text-slate-900 sm:mb-0 dark:text-slate-100">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {bookable && (
            <Link to={`/booking?concert=${id}`} aria-label={t('concert.bookNowLabel', { title })} className={buttonClasses('primary')}>
              {t('concert.bookNow')}
            </Link>
          )}
          {isConcertNight(phase) && concert.liveStream && (
            <Link to={`/concert/${id}`} aria-label={t('concert.watchLiveLabel', { title })} className={buttonClasses('primary')}>
              {t('concert.watchLive')}
            </Link>
          )}
          {!bookable && !(isConcertNight(phase) && concert.liveStream) && isRecording(concert, today) && (
            <Link to={`/concert/${id}`} aria-label={t('concert.watchRecordingLabel', { title })} className={buttonClasses('primary')}>
              {t('concert.watchRecording')}
            </Link>
          )}
          <Link to={`/concert/${id}`} aria-label={t('concert.detailsLabel', { title })} className={buttonClasses('secondary')}>
            {t('concert.details')}
          </Link>
        </div>
      </div>
    </article>
  );
}

/** Above the title: cancelled or postponed, doors open, live now (or on now, without a stream), or past; nothing for a concert to come. */
function PhaseLine({ phase, streams }: { phase: ConcertPhase; streams: boolean }) {
  const { t } = useTranslation('agenda');
  const { t: tConcerts } = useTranslation('concerts');
  const text = {
    cancelled: tConcerts('phase.cancelled'),
    postponed: tConcerts('phase.postponed'),
    'doors-open': tConcerts('phase.doorsOpen'),
    // 'Live now' where it can be watched here; 'On now' where it only takes place.
    live: tConcerts(streams ? 'phase.live' : 'phase.onNow'),
    ended: t('concert.past'),
    recording: t('concert.past'),
    announced: null,
  }[phase];
  if (!text) return null;
  const marked = phase === 'live' || phase === 'doors-open' || phase === 'cancelled' || phase === 'postponed';
  return (
    <p
      data-phase={phase}
      className={
        marked
          ? 'inline-flex items-center rounded-full bg-brand-700 px-3 py-1 text-base font-bold text-white dark:bg-stage-300 dark:text-slate-950'
          : 'text-base font-semibold text-slate-700 dark:text-slate-300'
      }
    >
      {text}
    </p>
  );
}
