import { QueryClientProvider } from '@tanstack/react-query';
import { AdminDashboard } from '@/features/admin/admin-dashboard';
import { PageHead } from '@/features/seo/page-head';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { queryClient } from '@/lib/query-client';

export default function AdminPage() {
  return (
    <>
      <PageHead page="admin" noindex />
      <AuthProvider>
        <QueryClientProvider client={queryClient}>
          <AdminDashboard />
        </QueryClientProvider>
      </AuthProvider>
    </>
  );
}
