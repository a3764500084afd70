import { ComingSoon } from '@/features/coming-soon/coming-soon';
import { PageHead } from '@/features/seo/page-head';

export default function SecurityDashboardPage() {
  return (
    <>
      <PageHead page="securityDashboard" noindex />
      <ComingSoon page="securityDashboard" />
    </>
  );
}
