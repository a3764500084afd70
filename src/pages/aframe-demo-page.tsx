import { ComingSoon } from '@/features/coming-soon/coming-soon';
import { PageHead } from '@/features/seo/page-head';

export default function AframeDemoPage() {
  return (
    <>
      <PageHead page="aframeDemo" />
      <ComingSoon page="aframeDemo" />
    </>
  );
}
