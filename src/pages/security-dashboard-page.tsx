import { SecurityDashboard } from '@/features/account/security-dashboard';
import { PageHead } from '@/features/seo/page-head';

export default function SecurityDashboardPage() {
  return (
    <>
      <PageHead page="securityDashboard" noindex />
      <SecurityDashboard />
    </>
  );
}
