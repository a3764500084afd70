import { ComingSoon } from '@/features/coming-soon/coming-soon';
import { PageHead } from '@/features/seo/page-head';

export default function ConcertDemoPage() {
  return (
    <>
      <PageHead page="concertDemo" />
      <ComingSoon page="concertDemo" />
    </>
  );
}
