import { AdminFrame, useSectionTitle } from '@/features/admin/admin-frame';
import { ConcertList } from '@/features/admin/concert-list';
import { PageHead } from '@/features/seo/page-head';

export default function AdminConcertsPage() {
  const { title, intro } = useSectionTitle('concerts');
  return (
    <>
      <PageHead page="admin" noindex title={title} description={intro} />
      <AdminFrame section="concerts" title={title} intro={intro}>
        {({ client }) => <ConcertList client={client} />}
      </AdminFrame>
    </>
  );
}
