import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { artistText, ProgrammeStatus, useArtists, type ProgrammeArtist } from '@/features/concerts';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { buttonClasses } from '@/ui/button';
import { ApplyNowLink } from './apply-now-link';
import { ArtistVideo } from './artist-video';

/** Home page, 'Featured Artists' (SPEC section 2, item 4): three click-to-load videos and Apply Now. */
export function FeaturedArtists() {
  const { t } = useTranslation('artist');
  const headingId = useId();
  const { data: artists, isError, refetch } = useArtists();
  return (
    <section aria-labelledby={headingId} className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl space-y-8">
        <div className="max-w-3xl space-y-3">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl dark:text-white">
            {t('featured.heading')}
          </h2>
          <p className="text-lg text-slate-700 dark:text-slate-300">{t('featured.intro')}</p>
        </div>
        {artists ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {artists.map((artist) => (
              <ArtistCard key={artist.id} artist={artist} />
            ))}
          </ul>
        ) : (
          <ProgrammeStatus failed={isError} onRetry={() => void refetch()} />
        )}
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between dark:bg-slate-900">
          {/* At most the column's width: placed at the start, a paragraph is otherwise as wide as its longest word. */}
          <p className="max-w-full text-lg text-slate-800 dark:text-slate-200">{t('apply.text')}</p>
          <ApplyNowLink />
        </div>
      </div>
    </section>
  );
}

function ArtistCard({ artist }: { artist: ProgrammeArtist }) {
  const { t } = useTranslation(['artist', 'concerts']);
  const language = useDisplayLanguage();
  const place = [artist.genre && t(`concerts:genres.${artist.genre}`), artist.hometown].filter(Boolean);
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <div className="space-y-1">
        <h3 className="text-xl font-bold text-slate-900 dark:text-white">{artist.name}</h3>
        <p className="text-base text-slate-700 dark:text-slate-300">
          {place.map((part, i) => (
            <span key={part}>
              {i > 0 && (
                <>
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, </span>
                </>
              )}
              {part}
            </span>
          ))}
        </p>
      </div>
      {/* A third of max-w-6xl from lg, half from md. */}
      <ArtistVideo artist={artist} posterSizes="(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw" />
      <p className="flex-1 text-base text-slate-800 dark:text-slate-200">{artistText(artist, language).tagline}</p>
      <Link to={`/artist/${encodeURIComponent(artist.id)}`} className={buttonClasses('secondary', 'self-start')}>
        {t('featured.profile', { name: artist.name })}
      </Link>
    </li>
  );
}
