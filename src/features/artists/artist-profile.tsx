import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { artistText, type ProgrammeArtist } from '@/features/concerts';
import { ApplyNowLink } from './apply-now-link';
import { ArtistConcerts } from './artist-concerts';
import { ArtistVideo } from './artist-video';
import { hometownText } from './hometown-text';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { PageHeader } from '@/ui/page-header';

/** /artist/<id>: who they are, their video (click-to-load), their concerts, and the call to other artists. */
export function ArtistProfile({ artist }: { artist: ProgrammeArtist }) {
  const { t } = useTranslation('artist');
  const { tagline, bio } = artistText(artist, useDisplayLanguage());
  const videoHeadingId = useId();
  return (
    <article>
      <PageHeader as="header" eyebrow={t('profile.kicker')} title={artist.name} lead={tagline} />
      <div className="mx-auto max-w-5xl space-y-12 px-4 py-10 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-6">
            <p className="text-lg leading-relaxed text-slate-800 dark:text-slate-200">{bio}</p>
            <ArtistFacts artist={artist} />
          </div>
          {artist.video && (
          <section aria-labelledby={videoHeadingId} className="space-y-4">
            <h2 id={videoHeadingId} className="text-2xl font-bold text-slate-900 dark:text-white">
              {t('profile.videoHeading')}
            </h2>
            {/* Half of max-w-5xl from lg, the whole column below. */}
            <ArtistVideo artist={artist} posterSizes="(min-width: 1024px) 470px, 100vw" />
          </section>
          )}
        </div>
        <ArtistConcerts artist={artist} />
        <ApplySection />
      </div>
    </article>
  );
}

function ArtistFacts({ artist }: { artist: ProgrammeArtist }) {
  const { t } = useTranslation(['artist', 'concerts']);
  const language = useDisplayLanguage();
  const hometown = hometownText(artist, language);
  const facts = [
    ...(hometown ? [{ term: t('profile.hometown'), value: hometown }] : []),
    ...(artist.genre ? [{ term: t('profile.genre'), value: t(`concerts:genres.${artist.genre}`) }] : []),
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-lg sm:grid-cols-[max-content_1fr]">
      {facts.map(({ term, value }) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-700 dark:text-slate-300">{term}</dt>
          <dd className="mb-2 text-slate-900 sm:mb-0 dark:text-slate-100">{value}</dd>
        </div>
      ))}
      {artist.links.length > 0 && (
        <div className="contents">
          <dt className="font-semibold text-slate-700 sm:flex sm:min-h-11 sm:items-center dark:text-slate-300">{t('profile.links')}</dt>
          <dd className="flex flex-wrap gap-x-4">
            {artist.links.map(({ kind, href }) => (
              <a key={href} href={href} rel="noopener noreferrer" className="inline-flex min-h-11 items-center text-brand-800 underline underline-offset-4 dark:text-stage-300">
                {t(`profile.linkKinds.${kind}`)}
              </a>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}

function ApplySection() {
  const { t } = useTranslation('artist');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl bg-brand-50 p-6 sm:p-8 dark:bg-slate-900">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900 dark:text-white">
        {t('apply.heading')}
      </h2>
      <p className="text-lg text-slate-800 dark:text-slate-200">{t('apply.text')}</p>
      <ApplyNowLink />
    </section>
  );
}
