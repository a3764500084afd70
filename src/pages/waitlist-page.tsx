import { ComingSoon } from '@/features/coming-soon/coming-soon';
import { PageHead } from '@/features/seo/page-head';

export default function WaitlistPage() {
  return (
    <>
      <PageHead page="waitlist" />
      <ComingSoon page="waitlist" />
    </>
  );
}
