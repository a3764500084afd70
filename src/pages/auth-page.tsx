import { ComingSoon } from '@/features/coming-soon/coming-soon';
import { PageHead } from '@/features/seo/page-head';

export default function AuthPage() {
  return (
    <>
      <PageHead page="auth" noindex />
      <ComingSoon page="auth" />
    </>
  );
}
