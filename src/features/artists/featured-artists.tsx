import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ARTISTS, type Artist } from '@/content/artists';
import { buttonClasses } from '@/ui/button';
import { ApplyNowLink } from './apply-now-link';
import { ArtistVideo } from './artist-video';

/** Home page, 'Featured Artists' (SPEC section 2, item 4): three click-to-load videos and Apply Now. */
export function FeaturedArtists() {
  const { t } = useTranslation('artist');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl space-y-8">
        <div className="max-w-3xl space-y-3">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl dark:text-white">
            {t('featured.heading')}
          </h2>
          <p className="text-lg text-slate-700 dark:text-slate-300">{t('featured.intro')}</p>
        </div>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {ARTISTS.map((artist) => (
            <ArtistCard key={artist.id} artist={artist} />
          ))}
        </ul>
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between dark:bg-slate-900">
          <p className="text-lg text-slate-800 dark:text-slate-200">{t('apply.text')}</p>
          <ApplyNowLink />
        </div>
      </div>
    </section>
  );
}

function ArtistCard({ artist }: { artist: Artist }) {
  const { t } = useTranslation(['artist', 'concerts']);
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <div className="space-y-1">
        <h3 className="text-xl font-bold text-slate-900 dark:text-white">{artist.name}</h3>
        <p className="text-base text-slate-700 dark:text-slate-300">
          {t(`concerts:genres.${artist.genre}`)}
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {artist.hometown.place}
        </p>
      </div>
      <ArtistVideo artist={artist} />
      <p className="flex-1 text-base text-slate-800 dark:text-slate-200">{t(`items.${artist.id}.tagline`)}</p>
      <Link to={`/artist/${artist.id}`} className={buttonClasses('secondary', 'self-start')}>
        {t('featured.profile', { name: artist.name })}
      </Link>
    </li>
  );
}
