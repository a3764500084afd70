import { ComingSoon } from '@/features/coming-soon/coming-soon';
import { PageHead } from '@/features/seo/page-head';

export default function AdminPage() {
  return (
    <>
      <PageHead page="admin" noindex />
      <ComingSoon page="admin" />
    </>
  );
}
