import { ComingSoon } from '@/features/coming-soon/coming-soon';
import { PageHead } from '@/features/seo/page-head';

export default function ConcertsPage() {
  return (
    <>
      <PageHead page="concerts" />
      <ComingSoon page="concerts" />
    </>
  );
}
