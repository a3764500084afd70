import { AdminFrame, useSectionTitle } from '@/features/admin/admin-frame';
import { ArtistList } from '@/features/admin/artist-list';
import { PageHead } from '@/features/seo/page-head';

export default function AdminArtistsPage() {
  const { title, intro } = useSectionTitle('artists');
  return (
    <>
      <PageHead page="admin" noindex title={title} description={intro} />
      <AdminFrame section="artists" title={title} intro={intro}>
        {({ client }) => <ArtistList client={client} />}
      </AdminFrame>
    </>
  );
}
