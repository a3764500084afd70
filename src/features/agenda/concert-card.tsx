import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatConcertDates } from '@/content/concert-rules';
import type { SampleConcert } from '@/content/concerts';
import { buttonClasses } from '@/ui/button';
import { formatLocation, formatPrice, type Price } from './agenda-format';
import { useLanguage } from './use-language';

/** The artwork's own size (public/images/concerts/*.svg): reserves the space, so nothing shifts as it loads. */
const ARTWORK_WIDTH = 640;
const ARTWORK_HEIGHT = 360;

interface ConcertCardProps {
  concert: SampleConcert;
  price: Price;
  /** h3 in the list, h4 under a calendar day's heading: the outline stays in order. */
  headingLevel: 3 | 4;
}

/** One concert with its details, a 'Book now' link that carries it to /booking, and a link to its page. */
export function ConcertCard({ concert, price, headingLevel }: ConcertCardProps) {
  const { t } = useTranslation('agenda');
  const { t: tConcerts } = useTranslation('concerts');
  const { language } = useLanguage();
  const title = tConcerts(`items.${concert.id}.title`);
  const dates = formatConcertDates(concert, language);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const headingId = `concert-${concert.id}-${headingLevel}`;
  const details = [
    { term: t('concert.artist'), value: concert.artist },
    // A range has no single machine-readable day, so only a one-day concert gets a <time>.
    { term: t('concert.date'), value: concert.endDate ? dates : <time dateTime={concert.date}>{dates}</time> },
    { term: t('concert.location'), value: formatLocation(concert.venue, language) },
    { term: t('concert.genre'), value: tConcerts(`genres.${concert.genre}`) },
    { term: t('concert.price'), value: formatPrice(price, language) },
  ];
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:grid sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] dark:border-slate-700 dark:bg-slate-900"
    >
      <img
        src={concert.imageUrl}
        alt=""
        width={ARTWORK_WIDTH}
        height={ARTWORK_HEIGHT}
        loading="lazy"
        decoding="async"
        className="block aspect-video h-auto w-full object-cover sm:aspect-auto sm:h-full"
      />
      <div className="space-y-4 p-5 sm:p-6">
        <Heading id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {title}
        </Heading>
        <dl className="grid gap-x-4 gap-y-1 text-lg sm:grid-cols-[max-content_1fr]">
          {details.map(({ term, value }) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-slate-700 dark:text-slate-300">{term}</dt>
              <dd className="mb-2 text-slate-900 sm:mb-0 dark:text-slate-100">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link
            to={`/booking?concert=${encodeURIComponent(concert.id)}`}
            aria-label={t('concert.bookNowLabel', { title })}
            className={buttonClasses('primary')}
          >
            {t('concert.bookNow')}
          </Link>
          <Link
            to={`/concert/${encodeURIComponent(concert.id)}`}
            aria-label={t('concert.detailsLabel', { title })}
            className={buttonClasses('secondary')}
          >
            {t('concert.details')}
          </Link>
        </div>
      </div>
    </article>
  );
}
