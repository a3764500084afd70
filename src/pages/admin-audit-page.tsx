import { AdminFrame, useSectionTitle } from '@/features/admin/admin-frame';
import { AuditPanel } from '@/features/admin/audit-panel';
import { PageHead } from '@/features/seo/page-head';

export default function AdminAuditPage() {
  const { title, intro } = useSectionTitle('audit');
  return (
    <>
      <PageHead page="admin" noindex title={title} description={intro} />
      <AdminFrame section="audit" title={title} intro={intro}>
        {({ client }) => <AuditPanel client={client} />}
      </AdminFrame>
    </>
  );
}
