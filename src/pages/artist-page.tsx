import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { findArtist } from '@/content/artists';
import { socialImagePath } from '@/content/social-images';
import { ArtistNotFound } from '@/features/artists/artist-not-found';
import { ArtistProfile } from '@/features/artists/artist-profile';
import { PageHead } from '@/features/seo/page-head';

/** /artist/:id: an artist's profile, or a not-found state kept out of the index. */
export default function ArtistPage() {
  const { id } = useParams();
  const { t } = useTranslation('artist');
  const artist = findArtist(id);
  if (!artist) {
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
        description={t(`items.${artist.id}.tagline`)}
        image={socialImagePath('artist', artist.id)}
      />
      <ArtistProfile artist={artist} />
    </>
  );
}
