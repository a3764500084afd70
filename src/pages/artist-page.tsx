import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { socialImagePath } from '@/content/social-images';
import { ArtistNotFound } from '@/features/artists/artist-not-found';
import { ArtistProfile } from '@/features/artists/artist-profile';
import { artistText, ProgrammeStatus, useArtist } from '@/features/concerts';
import { PageHead } from '@/features/seo/page-head';
import { useDisplayLanguage } from '@/i18n/use-display-language';

/** /artist/:id: an artist's profile, or a not-found state kept out of the index. */
export default function ArtistPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('artist');
  const language = useDisplayLanguage();
  const { data: artist, isError, refetch } = useArtist(id);
  if (artist === undefined) {
    return (
      <>
        <PageHead page="artist" noindex />
        <ProgrammeStatus asPage failed={isError} onRetry={() => void refetch()} />
      </>
    );
  }
  if (artist === null) {
    return (
      <>
        <PageHead page="artist" noindex title={t('notFound.pageTitle')} />
        <ArtistNotFound />
      </>
    );
  }
  return (
    <>
      <PageHead
        page="artist"
        title={t('pageTitle', { name: artist.name })}
        description={artistText(artist, language).tagline}
        image={socialImagePath('artist', artist.id)}
      />
      <ArtistProfile artist={artist} />
    </>
  );
}
