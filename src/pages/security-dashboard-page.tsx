import { QueryClientProvider } from '@tanstack/react-query';
import { SecurityDashboard } from '@/features/account/security-dashboard';
import { PageHead } from '@/features/seo/page-head';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { queryClient } from '@/lib/query-client';

export default function SecurityDashboardPage() {
  return (
    <>
      <PageHead page="securityDashboard" noindex />
      <AuthProvider>
        <QueryClientProvider client={queryClient}>
          <SecurityDashboard />
        </QueryClientProvider>
      </AuthProvider>
    </>
  );
}
