import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { concertText, findById, useConcerts } from '@/features/concerts';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { buttonClasses } from '@/ui/button';
import { ActionRow } from '@/ui/prose-section';
import { HOME_COLUMN } from './home-column';
import { NEW_ARTIST_CONCERT_ID } from './featured-concerts';
import { POSTER_SIZE as ARTWORK } from '@/content/media';


/** The New Artist banner: 'Long Live The Lights'; both actions lead to the artist's page (SPEC section 2). */
export function NewArtistBanner() {
  const { t } = useTranslation('home-lower');
  const language = useDisplayLanguage();
  const concert = findById(useConcerts().data, NEW_ARTIST_CONCERT_ID);
  if (!concert) return null;
  const { title, description } = concertText(concert, language);
  const artistPage = `/artist/${encodeURIComponent(concert.artistId ?? concert.id)}`;
  return (
    <section id="new-artist" aria-labelledby="new-artist-heading" className="py-10">
      <div className={HOME_COLUMN}>
        <div className="grid overflow-hidden rounded-2xl bg-slate-100 md:grid-cols-[3fr_2fr] dark:bg-slate-900">
          <div className="flex flex-col gap-3 p-6 sm:p-8">
            {/* A solid badge: the usual pale one would vanish into the banner's pale background. */}
            <p className="inline-flex self-start rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white dark:bg-brand-300 dark:text-slate-950">
              {t('newArtist.badge')}
            </p>
            <h2 id="new-artist-heading" className="text-3xl font-semibold tracking-tight text-brand-950 sm:text-4xl dark:text-white">
              {title}
            </h2>
            <p className="text-lg font-semibold text-slate-900 dark:text-slate-100">{concert.artistName}</p>
            <p className="text-lg leading-relaxed text-slate-800 dark:text-slate-200">{description}</p>
            <ActionRow className="mt-2">
              <Link to={artistPage} className={buttonClasses('primary')}>
                {t('newArtist.watchNow')}
              </Link>
              <Link to={artistPage} className={buttonClasses('secondary')}>
                {t('newArtist.learnMore')}
                {/* 'Learn More' alone does not say about what (WCAG 2.4.4): screen readers and search engines hear the name. */}
                <span className="sr-only"> {t('newArtist.learnMoreAbout', { name: concert.artistName ?? title })}</span>
              </Link>
            </ActionRow>
          </div>
          <img
            src={concert.posterUrl}
            alt=""
            width={ARTWORK.width}
            height={ARTWORK.height}
            loading="lazy"
            className="order-first aspect-video h-auto w-full object-cover md:order-none md:h-full"
          />
        </div>
      </div>
    </section>
  );
}
