import { ComingSoon } from '@/features/coming-soon/coming-soon';
import { PageHead } from '@/features/seo/page-head';

export default function BookingPage() {
  return (
    <>
      <PageHead page="booking" />
      <ComingSoon page="booking" />
    </>
  );
}
