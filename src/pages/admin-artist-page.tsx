import { useParams } from 'react-router-dom';
import { AdminFrame, useSectionTitle } from '@/features/admin/admin-frame';
import { ArtistEditor } from '@/features/admin/artist-editor';
import { PageHead } from '@/features/seo/page-head';

export default function AdminArtistPage() {
  const { id = 'new' } = useParams();
  const { title, intro } = useSectionTitle('artists');
  return (
    <>
      <PageHead page="admin" noindex title={title} description={intro} />
      <AdminFrame section="artists" title={title} intro={intro}>
        {({ client }) => <ArtistEditor key={id} client={client} id={id} />}
      </AdminFrame>
    </>
  );
}
