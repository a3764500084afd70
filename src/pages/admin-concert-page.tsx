import { useParams } from 'react-router-dom';
import { AdminFrame, useSectionTitle } from '@/features/admin/admin-frame';
import { ConcertEditor } from '@/features/admin/concert-editor';
import { PageHead } from '@/features/seo/page-head';

export default function AdminConcertPage() {
  const { id = 'new' } = useParams();
  const { title, intro } = useSectionTitle('concerts');
  return (
    <>
      <PageHead page="admin" noindex title={title} description={intro} />
      <AdminFrame section="concerts" title={title} intro={intro}>
        {({ client, session }) => <ConcertEditor key={id} client={client} userId={session.user.id} id={id} />}
      </AdminFrame>
    </>
  );
}
