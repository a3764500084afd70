import { ComingSoon } from '@/features/coming-soon/coming-soon';
import { PageHead } from '@/features/seo/page-head';

export default function ConcertPage() {
  return (
    <>
      <PageHead page="concert" />
      <ComingSoon page="concert" />
    </>
  );
}
