import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { concertDays, concertText, formatConcertDates, ProgrammeStatus, useConcerts, type ProgrammeConcert } from '@/features/concerts';
import { buttonClasses } from '@/ui/button';
import { cn } from '@/ui/cn';
import { BADGE_CLASSES, CARD_CLASSES, HomeSection } from './home-section';
import { featuredConcertHref, featuredConcerts, isArtistVideo } from './featured-concerts';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { POSTER_SIZE as ARTWORK } from '@/content/media';


/** Featured Concerts: three cards; the artist video's card says 'Meet the Artist' and leads to the artist. */
export function FeaturedConcertsSection() {
  const { t } = useTranslation('home');
  const { data: concerts, isError, refetch } = useConcerts();
  return (
    <HomeSection
      id="featured-concerts"
      title={t('featured.title')}
      intro={t('featured.intro')}
      tinted
      action={
        <Link to="/concerts" className={buttonClasses('secondary')}>
          {t('featured.viewAll')}
        </Link>
      }
    >
      {concerts ? (
        <ul className="grid gap-6 md:grid-cols-3">
          {featuredConcerts(concerts).map((concert) => (
            <FeaturedConcertCard key={concert.id} concert={concert} />
          ))}
        </ul>
      ) : (
        <ProgrammeStatus failed={isError} onRetry={() => void refetch()} />
      )}
    </HomeSection>
  );
}

function FeaturedConcertCard({ concert }: { concert: ProgrammeConcert }) {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation('concerts');
  const language = useDisplayLanguage();
  const titleId = `featured-concert-${concert.id}`;
  const artist = isArtistVideo(concert);
  return (
    <li className={cn(CARD_CLASSES, 'flex flex-col overflow-hidden')}>
      <img
        src={concert.posterUrl}
        alt=""
        width={ARTWORK.width}
        height={ARTWORK.height}
        loading="lazy"
        className="aspect-video h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        {concert.genre && <p className={BADGE_CLASSES}>{tc(`genres.${concert.genre}`)}</p>}
        <h3 id={titleId} className="text-xl font-bold text-slate-900 dark:text-white">
          {concertText(concert, language).title}
        </h3>
        {concert.artistName && <p className="text-lg text-slate-800 dark:text-slate-200">{concert.artistName}</p>}
        <p className="text-base text-slate-700 dark:text-slate-300">
          <time dateTime={concertDays(concert).date}>{formatConcertDates(concert, language)}</time>
        </p>
        <p className="text-base text-slate-700 dark:text-slate-300">
          {t('featured.views', { views: new Intl.NumberFormat(language).format(concert.views) })}
        </p>
        {/* The card's title describes the link, so several 'Experience' links stay distinguishable. */}
        <div className="mt-auto pt-3">
          <Link
            to={featuredConcertHref(concert)}
            aria-describedby={titleId}
            className={buttonClasses(artist ? 'primary' : 'secondary')}
          >
            {artist ? tc('artistVideo.meetArtist') : t('featured.experience')}
          </Link>
        </div>
      </div>
    </li>
  );
}
