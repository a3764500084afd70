import { AdminDashboard } from '@/features/admin/admin-dashboard';
import { PageHead } from '@/features/seo/page-head';

export default function AdminPage() {
  return (
    <>
      <PageHead page="admin" noindex />
      <AdminDashboard />
    </>
  );
}
