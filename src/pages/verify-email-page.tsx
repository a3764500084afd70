import { ComingSoon } from '@/features/coming-soon/coming-soon';
import { PageHead } from '@/features/seo/page-head';

export default function VerifyEmailPage() {
  return (
    <>
      <PageHead page="verifyEmail" noindex />
      <ComingSoon page="verifyEmail" />
    </>
  );
}
