import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { concertDays, concertText, formatConcertDates, hasEnded, ProgrammeStatus, useConcerts, type ProgrammeConcert } from '@/features/concerts';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { useToday } from '@/lib/use-today';
import { buttonClasses } from '@/ui/button';
import { cn } from '@/ui/cn';
import { CARD_CLASSES, HomeSection } from './home-section';
import { featuredConcertHref, featuredConcerts, isArtistVideo } from './featured-concerts';

/**
 * Featured Concerts: a compact row of three cards without artwork (the Upcoming VR Concerts above show it), drawn
 * from the recorded programme so no concert of the sections around it comes again; a concert already played says
 * so above its title. The artist video's card says 'Meet the Artist' and leads to the artist.
 */
export function FeaturedConcertsSection() {
  const { t } = useTranslation('home-lower');
  const { data: concerts, isError, refetch } = useConcerts();
  const today = useToday();
  return (
    <HomeSection
      id="featured-concerts"
      title={t('featured.title')}
      intro={t('featured.intro')}
      action={
        <Link to="/concerts" className={buttonClasses('secondary')}>
          {t('featured.viewAll')}
        </Link>
      }
    >
      {concerts ? (
        <ul className="grid gap-5 md:grid-cols-3">
          {featuredConcerts(concerts).map((concert) => (
            <FeaturedConcertCard key={concert.id} concert={concert} past={hasEnded(concert, today)} />
          ))}
        </ul>
      ) : (
        <ProgrammeStatus failed={isError} onRetry={() => void refetch()} />
      )}
    </HomeSection>
  );
}

function FeaturedConcertCard({ concert, past }: { concert: ProgrammeConcert; past: boolean }) {
  const { t } = useTranslation('home-lower');
  const { t: tc } = useTranslation('concerts');
  const language = useDisplayLanguage();
  const titleId = `featured-concert-${concert.id}`;
  const artist = isArtistVideo(concert);
  return (
    <li className={cn(CARD_CLASSES, 'flex flex-col')}>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p
          data-past={past}
          className={cn(
            'text-sm font-bold tracking-wide uppercase',
            past ? 'text-slate-700 dark:text-slate-300' : 'text-brand-700 dark:text-stage-300',
          )}
        >
          {t(past ? 'featured.past' : 'featured.upcoming')}
          {concert.genre && (
            <>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              {tc(`genres.${concert.genre}`)}
            </>
          )}
        </p>
        <h3 id={titleId} className="text-xl font-semibold text-slate-950 dark:text-white">
          {concertText(concert, language).title}
        </h3>
        <p className="text-base text-slate-800 dark:text-slate-200">
          {concert.artistName && <span className="block">{concert.artistName}</span>}
          <time dateTime={concertDays(concert).date}>{formatConcertDates(concert, language)}</time>
        </p>
        {/* The card's title describes the link, so several 'Experience' links stay distinguishable. */}
        <div className="mt-auto pt-3">
          <Link to={featuredConcertHref(concert)} aria-describedby={titleId} className={buttonClasses(artist ? 'primary' : 'secondary')}>
            {artist ? tc('artistVideo.meetArtist') : t('featured.experience')}
          </Link>
        </div>
      </div>
    </li>
  );
}
